import type { PartsSearchRequest } from './api';
import {
  MAX_PART_CATEGORY_LENGTH,
  MAX_PARTS_PAGE,
  MAX_PARTS_QUERY_LENGTH,
  PARTS_PAGE_SIZE,
  PARTS_SEARCH_PATH,
} from './constants';

// The parts search as state and as a URL, both ways (issue 15 "Parts"): `/parts/search?query=&category=&page=`.
// The page's URL says `page` (1-based) and is read leniently (a visitor's typo drops the value rather
// than 404ing); the API's query says `offset` and is checked strictly (./api.ts). Zod-free.

export interface PartsSearchState {
  query: string;
  category: string | null;
  /** 1-based. */
  page: number;
}

/**
 * The state a page URL's query makes; values it cannot use are dropped.
 * @example parsePartsQuery({ category: 'Towing', page: '2' }) // { query: '', category: 'Towing', page: 2 }
 */
export function parsePartsQuery(query: Readonly<Record<string, string>>): PartsSearchState {
  const category = (query.category ?? '').trim();
  const page = Number(query.page ?? '1');
  return {
    query: (query.query ?? '').trim().slice(0, MAX_PARTS_QUERY_LENGTH),
    category: category.length > 0 && category.length <= MAX_PART_CATEGORY_LENGTH ? category : null,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PARTS_PAGE ? page : 1,
  };
}

/**
 * The page URL of a state, with only what differs from the defaults.
 * @example partsSearchHref({ query: '', category: 'Towing', page: 2 }) // '/parts/search?category=Towing&page=2'
 */
export function partsSearchHref(state: PartsSearchState): string {
  const params = new URLSearchParams();
  if (state.query) params.set('query', state.query);
  if (state.category) params.set('category', state.category);
  if (state.page > 1) params.set('page', String(state.page));
  const text = params.toString();
  return text ? `${PARTS_SEARCH_PATH}?${text}` : PARTS_SEARCH_PATH;
}

/** The parts API (mfe-offers's, through the gateway). */
const PARTS_API_PATH = '/api/parts';

/**
 * The `GET /api/parts` path of a state (offset paging).
 * @example partsApiPath({ query: 'mat', category: null, page: 2 }) // '/api/parts?query=mat&offset=21'
 */
export function partsApiPath(state: PartsSearchState): string {
  const params = new URLSearchParams();
  if (state.query) params.set('query', state.query);
  if (state.category) params.set('category', state.category);
  if (state.page > 1) params.set('offset', String((state.page - 1) * PARTS_PAGE_SIZE));
  const text = params.toString();
  return text ? `${PARTS_API_PATH}?${text}` : PARTS_API_PATH;
}

/**
 * The parts search's request for a state, as the API reads {@link partsApiPath}'s query: what the
 * parts pages' loader asks in the Worker, where no query string travels.
 * @example partsSearchRequest({ query: 'mat', category: null, page: 2 }) // { query: 'mat', offset: 21 }
 */
export function partsSearchRequest(state: PartsSearchState): PartsSearchRequest {
  return {
    query: state.query,
    ...(state.category ? { category: state.category } : {}),
    offset: (state.page - 1) * PARTS_PAGE_SIZE,
  };
}
