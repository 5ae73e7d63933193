import {
  type FacetValueCount,
  type LimitedListResponse,
  RANGE_ATTRIBUTES,
  REFINEMENT_LIST_ATTRIBUTES,
  type RefinementListAttribute,
  SEARCH_PAGE_SIZE,
  type SearchResponse,
} from '@forecourt/shared';
import { fieldKind, type NumericField } from './document';
import type { FacetCount, SearchResult } from './query';

// An engine's answer in the API's shape (shared search/api.ts): facet values as text (the form
// refinements and URLs use), stats for the numeric attributes, pages of 21.

/** The numeric attributes whose min/max the response carries: the ranges, and numeric lists (seats). */
const STATS_ATTRIBUTES: readonly NumericField[] = [
  ...RANGE_ATTRIBUTES,
  ...REFINEMENT_LIST_ATTRIBUTES.filter(
    (attribute): attribute is Extract<RefinementListAttribute, NumericField> => fieldKind(attribute) === 'number',
  ),
];

/** Rounds an engine's time to a hundredth of a millisecond. */
function roundMs(ms: number): number {
  return Math.round(ms * 100) / 100;
}

function asText(counts: readonly FacetCount[] | undefined): FacetValueCount[] {
  return (counts ?? []).map(({ value, count }) => ({ value: String(value), count }));
}

/**
 * The `POST /api/search` answer for a result of `listingQuery` on `page`.
 *
 * @example toSearchResponse(await engine.search(listingQuery(state, tenant, now)), state.page)
 *   // → { hits, count: 240, facets: { make: [{ value: 'Toyota', count: 81 }, …], … }, facetStats: { price: { min, max } }, page: 1, pages: 12, hitsPerPage: 21, ms: 1.93 }
 */
export function toSearchResponse(result: SearchResult, page: number): SearchResponse {
  const facets: SearchResponse['facets'] = {};
  for (const attribute of REFINEMENT_LIST_ATTRIBUTES) facets[attribute] = asText(result.facets[attribute]);
  const facetStats: SearchResponse['facetStats'] = {};
  for (const attribute of STATS_ATTRIBUTES) {
    const stats = result.facetStats[attribute];
    if (stats !== undefined) facetStats[attribute] = stats;
  }
  return {
    hits: result.hits,
    count: result.found,
    facets,
    facetStats,
    page,
    pages: Math.ceil(result.found / SEARCH_PAGE_SIZE),
    hitsPerPage: SEARCH_PAGE_SIZE,
    ms: roundMs(result.searchTimeMs),
  };
}

/**
 * The limited-list answer for a result of `limitedListQuery`.
 *
 * @example toLimitedListResponse(await engine.search(limitedListQuery(filters, 6, tenant, now))) // → { hits, count, ms }
 */
export function toLimitedListResponse(result: SearchResult): LimitedListResponse {
  return { hits: result.hits, count: result.found, ms: roundMs(result.searchTimeMs) };
}
