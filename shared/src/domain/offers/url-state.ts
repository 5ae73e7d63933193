import type { OffersSearchRequest } from './api';
import {
  MAX_OFFER_CATEGORIES,
  MAX_OFFER_CATEGORY_LENGTH,
  MAX_OFFERS_PAGE,
  MAX_OFFERS_QUERY_LENGTH,
  OFFERS_PAGE_SIZE,
  SPECIAL_OFFERS_PATH,
} from './constants';
import {
  formatPriceRange,
  indexedCategories,
  type OfferPriceRange,
  parsePriceRange,
  type QueryEntries,
} from './query-values';

// The special offers search as state and as a URL, both ways (issue 15: "URL ⇄ state both ways like the
// stock search"; spec: 000 §3 "Dealership offers search filters: categories, price, query, offset,
// restricted to a dealership id"). The page's URL says `page` (1-based); the API's says `offset`.
// A page URL is read leniently (a value it cannot use is dropped, as a visitor's typo should not 404);
// the API's query is checked strictly by its schema (./api.ts). Zod-free: the island imports it.

export interface OffersSearchState {
  query: string;
  categories: string[];
  price: OfferPriceRange | null;
  /** 1-based. */
  page: number;
  /** A dealership's offers only (its slug; spec: 000 §3 "restricted to a dealership id"). */
  dealership: string | null;
}

/** No filters, the first page, every dealership of the site. */
export const EMPTY_OFFERS_STATE: OffersSearchState = {
  query: '',
  categories: [],
  price: null,
  page: 1,
  dealership: null,
};

const DEALERSHIP = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function entriesOf(query: URLSearchParams | Readonly<Record<string, string>>): QueryEntries {
  return query instanceof URLSearchParams ? query.entries() : Object.entries(query);
}

/**
 * The state a page URL's query makes; values it cannot use are dropped. The page's plain search form
 * (no JavaScript) sends the price as `min_price` and `max_price`; `price` wins when both are there.
 * @example parseOffersQuery(new URLSearchParams('categories[0]=Runout&page=2')) // { …, categories: ['Runout'], page: 2 }
 */
export function parseOffersQuery(query: URLSearchParams | Readonly<Record<string, string>>): OffersSearchState {
  const record = new Map(entriesOf(query));
  const categories = [
    ...new Set(
      indexedCategories(entriesOf(query))
        .map((category) => category.trim())
        .filter((category) => category.length > 0 && category.length <= MAX_OFFER_CATEGORY_LENGTH),
    ),
  ].slice(0, MAX_OFFER_CATEGORIES);
  const page = Number(record.get('page') ?? '1');
  const dealership = record.get('dealership') ?? '';
  return {
    query: (record.get('query') ?? '').trim().slice(0, MAX_OFFERS_QUERY_LENGTH),
    categories,
    price: parsePriceRange(record.get('price') ?? `${record.get('min_price') ?? ''}:${record.get('max_price') ?? ''}`),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_OFFERS_PAGE ? page : 1,
    dealership: DEALERSHIP.test(dealership) ? dealership : null,
  };
}

function filterEntries(state: OffersSearchState): [string, string][] {
  const entries: [string, string][] = [];
  if (state.query) entries.push(['query', state.query]);
  state.categories.forEach((category, index) => {
    entries.push([`categories[${index}]`, category]);
  });
  if (state.price) entries.push(['price', formatPriceRange(state.price)]);
  if (state.dealership) entries.push(['dealership', state.dealership]);
  return entries;
}

/**
 * The page URL of a state: `/special-offers` with only what differs from the defaults.
 * @example offersHref({ ...EMPTY_OFFERS_STATE, categories: ['Runout'], page: 2 }) // '/special-offers?categories%5B0%5D=Runout&page=2'
 */
export function offersHref(state: OffersSearchState): string {
  const entries = filterEntries(state);
  if (state.page > 1) entries.push(['page', String(state.page)]);
  const query = new URLSearchParams(entries).toString();
  return query ? `${SPECIAL_OFFERS_PATH}?${query}` : SPECIAL_OFFERS_PATH;
}

/**
 * The API query of a state (`GET /api/offers?…`): the page as an offset of 21 a page.
 * @example offersApiQuery({ ...EMPTY_OFFERS_STATE, page: 3 }) // 'offset=42'
 */
export function offersApiQuery(state: OffersSearchState): string {
  const entries = filterEntries(state);
  if (state.page > 1) entries.push(['offset', String((state.page - 1) * OFFERS_PAGE_SIZE)]);
  return new URLSearchParams(entries).toString();
}

/**
 * The offers search's request for a state, as the API reads {@link offersApiQuery}'s query: what the
 * page's loader asks in the Worker, where no query string travels.
 * @example offersSearchRequest({ ...EMPTY_OFFERS_STATE, page: 3 }) // { query: '', categories: [], offset: 42 }
 */
export function offersSearchRequest(state: OffersSearchState): OffersSearchRequest {
  return {
    query: state.query,
    categories: state.categories,
    ...(state.price ? { price: state.price } : {}),
    offset: (state.page - 1) * OFFERS_PAGE_SIZE,
    ...(state.dealership ? { dealership: state.dealership } : {}),
  };
}

/**
 * The state with a category ticked or unticked (back to the first page, as any new filter).
 * @example toggleOfferCategory(EMPTY_OFFERS_STATE, 'Runout').categories // ['Runout']
 */
export function toggleOfferCategory(state: OffersSearchState, category: string): OffersSearchState {
  const categories = state.categories.includes(category)
    ? state.categories.filter((value) => value !== category)
    : [...state.categories, category];
  return { ...state, categories, page: 1 };
}

/** The state without its filters (a dealership's page stays that dealership's). */
export function clearOfferFilters(state: OffersSearchState): OffersSearchState {
  return { ...EMPTY_OFFERS_STATE, dealership: state.dealership };
}
