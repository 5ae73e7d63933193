import { byMakeName, makeListHref, makeMonogram } from '@forecourt/shared/catalogue/makes';
import { MAKES_PAGE_SIZE, makesHref } from '@forecourt/shared/catalogue/makes-url';
import type { MakesPageLoad } from '@forecourt/shared/pages/catalogue';
import { type PageLink, pageLinks } from '../paging/view';

// The make list's view (issue 15; spec: 001 §3 "Make … a static list of about 140 makes"): every make
// by name, its logo or a monogram generated from its name where it has none, the site's stock of it and
// where it leads (its brand page, its stock search, or nowhere), a page at a time (shared
// `catalogue/makes-url`: without JavaScript every logo of a page is fetched at once). Pure.

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
  /** Every make, on every page (`145 makes`). */
  countText: string;
  /** This page's makes. */
  tiles: MakeTile[];
  /** 1-based; a page past the last is the last. */
  page: number;
  pages: PageLink[];
}

/**
 * @example buildMakesView(load, 1).tiles[0] // { name: 'Abarth', href: null, countText: 'None in stock', logo: '/media/v1/logo/abarth.svg', … }
 */
export function buildMakesView(load: MakesPageLoad, page: number): MakesPageView {
  const all = [...load.makes]
    .sort((a, b) => byMakeName(a.make, b.make))
    .map(({ make, stock }) => ({
      name: make.name,
      slug: make.slug,
      href: makeListHref(make, stock, load.brands),
      countText: stock > 0 ? `${stock} in stock` : 'None in stock',
      logo: make.logo?.url ?? null,
      monogram: makeMonogram(make.name),
    }));
  const current = Math.min(page, Math.max(1, Math.ceil(all.length / MAKES_PAGE_SIZE)));
  return {
    title: 'All Makes',
    countText: `${all.length} makes`,
    tiles: all.slice((current - 1) * MAKES_PAGE_SIZE, current * MAKES_PAGE_SIZE),
    page: current,
    pages: pageLinks(all.length, MAKES_PAGE_SIZE, current, makesHref),
  };
}
