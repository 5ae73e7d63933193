import { SameSitePathSchema } from '@forecourt/shared/fragment/contract';
import type { FragmentRoute } from '@forecourt/shared/remote-kit';
import { ModelSlugSchema } from '@forecourt/shared/schemas/slug';
import type { OffersBindings } from '../bindings';
import { ModelPage } from '../features/models/ModelPage';
import { toModelPageView } from '../features/models/model-view';
import type { OffersLoaders } from '../loaders';
import { notFound } from './NotFound';

// /models/{slug} (issue 15) and /{model slug} (spec: 001 §2 "/{model slug} or the model's override URL"):
// the model page's loader → the page, server HTML only (data null). `?make=` names the make (two makes may
// share a model slug). A slug the catalogue does not have is the not-found page. At /{model slug}, a model
// with an override URL on the site is sent there (302: the catalogue may change it); /models/{slug}, where
// the model tiles link, stays its catalogue page.

/**
 * The `ModelPage` fragment.
 * @example fragmentWorker(remote, { ModelPage: modelPage(loaders), … });
 */
export function modelPage(loaders: Pick<OffersLoaders, 'modelPage'>): FragmentRoute<null, OffersBindings> {
  return {
    name: 'ModelPage',
    async load(context) {
      const { request } = context;
      const atModelPath = request.params.model !== undefined;
      const slug = ModelSlugSchema.safeParse(request.params.slug ?? request.params.model);
      const make = ModelSlugSchema.safeParse(request.query.make);
      const load = slug.success
        ? await loaders.modelPage(context, slug.data, make.success ? make.data : undefined)
        : null;
      if (!load) return notFound('model');
      const override = SameSitePathSchema.safeParse(load.model.override_url);
      if (atModelPath && override.success) return { redirect: { location: override.data, status: 302 } };
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
}
