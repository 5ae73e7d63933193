import { modelStockHref } from '@forecourt/shared/catalogue/models-url';
import type { ModelPageLoad } from '@forecourt/shared/pages/catalogue';
import { modelImage } from '../model-tiles/view';
import type { OfferLink } from '../offer-links/OfferLinks';
import { offerLinksOf } from '../offer-links/view';
import { bodiesOf } from './view';

// One catalogue model's page (issue 15: "the model with its image, bodies, the site's offers for it,
// its stock in this site with a link into the stock search"). Pure.

export interface ModelPageView {
  title: string;
  make: string;
  image: { src: string; alt: string } | null;
  bodies: string[];
  offers: OfferLink[];
  stock: { text: string; href: string };
}

/**
 * The view of a model page's load.
 * @example toModelPageView(load).stock.text // '3 Toyota Hilux in stock'
 */
export function toModelPageView({ model, offers, stock }: ModelPageLoad): ModelPageView {
  const title = `${model.manufacturer.name} ${model.name}`;
  return {
    title,
    make: model.manufacturer.name,
    image: modelImage(model),
    bodies: bodiesOf(model),
    offers: offerLinksOf(offers),
    stock: {
      text: stock === 0 ? `No ${title} in stock right now` : `${stock} ${title} in stock`,
      href: modelStockHref(model.manufacturer.name, model.name),
    },
  };
}
