import { BrandSlugSchema, findBrand, makeStockPath } from '@forecourt/shared/catalogue/brands';
import type { FragmentRoute } from '@forecourt/shared/remote-kit';
import type { OffersBindings } from '../bindings';
import { BrandPage } from '../features/brands/BrandPage';
import { toBrandPageView } from '../features/brands/view';
import type { OffersLoaders } from '../loaders';
import { notFound } from './NotFound';

// /brands/{slug} and /{brand}/overview (issue 15): one of the site's brands (tenant `catalogue.brands`)
// → its loader → the page, server HTML only (data null). A slug the site has no brand of is the
// not-found page (so /{brand}/overview never answers for anything but the site's brands). A brand that
// skips its page (spec: 000 §3 Brand entry `skipPage`) is a redirect to its make's stock search, which
// the gateway answers for the page.

/**
 * The `BrandPage` fragment.
 * @example fragmentWorker(remote, { BrandPage: brandPage(loaders), … });
 */
export function brandPage(loaders: Pick<OffersLoaders, 'brandPage'>): FragmentRoute<null, OffersBindings> {
  return {
    name: 'BrandPage',
    async load(context) {
      const { request, site } = context;
      const slug = BrandSlugSchema.safeParse(request.params.slug ?? request.params.brand);
      const brand = slug.success ? findBrand((await site()).catalogue.brands, slug.data) : null;
      if (!brand) return notFound('brand');
      if (brand.skipPage) return { redirect: { location: makeStockPath(brand.slug), status: 302 } };
      const view = toBrandPageView(await loaders.brandPage(context, brand));
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
}
