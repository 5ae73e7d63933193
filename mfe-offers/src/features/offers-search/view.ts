import type { OffersSearchResponse } from '@forecourt/shared';
import {
  clearOfferFilters,
  type OffersSearchState,
  offersHref,
  toggleOfferCategory,
} from '@forecourt/shared/offers/url-state';
import { type OfferCardView, toOfferCardView } from '../offer-card/view';
import { type PageLink, pageLinks } from '../paging/view';

// The special offers page's view (issue 15; spec: 001 §2 "Offers", 000 §3 "Dealership offers search"):
// the answer of one search as everything the island renders, every control a link to its URL, so the
// page works without JavaScript and the island only swaps views. Pure: the server and the search
// controller build it alike.

export interface CategoryOption {
  value: string;
  count: number;
  selected: boolean;
  /** The page with this category ticked or unticked. */
  href: string;
}

export interface OffersSearchView {
  state: OffersSearchState;
  /** The page's own URL for this state (what the address bar shows). */
  href: string;
  title: string;
  countText: string;
  cards: OfferCardView[];
  categories: CategoryOption[];
  pages: PageLink[];
  /** Only when a filter is set: the page without them. */
  clearHref: string | null;
  priceStats: { min: number; max: number } | null;
}

/** The page's heading: a dealership's offers name it. */
export function offersTitle(dealershipName: string | null): string {
  return dealershipName ? `Special Offers at ${dealershipName}` : 'Special Offers';
}

function hasFilters(state: OffersSearchState): boolean {
  return state.query !== '' || state.categories.length > 0 || state.price !== null;
}

/**
 * The view of one answer for the state that asked it.
 * @example buildOffersView(state, response).countText // '12 offers'
 */
export function buildOffersView(state: OffersSearchState, response: OffersSearchResponse): OffersSearchView {
  const selected = new Set(state.categories);
  // A ticked category keeps its place even when nothing is left in it.
  const counted = new Set(response.facets.categories.map((facet) => facet.value));
  const facets = [
    ...response.facets.categories,
    ...state.categories.filter((category) => !counted.has(category)).map((value) => ({ value, count: 0 })),
  ];
  return {
    state,
    href: offersHref(state),
    title: offersTitle(response.dealership?.name ?? null),
    countText: `${response.nbHits} ${response.nbHits === 1 ? 'offer' : 'offers'}`,
    cards: response.hits.map(toOfferCardView),
    categories: facets.map(({ value, count }) => ({
      value,
      count,
      selected: selected.has(value),
      href: offersHref(toggleOfferCategory(state, value)),
    })),
    pages: pageLinks(response.nbHits, response.hitsPerPage, state.page, (page) => offersHref({ ...state, page })),
    clearHref: hasFilters(state) ? offersHref(clearOfferFilters(state)) : null,
    priceStats: response.priceStats,
  };
}
