import { z } from 'zod';
import type { FeatureFlags } from '../schemas/tenant';
import {
  MAX_QUERY_LENGTH,
  MAX_RANGE_TEXT_LENGTH,
  MAX_REFINEMENT_VALUE_LENGTH,
  MAX_REFINEMENT_VALUES,
  MAX_SEARCH_PAGE,
  PRICE_ASCENDING_SORT_BY,
  SEARCH_INDEX,
} from './constants';

// The search state (spec: 000 §3 "Search state"): query, page, sortBy and the refinements, in the
// shape of InstantSearch's UI state so URL ⇄ state is a plain mapping (see url-state.ts). This schema
// is the boundary for a search request: strict, bounded, and normalised (values trimmed, de-duplicated
// and sorted; empty refinements dropped) so equal searches have equal states and equal cache keys.

/**
 * Attributes refined by picking values (a facet list). Spec 000 §3 order; the numeric attributes
 * km, price, subscription_price, year and created_at_timestamp are ranges instead (RANGE_ATTRIBUTES).
 * seats, price_range and weekly_price_range are lists: they are bucket facets (2, 5, 7 seats; price bands).
 */
export const REFINEMENT_LIST_ATTRIBUTES = [
  'badge',
  'status',
  'car_type',
  'categories',
  'city',
  'colour',
  'dealership_name',
  'filtered_features',
  'item_type',
  'location_name',
  'make',
  'make_model',
  'model',
  'price_range',
  'seats',
  'body',
  'drive',
  'fuel',
  'transmission',
  'state',
  'tag',
  'weekly_price_range',
  'certified',
] as const;
export type RefinementListAttribute = (typeof REFINEMENT_LIST_ATTRIBUTES)[number];

/** Numeric attributes refined by a `min:max` range (spec: 000 §5 "Range values are stored as text min:max"). */
export const RANGE_ATTRIBUTES = ['price', 'km', 'year', 'subscription_price', 'created_at_timestamp'] as const;
export type RangeAttribute = (typeof RANGE_ATTRIBUTES)[number];

/** The sort options; `sortBy` names the index, then field and direction (spec: 001 §7 `Car_production:price:desc`). */
export const SORT_OPTIONS = [
  { value: SEARCH_INDEX, label: 'Featured', field: null, direction: null },
  {
    value: `${SEARCH_INDEX}:created_at_timestamp:desc`,
    label: 'Newest Listings',
    field: 'created_at_timestamp',
    direction: 'desc',
  },
  { value: `${SEARCH_INDEX}:price:asc`, label: 'Price (Low to High)', field: 'price', direction: 'asc' },
  { value: `${SEARCH_INDEX}:price:desc`, label: 'Price (High to Low)', field: 'price', direction: 'desc' },
  { value: `${SEARCH_INDEX}:km:asc`, label: 'Kilometres (Low to High)', field: 'km', direction: 'asc' },
  { value: `${SEARCH_INDEX}:year:desc`, label: 'Year (Newest First)', field: 'year', direction: 'desc' },
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export type SortBy = SortOption['value'];

/** The sort used when none is chosen: the engine's own ranking (text relevance, then newest). */
export const DEFAULT_SORT_BY: SortBy = SEARCH_INDEX;
export { PRICE_ASCENDING_SORT_BY };

const SORT_VALUES = SORT_OPTIONS.map((option) => option.value) as [SortBy, ...SortBy[]];

// C0/C1 control characters and lone surrogates are not text: they cannot be URL-encoded (a lone
// surrogate makes encodeURIComponent throw) and no facet value contains them.
const NOT_TEXT = /[\p{Cc}\p{Cs}]/u;
const isText = (value: string) => !NOT_TEXT.test(value);

// A side of a range: an optional sign, up to 15 integer digits (exact in a double) and decimals.
const RANGE_TEXT = /^(-?\d{1,15}(?:\.\d{1,6})?)?:(-?\d{1,15}(?:\.\d{1,6})?)?$/;

/** A range as numbers; null on a side means open (falls back to the slider bound, spec: 000 §5). */
export interface RangeValue {
  min: number | null;
  max: number | null;
}

/**
 * Reads `min:max` range text; either side may be empty. Null when the text is not a range or min > max.
 * @example readRangeText('10000:50000') // { min: 10000, max: 50000 }
 * @example readRangeText(':50000') // { min: null, max: 50000 }
 * @example readRangeText('abc') // null
 */
export function readRangeText(text: string): RangeValue | null {
  if (text.length > MAX_RANGE_TEXT_LENGTH) return null;
  const match = RANGE_TEXT.exec(text.trim());
  if (!match) return null;
  const min = match[1] === undefined ? null : Number(match[1]);
  const max = match[2] === undefined ? null : Number(match[2]);
  if (min !== null && max !== null && min > max) return null;
  return { min, max };
}

/**
 * Writes a range as canonical `min:max` text (open sides empty). Null when both sides are open.
 * @example formatRangeText({ min: 10000, max: null }) // "10000:"
 */
export function formatRangeText(range: RangeValue): string | null {
  if (range.min === null && range.max === null) return null;
  return `${range.min ?? ''}:${range.max ?? ''}`;
}

/** The text query: trimmed, at most MAX_QUERY_LENGTH characters. */
export const SearchQuerySchema = z
  .string()
  .trim()
  .max(MAX_QUERY_LENGTH)
  .refine(isText, { error: 'query must be plain text' });

/** The 1-based results page. */
export const SearchPageSchema = z.number().int().min(1).max(MAX_SEARCH_PAGE);

/** How a refused value is named: text quoted, anything else by its type (`String` of a deep array overflows the stack). */
const named = (input: unknown) =>
  typeof input === 'string' ? `"${input}"` : `(${Array.isArray(input) ? 'an array' : typeof input})`;

export const SortBySchema = z.enum(SORT_VALUES, {
  error: (issue) => `unknown sortBy ${named(issue.input)}; expected one of ${SORT_VALUES.join(', ')}`,
});

/** One refined facet value (a make, a colour …): trimmed, non-empty, bounded. */
export const RefinementValueSchema = z
  .string()
  .trim()
  .min(1)
  .max(MAX_REFINEMENT_VALUE_LENGTH)
  .refine(isText, { error: 'refinement values must be plain text' });

/** The values refined on one attribute, de-duplicated and sorted (their order has no meaning: they are OR-ed). */
export const RefinementValuesSchema = z
  .array(RefinementValueSchema)
  .max(MAX_REFINEMENT_VALUES)
  .transform((values) => [...new Set(values)].sort());

/** `min:max` range text, normalised to canonical numbers; `:` (both sides open) becomes no range. */
export const RangeTextSchema = z
  .string()
  .max(MAX_RANGE_TEXT_LENGTH)
  .transform((text, ctx) => {
    const range = readRangeText(text);
    if (range === null) {
      ctx.issues.push({
        code: 'custom',
        input: text,
        message: 'expected "min:max" with numbers (either side may be empty) and min ≤ max',
      });
      return z.NEVER;
    }
    return formatRangeText(range);
  });

function unknownKeysError(what: string) {
  return (issue: { code?: string; keys?: readonly string[] }) =>
    issue.code === 'unrecognized_keys' && issue.keys ? `unknown ${what}: ${issue.keys.join(', ')}` : undefined;
}

function optionalShape<const K extends string, S extends z.ZodType>(keys: readonly K[], schema: S) {
  return Object.fromEntries(keys.map((key) => [key, schema.optional()])) as { [key in K]: z.ZodOptional<S> };
}

/** Drops undefined, empty and null entries so equal searches compare equal. */
function withoutEmpty<T>(record: Partial<Record<string, T | null | undefined>>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [key, value] of Object.entries(record)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = value;
  }
  return out;
}

export const RefinementListSchema = z
  .strictObject(optionalShape(REFINEMENT_LIST_ATTRIBUTES, RefinementValuesSchema), {
    error: unknownKeysError('refinement attribute(s)'),
  })
  .transform((list) => withoutEmpty(list) as Partial<Record<RefinementListAttribute, string[]>>);

export const RangeRefinementsSchema = z
  .strictObject(optionalShape(RANGE_ATTRIBUTES, RangeTextSchema), {
    error: unknownKeysError('range attribute(s)'),
  })
  .transform((range) => withoutEmpty(range) as Partial<Record<RangeAttribute, string>>);

/**
 * The search state of spec 000 §3, as a request body or the parsed URL. Unknown fields are rejected
 * with a message naming them; every list and string is bounded.
 * @example SearchStateSchema.parse({ refinementList: { make: ['Toyota'] } })
 * // { query: '', page: 1, sortBy: 'Car_production', refinementList: { make: ['Toyota'] }, range: {} }
 */
export const SearchStateSchema = z.strictObject(
  {
    query: SearchQuerySchema.default(''),
    page: SearchPageSchema.default(1),
    sortBy: SortBySchema.default(DEFAULT_SORT_BY),
    refinementList: RefinementListSchema.default({}),
    range: RangeRefinementsSchema.default({}),
  },
  { error: unknownKeysError('search state field(s)') },
);
/** A valid, normalised search state. */
export type SearchState = z.output<typeof SearchStateSchema>;
/** A search state as a caller may write it (defaults not yet applied, values not yet normalised). */
export type SearchStateInput = z.input<typeof SearchStateSchema>;
export type RefinementList = SearchState['refinementList'];
export type RangeRefinements = SearchState['range'];

/** The state of a fresh search: no query, first page, default sort, nothing refined. */
export function emptySearchState(): SearchState {
  return { query: '', page: 1, sortBy: DEFAULT_SORT_BY, refinementList: {}, range: {} };
}

/** Whether a string names a refinement-list attribute. */
export function isRefinementListAttribute(name: string): name is RefinementListAttribute {
  return (REFINEMENT_LIST_ATTRIBUTES as readonly string[]).includes(name);
}

/** Whether a string names a range attribute. */
export function isRangeAttribute(name: string): name is RangeAttribute {
  return (RANGE_ATTRIBUTES as readonly string[]).includes(name);
}

/** Whether a string names a sort option. */
export function isSortBy(name: string): name is SortBy {
  return (SORT_VALUES as readonly string[]).includes(name);
}

/**
 * The field and direction a `sortBy` sorts on; null for the default ranking.
 * @example sortOf('Car_production:price:desc') // { field: 'price', direction: 'desc' }
 */
export function sortOf(sortBy: SortBy): { field: NonNullable<SortOption['field']>; direction: 'asc' | 'desc' } | null {
  const option = SORT_OPTIONS.find((candidate) => candidate.value === sortBy);
  if (!option || option.field === null) return null;
  return { field: option.field, direction: option.direction };
}

/**
 * Whether the search must add `price > 0`: ascending price sort on a site that asks for it, so cars
 * without a price (shown as "Enquire") do not head the list (spec: 000 §5).
 * @example requiresPriceAboveZero('Car_production:price:asc', { priceAboveZeroOnAscendingSort: true }) // true
 */
export function requiresPriceAboveZero(
  sortBy: SortBy,
  features: Pick<FeatureFlags, 'priceAboveZeroOnAscendingSort'>,
): boolean {
  return sortBy === PRICE_ASCENDING_SORT_BY && features.priceAboveZeroOnAscendingSort;
}

/**
 * Whether the state filters anything: a query, a refined value or a range.
 * @example hasFilters(emptySearchState()) // false
 */
export function hasFilters(state: Pick<SearchState, 'query' | 'refinementList' | 'range'>): boolean {
  return (
    state.query !== '' ||
    Object.values(state.refinementList).some((values) => values !== undefined && values.length > 0) ||
    Object.values(state.range).some((text) => text !== undefined)
  );
}
