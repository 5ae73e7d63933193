import type { DirectoryHit } from '@forecourt/shared';
import { modelPath } from '@forecourt/shared/catalogue/models-url';
import type { StockedModel } from '@forecourt/shared/pages/catalogue';

// A model tile (spec: 001 §2 "Facet tiles show label and count; model tiles to /models/{slug}"): with its
// live stock count for the model picker and the brand page. Pure.

export interface ModelTile {
  id: number;
  name: string;
  make: string;
  href: string;
  image: { src: string; alt: string } | null;
  /** The line under the name: the stock count, or (in the catalogue) the model's bodies. */
  detail: string;
}

/** The model's picture: its catalogue image, else the newer image URL. */
export function modelImage(hit: DirectoryHit): ModelTile['image'] {
  const src = hit.image?.url ?? hit.cloudfront_new_image_url;
  return src ? { src, alt: `${hit.manufacturer.name} ${hit.name}` } : null;
}

/**
 * The tile of a stocked model.
 * @example toModelTile({ model: hilux, stock: 3 }).detail // "3 in stock"
 */
export function toStockedModelTile({ model, stock }: StockedModel): ModelTile {
  return {
    id: model.id,
    name: model.name,
    make: model.manufacturer.name,
    href: modelPath(model.slug, model.manufacturer.slug),
    image: modelImage(model),
    detail: stock === 0 ? 'None in stock' : `${stock} in stock`,
  };
}
