import { BrandSlugSchema } from '@forecourt/shared/catalogue/brands';
import { BrandPageLoadSchema } from '@forecourt/shared/pages/catalogue';
import { pageLoaderPaths } from '@forecourt/shared/pages/paths';
import { callApi, type FragmentRoute } from '@forecourt/shared/remote-kit';
import { BrandPage } from '../features/brands/BrandPage';
import { toBrandPageView } from '../features/brands/view';
import { notFound } from './NotFound';

// /brands/{slug} and /{brand}/overview (issue 15): one call to the brand page loader → the page, server
// HTML only (data null). A slug the site has no brand of is the not-found page (so /{brand}/overview
// never answers for anything but the site's brands). Brands that skip their page never get here: the
// gateway sends them to their stock search.

/**
 * The `BrandPage` fragment.
 * @example fragmentWorker(remote, { BrandPage: brandPage, … });
 */
export const brandPage: FragmentRoute<null> = {
  name: 'BrandPage',
  async load({ request, env, requestId }) {
    const slug = BrandSlugSchema.safeParse(request.params.slug ?? request.params.brand);
    if (!slug.success) return notFound('brand');
    const call = { method: 'GET', path: pageLoaderPaths.brand(slug.data) } as const;
    const load = await callApi(env.API, request.tenant, call, BrandPageLoadSchema, { requestId });
    if (!load) return notFound('brand');
    const view = toBrandPageView(load);
    return {
      found: true,
      data: null,
      view: <BrandPage {...view} />,
      head: {
        title: view.title,
        description: view.description ?? `${view.title}: ${view.stock.text}.`,
        preloadImages: view.banner ? [view.banner] : [],
      },
    };
  },
};
