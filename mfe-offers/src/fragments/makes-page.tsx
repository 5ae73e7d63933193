import { parseMakesPage } from '@forecourt/shared/catalogue/makes-url';
import type { FragmentRoute } from '@forecourt/shared/remote-kit';
import type { OffersBindings } from '../bindings';
import { MakesPage } from '../features/makes/MakesPage';
import { buildMakesView } from '../features/makes/view';
import type { OffersLoaders } from '../loaders';

// /makes (issue 15 "Make list"): the make list's loader → the page the URL asks for (`?page=`), server
// HTML only (data null: nothing to hydrate).

/**
 * The `MakesPage` fragment.
 * @example fragmentWorker(remote, { MakesPage: makesPage(loaders), … });
 */
export function makesPage(loaders: Pick<OffersLoaders, 'makesPage'>): FragmentRoute<null, OffersBindings> {
  return {
    name: 'MakesPage',
    async load(context) {
      const view = buildMakesView(await loaders.makesPage(context), parseMakesPage(context.request.query));
      const title = view.page > 1 ? `${view.title} – Page ${view.page}` : view.title;
      return {
        found: true,
        data: null,
        view: <MakesPage {...view} />,
        head: { title, description: `${view.title}: ${view.countText}.`, preloadImages: [] },
      };
    },
  };
}
