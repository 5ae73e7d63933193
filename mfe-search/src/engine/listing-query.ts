import {
  type FeatureFlags,
  RANGE_ATTRIBUTES,
  type RangeRefinements,
  REFINEMENT_LIST_ATTRIBUTES,
  type RefinementList,
  readRangeText,
  requiresPriceAboveZero,
  SEARCH_PAGE_SIZE,
  type SearchState,
  type SortBy,
  type StockVisibilityConfig,
  sortOf,
} from '@forecourt/shared';
import {
  type BooleanField,
  fieldKind,
  type IndexedField,
  type KeywordField,
  type KeywordListField,
  type NumericField,
} from './document';
import type { FacetRequest, Filter, ScopeFilter, SearchQuery, SortSpec } from './query';
import { visibleStockFilters } from './visible-stock-filters';

// A search state (spec: 000 §3, already parsed and normalised by the shared SearchRequestSchema) as one
// engine query. Refinement and range attributes are named like the document fields they filter, so each
// maps by the field's kind: keywords and sets take the values as they are, seats their numbers,
// certified its booleans, the price bands their `min:max` labels (see document.ts). The tenant's stock
// rule (and price > 0 on an ascending price sort where the site asks) goes in `scope`: the engine ANDs
// it with everything and never drops it, not even for a disjunctive facet count.

/** Platform: the most values one facet of the listing returns (ordered by count, so the top ones). */
export const LISTING_FACET_VALUE_LIMIT = 100;

/**
 * The facets of a listing: every refinement list with its values (spec: 000 §3), every range attribute
 * for its min/max only (the sliders' bounds).
 */
export const LISTING_FACETS: readonly FacetRequest[] = [
  ...REFINEMENT_LIST_ATTRIBUTES.map((field): FacetRequest => ({ field, limit: LISTING_FACET_VALUE_LIMIT })),
  ...RANGE_ATTRIBUTES.map((field): FacetRequest => ({ field, limit: 0 })),
];

/** What a listing query reads of the tenant: its stock rule and the price-ascending flag. */
export type ListingTenant = StockVisibilityConfig & { features: Pick<FeatureFlags, 'priceAboveZeroOnAscendingSort'> };

/** A search state without its page: what a listing and a limited list have in common. */
export type ListingFilters = Pick<SearchState, 'query' | 'sortBy' | 'refinementList' | 'range'>;

/**
 * The filters of the refinement lists: one `=` clause per attribute, its values OR-ed, converted to the
 * field's kind. Values are already checked by the request schema (`refinementValueProblem`).
 *
 * @example refinementFilters({ make: ['Mazda', 'Toyota'], seats: ['7'] })
 *   // → [{ field: 'make', op: '=', values: ['Mazda', 'Toyota'] }, { field: 'seats', op: '=', values: [7] }]
 */
export function refinementFilters(list: RefinementList): Filter[] {
  const filters: Filter[] = [];
  for (const attribute of REFINEMENT_LIST_ATTRIBUTES) {
    const values = list[attribute];
    if (values === undefined || values.length === 0) continue;
    // Checked when compiling: every refinement attribute is a document field (a rename would need a map).
    const field: IndexedField = attribute;
    switch (fieldKind(field)) {
      case 'number':
        filters.push({ field: field as NumericField, op: '=', values: values.map(Number) });
        break;
      case 'boolean':
        filters.push({ field: field as BooleanField, op: '=', values: values.map((value) => value === 'true') });
        break;
      default:
        filters.push({ field: field as KeywordField | KeywordListField, op: '=', values });
    }
  }
  return filters;
}

/**
 * The filters of the ranges: inclusive at both ends (spec: 000 §5 `min:max`); an open side sets no bound.
 *
 * @example rangeFilters({ price: '10000:50000', km: ':80000' })
 *   // → [{ field: 'price', op: 'range', min: 10000, max: 50000 }, { field: 'km', op: '<=', value: 80000 }]
 */
export function rangeFilters(range: RangeRefinements): Filter[] {
  const filters: Filter[] = [];
  for (const attribute of RANGE_ATTRIBUTES) {
    const text = range[attribute];
    const value = text === undefined ? null : readRangeText(text);
    if (value === null) continue;
    if (value.min !== null && value.max !== null) {
      filters.push({ field: attribute, op: 'range', min: value.min, max: value.max });
    } else if (value.min !== null) {
      filters.push({ field: attribute, op: '>=', value: value.min });
    } else if (value.max !== null) {
      filters.push({ field: attribute, op: '<=', value: value.max });
    }
  }
  return filters;
}

const NEWEST_FIRST: SortSpec = { field: 'created_at_timestamp', direction: 'desc' };

/**
 * The sort of a `sortBy`: its field and direction; the default ("Featured") is relevance for a text
 * query, then newest listings first.
 *
 * @example listingSort('Car_production:price:asc', '') // → [{ field: 'price', direction: 'asc' }]
 * @example listingSort('Car_production', 'hilux') // → [_text_match desc, created_at_timestamp desc]
 */
export function listingSort(sortBy: SortBy, query: string): SortSpec[] {
  const chosen = sortOf(sortBy);
  if (chosen !== null) return [{ field: chosen.field, direction: chosen.direction }];
  return query === '' ? [NEWEST_FIRST] : [{ field: '_text_match', direction: 'desc' }, NEWEST_FIRST];
}

/**
 * What the search may never widen: the cars the tenant's site shows at `now`, and price > 0 when the
 * site asks for it on an ascending price sort (spec: 000 §5).
 *
 * @example listingScope(tenant, 'Car_production:price:asc', new Date()) // the stock rule (+ price > 0 if flagged)
 */
export function listingScope(tenant: ListingTenant, sortBy: SortBy, now: Date): ScopeFilter[] {
  const scope = visibleStockFilters(tenant, now);
  if (requiresPriceAboveZero(sortBy, tenant.features)) scope.push({ field: 'price', op: '>', value: 0 });
  return scope;
}

function filteredQuery(
  filters: ListingFilters,
  tenant: ListingTenant,
  now: Date,
): Pick<SearchQuery, 'text' | 'scope' | 'filters' | 'sort'> {
  return {
    text: filters.query,
    scope: listingScope(tenant, filters.sortBy, now),
    filters: [...refinementFilters(filters.refinementList), ...rangeFilters(filters.range)],
    sort: listingSort(filters.sortBy, filters.query),
  };
}

/**
 * The engine query of a listing page: the state's filters within the tenant's scope, every listing
 * facet, 21 cars from the page's offset (spec: 000 §9).
 *
 * @example const result = await engine.search(listingQuery(state, tenant, new Date()));
 */
export function listingQuery(state: SearchState, tenant: ListingTenant, now: Date): SearchQuery {
  return {
    ...filteredQuery(state, tenant, now),
    facets: LISTING_FACETS,
    offset: (state.page - 1) * SEARCH_PAGE_SIZE,
    limit: SEARCH_PAGE_SIZE,
  };
}

/**
 * The engine query of a limited list (spec: 000 §7 "search_filters and limit"): the same filters and
 * scope as a listing, the first `limit` cars, no facets.
 *
 * @example const result = await engine.search(limitedListQuery(request.search_filters, 6, tenant, new Date()));
 */
export function limitedListQuery(
  filters: ListingFilters,
  limit: number,
  tenant: ListingTenant,
  now: Date,
): SearchQuery {
  return { ...filteredQuery(filters, tenant, now), facets: [], offset: 0, limit };
}
