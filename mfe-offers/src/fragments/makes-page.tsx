import { parseMakesPage } from '@forecourt/shared/catalogue/makes-url';
import { MakesPageLoadSchema } from '@forecourt/shared/pages/catalogue';
import { pageLoaderPaths } from '@forecourt/shared/pages/paths';
import { ApiUpstreamError, callApi, type FragmentRoute } from '@forecourt/shared/remote-kit';
import { MakesPage } from '../features/makes/MakesPage';
import { buildMakesView } from '../features/makes/view';

// /makes (issue 15 "Make list"): one call to the make list's loader → the page the URL asks for
// (`?page=`), server HTML only (data null: nothing to hydrate).

/**
 * The `MakesPage` fragment.
 * @example fragmentWorker(remote, { MakesPage: makesPage, … });
 */
export const makesPage: FragmentRoute<null> = {
  name: 'MakesPage',
  async load({ request, env, requestId }) {
    const call = { method: 'GET', path: pageLoaderPaths.makes() } as const;
    const load = await callApi(env.API, request.tenant, call, MakesPageLoadSchema, { requestId });
    // The make list is the same list for every site and has no 404: one would be a broken gateway.
    if (!load) throw new ApiUpstreamError('The make list loader answered 404');
    const view = buildMakesView(load, parseMakesPage(request.query ?? {}));
    const title = view.page > 1 ? `${view.title} – Page ${view.page}` : view.title;
    return {
      found: true,
      data: null,
      view: <MakesPage {...view} />,
      head: { title, description: `${view.title}: ${view.countText}.`, preloadImages: [] },
    };
  },
};
