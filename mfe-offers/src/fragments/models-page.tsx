import { modelsDirectoryRequest, parseModelsQuery } from '@forecourt/shared/catalogue/models-url';
import type { FragmentRoute } from '@forecourt/shared/remote-kit';
import type { OffersBindings } from '../bindings';
import { ModelsPage } from '../features/models/ModelsPage';
import { buildModelsView } from '../features/models/view';
import type { OffersLoaders } from '../loaders';

// /models (issue 15): the URL's query → one search of the model directory (the stock search's RPC) →
// the catalogue page, server HTML only (data null: nothing to hydrate).

/**
 * The `ModelsPage` fragment.
 * @example fragmentWorker(remote, { ModelsPage: modelsPage(loaders), … });
 */
export function modelsPage(loaders: Pick<OffersLoaders, 'modelsDirectory'>): FragmentRoute<null, OffersBindings> {
  return {
    name: 'ModelsPage',
    async load(context) {
      const state = parseModelsQuery(context.request.query);
      const view = buildModelsView(state, await loaders.modelsDirectory(context, modelsDirectoryRequest(state)));
      const title = state.page > 1 ? `${view.title} – Page ${state.page}` : view.title;
      return {
        found: true,
        data: null,
        view: <ModelsPage {...view} />,
        head: { title, description: `${view.title}: ${view.countText}.`, preloadImages: [] },
      };
    },
  };
}
