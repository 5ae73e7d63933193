import { makeStockPath } from '@forecourt/shared/catalogue/brands';
import type { BrandPageLoad } from '@forecourt/shared/pages/catalogue';
import { type ModelTile, toStockedModelTile } from '../model-tiles/view';
import type { OfferLink } from '../offer-links/OfferLinks';
import { offerLinksOf } from '../offer-links/view';

// A brand's page (issue 15; spec: 000 §3 "Brand entry: title, slug, logo, banner, description"): its
// logo, banner and description, its models with their stock, the site's stock of it and its offers. Pure.

export interface BrandPageView {
  title: string;
  logo: { src: string; alt: string } | null;
  banner: string | null;
  description: string | null;
  models: ModelTile[];
  /** The stock line, and its search link when there is stock to see. */
  stock: { text: string; href: string | null };
  offers: OfferLink[];
}

/**
 * The view of a brand page's load.
 * @example toBrandPageView(load).stock // { text: '412 Toyota vehicles in stock', href: '/search/toyota' }
 */
export function toBrandPageView({ brand, models, stock, offers }: BrandPageLoad): BrandPageView {
  return {
    title: brand.title,
    logo: brand.logo ? { src: brand.logo, alt: `${brand.title} logo` } : null,
    banner: brand.banner,
    description: brand.description,
    models: models.map(toStockedModelTile),
    stock:
      stock === 0
        ? { text: `No ${brand.title} vehicles in stock right now`, href: null }
        : {
            text: `${stock} ${brand.title} ${stock === 1 ? 'vehicle' : 'vehicles'} in stock`,
            href: makeStockPath(brand.slug),
          },
    offers: offerLinksOf(offers),
  };
}
