import {
  type BooleanField,
  fieldKind,
  type IndexedField,
  type KeywordField,
  type KeywordListField,
  type NumericField,
  type SearchFieldKind,
  type SearchHit,
} from './document';

// The one query model every engine takes. A filter is one Typesense `filter_by` clause, so the
// Typesense engine sends `toTypesenseFilterBy(filters)` as is and the embedded engine evaluates the
// same clauses; `validateSearchQuery` is the one gate both call first.
//
// Semantics (the contract suite pins each):
// - filters AND together; `=` with several values ORs them (`make:=[Toyota, Mazda]`);
// - `!=` keeps documents whose value is none of the values, including documents with no value (null);
//   every other operator never matches null;
// - on a `keywords` field (a set of values) `=` keeps documents having any of the values and `!=`
//   documents having none of them (an empty set included); a facet counts each value of each document;
// - `scope` filters AND with the others and always apply, even when counting a facet on their own
//   field (the tenant's stock rule: a request cannot widen it, not even in a facet count); a scope
//   clause may also be `any`: it holds when every filter of at least one of its groups holds;
// - `range` is inclusive at both ends; `>`/`<` are exclusive, `>=`/`<=` inclusive;
// - facets are disjunctive: a facet on a field that is also filtered counts as if that field's own
//   filters were removed (all the other filters and the text still apply); numeric facets also give
//   min/max stats over the same documents; null values are not counted;
// - facet values are ordered by count (high first), then by value (ascending); zero counts are left out;
// - sort keys apply in order, nulls last in either direction, and ties are broken by `id` ascending;
//   with no sort keys, text queries order by relevance, others by `id`;
// - text (over TEXT_FIELDS, case and accents ignored) matches every term in some field, the last term
//   also as a prefix; only when that finds nothing (after the filters) are typos allowed: 1 from 4
//   characters, 2 from 7, never in a stock number. It composes with the filters; blank text sets no
//   condition. (Typesense: typo_tokens_threshold 1, num_typos 0 for stocknum.)

export type FilterValue = string | number | boolean;

/** One `filter_by` clause. */
export type Filter =
  | { field: KeywordField | KeywordListField; op: '=' | '!='; values: readonly string[] }
  | { field: NumericField; op: '=' | '!='; values: readonly number[] }
  | { field: BooleanField; op: '=' | '!='; values: readonly boolean[] }
  /** Inclusive at both ends: `price:[10000..50000]`. */
  | { field: NumericField; op: 'range'; min: number; max: number }
  | { field: NumericField; op: '>' | '>=' | '<' | '<='; value: number };

/**
 * A scope clause that holds when any of its groups holds, each group an AND of filters: Typesense
 * `((a && b) || (c && d))`. Only in `scope` (a dealership's own sold window, say), so facets never
 * have to take it apart.
 */
export interface AnyOfFilter {
  op: 'any';
  of: readonly (readonly Filter[])[];
}

/** What a query's `scope` holds. */
export type ScopeFilter = Filter | AnyOfFilter;

/** A facet to count. `limit` caps the values returned (absent: all); 0 returns only the stats of a numeric field. */
export interface FacetRequest {
  field: IndexedField;
  limit?: number;
}

/** `_text_match` is the relevance of a text query (Typesense's name for it). */
export interface SortSpec {
  field: NumericField | '_text_match';
  direction: 'asc' | 'desc';
}

export interface SearchQuery {
  text?: string;
  /** Filters that always apply, facet counts included (see the semantics above). */
  scope?: readonly ScopeFilter[];
  filters: readonly Filter[];
  facets: readonly FacetRequest[];
  sort: readonly SortSpec[];
  offset: number;
  limit: number;
}

export interface FacetCount {
  value: FilterValue;
  count: number;
}

export interface FacetStats {
  min: number;
  max: number;
}

export interface SearchResult {
  hits: SearchHit[];
  /** How many documents match, whatever the page. */
  found: number;
  /** One entry per requested facet (an empty list when nothing has a value). */
  facets: Partial<Record<IndexedField, FacetCount[]>>;
  /** One entry per requested numeric facet that has at least one value among the documents it counts. */
  facetStats: Partial<Record<NumericField, FacetStats>>;
  searchTimeMs: number;
}

/** Typesense's own `per_page` ceiling; the embedded engine keeps the same one. */
export const MAX_SEARCH_LIMIT = 250;
/**
 * Typesense sorts on at most 3 keys and every engine appends `id` as the last one (ties by id), so a
 * query may name 2.
 */
export const MAX_SORT_KEYS = 2;
export const MAX_SEARCH_TEXT_LENGTH = 200;

/** A query no engine will run; the message says which part and why. */
export class SearchQueryError extends Error {
  override name = 'SearchQueryError';
}

/**
 * Throws `SearchQueryError` unless every part of the query is well formed: known fields of the right
 * kind, non-empty value lists, finite numbers, no backtick in a string value (see
 * `toTypesenseFilterBy`), paging within bounds, at most one facet request per field.
 *
 * @example validateSearchQuery({ filters: [], facets: [], sort: [], offset: 0, limit: 21 }) // ok
 */
export function validateSearchQuery(query: SearchQuery): void {
  if (!Number.isSafeInteger(query.offset) || query.offset < 0) fail(`offset must be a whole number ≥ 0`);
  if (!Number.isSafeInteger(query.limit) || query.limit < 0 || query.limit > MAX_SEARCH_LIMIT) {
    fail(`limit must be a whole number from 0 to ${MAX_SEARCH_LIMIT}`);
  }
  if (query.text !== undefined && query.text.length > MAX_SEARCH_TEXT_LENGTH) {
    fail(`text is longer than ${MAX_SEARCH_TEXT_LENGTH} characters`);
  }
  for (const filter of query.scope ?? []) validateScopeFilter(filter);
  for (const filter of query.filters) validateFilter(filter);
  const faceted = new Set<string>();
  for (const facet of query.facets) {
    const kind = fieldKind(facet.field);
    if (kind === undefined || kind === 'stored') fail(`cannot facet on ${String(facet.field)}`);
    if (faceted.has(facet.field)) fail(`${facet.field} is faceted twice`);
    faceted.add(facet.field);
    if (facet.limit !== undefined && (!Number.isSafeInteger(facet.limit) || facet.limit < 0)) {
      fail(`facet ${facet.field}: limit must be a whole number ≥ 0`);
    }
  }
  if (query.sort.length > MAX_SORT_KEYS) fail(`at most ${MAX_SORT_KEYS} sort keys`);
  for (const sort of query.sort) {
    if (sort.field !== '_text_match' && fieldKind(sort.field) !== 'number') fail(`cannot sort on ${sort.field}`);
    if (sort.direction !== 'asc' && sort.direction !== 'desc') fail(`sort direction must be asc or desc`);
  }
}

function validateScopeFilter(filter: ScopeFilter): void {
  if (filter.op !== 'any') {
    validateFilter(filter);
    return;
  }
  if (!Array.isArray(filter.of) || filter.of.length === 0) fail('any: no groups');
  for (const group of filter.of) {
    if (!Array.isArray(group) || group.length === 0) fail('any: an empty group');
    for (const inner of group) validateFilter(inner);
  }
}

function validateFilter(filter: Filter): void {
  const kind = fieldKind(filter.field);
  if (kind === undefined || kind === 'stored') fail(`cannot filter on ${String(filter.field)}`);
  switch (filter.op) {
    case '=':
    case '!=': {
      if (!Array.isArray(filter.values) || filter.values.length === 0) fail(`${filter.field}: no values`);
      for (const value of filter.values) checkValue(filter.field, kind, value);
      return;
    }
    case 'range':
      if (kind !== 'number') fail(`${filter.field}: a range needs a numeric field`);
      checkNumber(filter.field, filter.min);
      checkNumber(filter.field, filter.max);
      return;
    case '>':
    case '>=':
    case '<':
    case '<=':
      if (kind !== 'number') fail(`${filter.field}: ${filter.op} needs a numeric field`);
      checkNumber(filter.field, filter.value);
      return;
    default:
      fail(`unknown filter operator ${String((filter as { op: unknown }).op)}`);
  }
}

function checkValue(field: string, kind: Exclude<SearchFieldKind, 'stored'>, value: unknown): void {
  if (kind === 'number') {
    checkNumber(field, value);
    return;
  }
  if (kind === 'boolean') {
    if (typeof value !== 'boolean') fail(`${field}: expected true or false`);
    return;
  }
  if (typeof value !== 'string') fail(`${field}: expected a string`);
  // Typesense has no escape for a backtick inside a backtick-quoted value: `\`` is honoured by its
  // value reader but not by the pass that splits on && and parentheses, so the rest of the value would
  // be read as filter syntax. Refuse it rather than send something that could widen the filter.
  if (value.includes('`')) fail(`${field}: a value may not contain a backtick`);
}

function checkNumber(field: string, value: unknown): asserts value is number {
  if (typeof value !== 'number' || !Number.isFinite(value)) fail(`${field}: expected a finite number`);
}

function fail(message: string): never {
  throw new SearchQueryError(message);
}

function formatNumber(value: number): string {
  const text = String(value);
  // filter_by reads plain decimals; JS writes very large or tiny numbers with an exponent.
  if (/e/i.test(text)) throw new SearchQueryError(`cannot write ${text} in filter_by`);
  return text;
}

function formatValue(value: FilterValue): string {
  if (typeof value === 'string') return `\`${value}\``;
  if (typeof value === 'number') return formatNumber(value);
  return value ? 'true' : 'false';
}

function formatList(values: readonly FilterValue[]): string {
  return values.length === 1 ? formatValue(values[0] as FilterValue) : `[${values.map(formatValue).join(', ')}]`;
}

/**
 * The Typesense `filter_by` string of the filters: one clause each, joined with `&&`; string values in
 * backticks so commas, parentheses and `&&` inside a value stay part of it. `fieldName` renames a field
 * where the collection calls it otherwise (Typesense's own `id` is a string, so the car id is `car_id`).
 * Throws `SearchQueryError` for a filter `validateSearchQuery` would refuse.
 *
 * @example toTypesenseFilterBy([{ field: 'make', op: '=', values: ['Toyota', 'Land Rover'] }, { field: 'price', op: 'range', min: 10000, max: 50000 }])
 *   // → 'make:=[`Toyota`, `Land Rover`] && price:[10000..50000]'
 */
export function toTypesenseFilterBy(
  filters: readonly ScopeFilter[],
  fieldName: (field: IndexedField) => string = (field) => field,
): string {
  const clause = (filter: Filter): string => {
    validateFilter(filter);
    const field = fieldName(filter.field);
    switch (filter.op) {
      case '=':
        return `${field}:=${formatList(filter.values)}`;
      case '!=':
        return `${field}:!=${formatList(filter.values)}`;
      case 'range':
        return `${field}:[${formatNumber(filter.min)}..${formatNumber(filter.max)}]`;
      default:
        return `${field}:${filter.op}${formatNumber(filter.value)}`;
    }
  };
  return filters
    .map((filter) => {
      if (filter.op !== 'any') return clause(filter);
      validateScopeFilter(filter);
      return `(${filter.of.map((group) => `(${group.map(clause).join(' && ')})`).join(' || ')})`;
    })
    .join(' && ');
}

/** One search an engine without native disjunctive facets runs: these filters, counting these facets. */
export interface FacetPass {
  /** Every filter the pass applies: the scope first, then the query's filters it keeps. */
  filters: ScopeFilter[];
  facets: FacetRequest[];
}

/**
 * How disjunctive facets are computed: the first pass runs the scope and every filter and counts the
 * facets on unfiltered fields; then one pass per faceted field that is also filtered, with the scope but
 * without that field's own filters, counting only that facet. (Typesense: one `multi_search` request
 * with these searches.)
 *
 * @example planFacetPasses({ ...query, scope: [dealer], filters: [make=Toyota, price range], facets: [make, body] })
 *   // → [{ filters: [dealer, make, price], facets: [body] }, { filters: [dealer, price], facets: [make] }]
 */
export function planFacetPasses(query: Pick<SearchQuery, 'scope' | 'filters' | 'facets'>): FacetPass[] {
  const scope = query.scope ?? [];
  const filtered = new Set<string>(query.filters.map((filter) => filter.field));
  const passes: FacetPass[] = [
    { filters: [...scope, ...query.filters], facets: query.facets.filter((facet) => !filtered.has(facet.field)) },
  ];
  for (const facet of query.facets) {
    if (!filtered.has(facet.field)) continue;
    passes.push({
      filters: [...scope, ...query.filters.filter((filter) => filter.field !== facet.field)],
      facets: [facet],
    });
  }
  return passes;
}

/** Orders facet values: false < true, numbers numerically, strings by UTF-16 code units (not locale). */
export function compareFacetValues(a: FilterValue, b: FilterValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const left = String(a);
  const right = String(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * The facet order every engine returns: count (high first), then value (ascending).
 *
 * @example counts.sort(compareFacetCounts)
 */
export function compareFacetCounts(a: FacetCount, b: FacetCount): number {
  return b.count - a.count || compareFacetValues(a.value, b.value);
}
