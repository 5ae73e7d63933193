import {
  BUDGET_MIN_LISTED_PRICE,
  BUDGET_QUICK_PICKS,
  type BudgetQuickPicksVariant,
  type BudgetStockAnswer,
  budgetStockOf,
} from '@forecourt/shared/finance/budget';
import type { FacetValueCount, SearchResponse } from '@forecourt/shared/search/api';
import { PRICE_ASCENDING_SORT_BY } from '@forecourt/shared/search/constants';

// The budget finder's props, made on the server from one stock search (spec: 001 §2 "Budget finder",
// §7 "filter in-stock/coming-soon/recently-sold listings AND price>1000; reads price range (min, max)
// and body-type facet", §9 "Body facet limit 4 … sorted by count desc then name desc").

/** spec: 001 §9. */
export const BODY_FACET_LIMIT = 4;
/** Where the finder sends the visitor. */
export const BUDGET_SEARCH_PATH = '/search';

/** The island's props. */
export interface BudgetFinderData {
  bodies: FacetValueCount[];
  minPrice: number | null;
  maxPrice: number | null;
  /** The money input's quick-pick values, the site's variant (spec: 001 §2). */
  quickPicks: number[];
}

/** The search the finder asks (the body, when one is chosen): cheapest first, so its first hit is the minimum. */
export function budgetSearchState(body: string | null) {
  return {
    sortBy: PRICE_ASCENDING_SORT_BY,
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

/** The props from the site's stock (searched with {@link budgetSearchState}) and its quick-pick variant. */
export function toBudgetFinderData(
  response: Pick<SearchResponse, 'facets'> & BudgetStockAnswer,
  settings: { quickPicks: BudgetQuickPicksVariant } = { quickPicks: 'standard' },
): BudgetFinderData {
  return {
    bodies: topBodies(response.facets.body ?? []),
    ...budgetStockOf(response),
    quickPicks: [...BUDGET_QUICK_PICKS[settings.quickPicks]],
  };
}
