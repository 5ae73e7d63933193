import { byMakeName, makeListHref, makeMonogram } from '@forecourt/shared/catalogue/makes';
import type { MakesPageLoad } from '@forecourt/shared/pages/catalogue';

// The make list's view (issue 15; spec: 001 §3 "Make … a static list of about 140 makes"): every make
// by name, its logo or a monogram generated from its name where it has none, the site's stock of it and
// where it leads (its brand page, its stock search, or nowhere). Pure.

export interface MakeTile {
  name: string;
  slug: string;
  /** Null: the site neither sells the make new nor has its cars (a plain entry, no link). */
  href: string | null;
  countText: string;
  /** The make's own logo; null: it has none, and `monogram` is drawn instead. */
  logo: string | null;
  monogram: string;
}

export interface MakesPageView {
  title: string;
  countText: string;
  tiles: MakeTile[];
}

/**
 * @example buildMakesView(load).tiles[0] // { name: 'Abarth', href: null, countText: 'None in stock', logo: '/media/v1/logo/abarth.svg', … }
 */
export function buildMakesView(load: MakesPageLoad): MakesPageView {
  const tiles = [...load.makes]
    .sort((a, b) => byMakeName(a.make, b.make))
    .map(({ make, stock }) => ({
      name: make.name,
      slug: make.slug,
      href: makeListHref(make, stock, load.brands),
      countText: stock > 0 ? `${stock} in stock` : 'None in stock',
      logo: make.logo?.url ?? null,
      monogram: makeMonogram(make.name),
    }));
  return { title: 'All Makes', countText: `${tiles.length} makes`, tiles };
}
