import { DirectorySearchResponseSchema } from '@forecourt/shared';
import { modelsDirectoryRequest, parseModelsQuery } from '@forecourt/shared/catalogue/models-url';
import { ApiUpstreamError, callApi, type FragmentRoute } from '@forecourt/shared/remote-kit';
import { ModelsPage } from '../features/models/ModelsPage';
import { buildModelsView } from '../features/models/view';

// /models (issue 15): the URL's query → one directory search (the gateway's existing
// POST /api/search/directory) → the catalogue page, server HTML only (data null: nothing to hydrate).

/**
 * The `ModelsPage` fragment.
 * @example fragmentWorker(remote, { ModelsPage: modelsPage, … });
 */
export const modelsPage: FragmentRoute<null> = {
  name: 'ModelsPage',
  async load({ request, env, requestId }) {
    const state = parseModelsQuery(request.query ?? {});
    const call = { method: 'POST', path: '/api/search/directory', body: modelsDirectoryRequest(state) } as const;
    const response = await callApi(env.API, request.tenant, call, DirectorySearchResponseSchema, { requestId });
    // The directory is the same for every site and has no 404: one would be a broken gateway.
    if (!response) throw new ApiUpstreamError('The directory search answered 404');
    const view = buildModelsView(state, response);
    const title = state.page > 1 ? `${view.title} – Page ${state.page}` : view.title;
    return {
      found: true,
      data: null,
      view: <ModelsPage {...view} />,
      head: { title, description: `${view.title}: ${view.countText}.`, preloadImages: [] },
    };
  },
};
