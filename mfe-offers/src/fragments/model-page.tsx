import { ModelPageLoadSchema } from '@forecourt/shared/pages/catalogue';
import { pageLoaderPaths } from '@forecourt/shared/pages/paths';
import { callApi, type FragmentRoute } from '@forecourt/shared/remote-kit';
import { ModelSlugSchema } from '@forecourt/shared/schemas/slug';
import { ModelPage } from '../features/models/ModelPage';
import { toModelPageView } from '../features/models/model-view';
import { notFound } from './NotFound';

// /models/{slug} (issue 15): one call to the model page loader → the page, server HTML only (data null).
// `?make=` names the make (two makes may share a model slug). A slug the catalogue does not have is
// the not-found page.

/**
 * The `ModelPage` fragment.
 * @example fragmentWorker(remote, { ModelPage: modelPage, … });
 */
export const modelPage: FragmentRoute<null> = {
  name: 'ModelPage',
  async load({ request, env, requestId }) {
    const make = ModelSlugSchema.safeParse(request.query.make);
    const path = pageLoaderPaths.model(String(request.params.slug), make.success ? make.data : undefined);
    const call = { method: 'GET', path } as const;
    const load = await callApi(env.API, request.tenant, call, ModelPageLoadSchema, { requestId });
    if (!load) return notFound('model');
    const view = toModelPageView(load);
    return {
      found: true,
      data: null,
      view: <ModelPage {...view} />,
      head: {
        title: view.title,
        description: `The ${view.title}: ${view.stock.text}.`,
        preloadImages: view.image ? [view.image.src] : [],
      },
    };
  },
};
