import { emptySearchState, searchHref } from '@forecourt/shared';
import { brandHref } from '@forecourt/shared/catalogue/brands';
import type { PickersLoad } from '@forecourt/shared/pages/catalogue';
import { type ModelTile, toStockedModelTile } from '../model-tiles/view';

// The pickers' tiles (issue 15; spec: 001 §2 "Facet tiles show label and count; brand tiles link to
// /brands/{slug}; model tiles to /models/{slug}"): each a link with its live stock count. Pure.

/** Platform: the model picker shows the site's best-stocked models, this many. */
export const MODEL_PICKER_LIMIT = 12;

export interface PickerTile {
  label: string;
  countText: string;
  href: string;
  /** The brand's logo; bodies have none. */
  logo: string | null;
}

const countText = (stock: number) => `${stock} in stock`;

/**
 * The brand picker's tiles: every brand of the site, to its page (or its stock when it skips its page).
 * @example brandTiles(load)[0] // { label: 'Toyota', countText: '412 in stock', href: '/brands/toyota', logo }
 */
export function brandTiles(load: PickersLoad): PickerTile[] {
  return load.brands.map((brand) => ({
    label: brand.title,
    countText: countText(brand.stock),
    href: brandHref(brand),
    logo: brand.logo,
  }));
}

/**
 * The body picker's tiles, each the stock search filtered by that body.
 * @example bodyTiles(load)[0] // { label: 'SUV', countText: '120 in stock', href: '/search?…body…SUV', logo: null }
 */
export function bodyTiles(load: PickersLoad): PickerTile[] {
  return load.bodies.map(({ value, count }) => ({
    label: value,
    countText: countText(count),
    href: searchHref({ ...emptySearchState(), refinementList: { body: [value] } }),
    logo: null,
  }));
}

/**
 * The model picker's tiles: the best-stocked models, to their pages.
 * @example modelTiles(load).length // ≤ 12
 */
export function modelTiles(load: PickersLoad): ModelTile[] {
  return load.models.slice(0, MODEL_PICKER_LIMIT).map(toStockedModelTile);
}
