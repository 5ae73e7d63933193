import type { FacetValueCount, SearchResponse } from '@forecourt/shared/search/api';

// The budget finder's props, made on the server from one stock search (spec: 001 §2 "Budget finder",
// §7 "filter in-stock/coming-soon/recently-sold listings AND price>1000; reads price range (min, max)
// and body-type facet", §9 "Body facet limit 4 … sorted by count desc then name desc").

/** spec: 001 §9. */
export const BODY_FACET_LIMIT = 4;
/** spec: 001 §7 "price>1000". */
export const BUDGET_MIN_LISTED_PRICE = 1000;
/** Where the finder sends the visitor. */
export const BUDGET_SEARCH_PATH = '/search';

/** The island's props. */
export interface BudgetFinderData {
  bodies: FacetValueCount[];
  minPrice: number | null;
  maxPrice: number | null;
}

/** The search the finder asks (the body, when one is chosen). */
export function budgetSearchState(body: string | null) {
  return {
    refinementList: body ? { body: [body] } : {},
    range: { price: `${BUDGET_MIN_LISTED_PRICE + 1}:` },
  };
}

/**
 * The four most common bodies, most cars first, then by name descending.
 * @example topBodies([{ value: 'SUV', count: 9 }, { value: 'Ute', count: 9 }])[0].value // 'Ute'
 */
export function topBodies(values: readonly FacetValueCount[]): FacetValueCount[] {
  return [...values].sort((a, b) => b.count - a.count || b.value.localeCompare(a.value)).slice(0, BODY_FACET_LIMIT);
}

/** The price range of an answer (null bounds when nothing matches). */
export function priceRangeOf(response: Pick<SearchResponse, 'facetStats' | 'count'>): {
  minPrice: number | null;
  maxPrice: number | null;
} {
  const stats = response.count > 0 ? response.facetStats.price : undefined;
  return { minPrice: stats?.min ?? null, maxPrice: stats?.max ?? null };
}

/** The props from the site's stock. */
export function toBudgetFinderData(
  response: Pick<SearchResponse, 'facets' | 'facetStats' | 'count'>,
): BudgetFinderData {
  return { bodies: topBodies(response.facets.body ?? []), ...priceRangeOf(response) };
}
