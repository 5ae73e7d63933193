import { describe, expect, it } from 'vitest';
import { MAX_QUERY_LENGTH, MAX_REFINEMENT_VALUE_LENGTH, MAX_REFINEMENT_VALUES, MAX_SEARCH_PAGE } from './constants';
import {
  DEFAULT_SORT_BY,
  emptySearchState,
  formatRangeText,
  hasFilters,
  isRangeAttribute,
  isRefinementListAttribute,
  RANGE_ATTRIBUTES,
  REFINEMENT_LIST_ATTRIBUTES,
  readRangeText,
  requiresPriceAboveZero,
  SearchStateSchema,
  SORT_OPTIONS,
  sortOf,
} from './search-state';

// spec: 000 §3 "Search state", word for word.
const SPEC_ATTRIBUTES =
  'badge, status, car_type, categories, city, colour, dealership_name, filtered_features, item_type, km, location_name, make, make_model, model, price, subscription_price, price_range, seats, body, drive, fuel, transmission, state, tag, weekly_price_range, year, certified, created_at_timestamp'.split(
    ', ',
  );

function issuesOf(input: unknown): string[] {
  const result = SearchStateSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('SearchStateSchema', () => {
  it('gives a fresh search from an empty object', () => {
    expect(SearchStateSchema.parse({})).toEqual({
      query: '',
      page: 1,
      sortBy: 'Car_production',
      refinementList: {},
      range: {},
    });
    expect(SearchStateSchema.parse({})).toEqual(emptySearchState());
  });

  it('covers every attribute of spec 000 §3 exactly once, as a list or a range', () => {
    for (const attribute of SPEC_ATTRIBUTES) {
      expect(isRefinementListAttribute(attribute) !== isRangeAttribute(attribute), attribute).toBe(true);
    }
    expect([...REFINEMENT_LIST_ATTRIBUTES, ...RANGE_ATTRIBUTES].sort()).toEqual([...SPEC_ATTRIBUTES].sort());
  });

  it('accepts a refinement on every list attribute and a range on every range attribute', () => {
    const refinementList = Object.fromEntries(REFINEMENT_LIST_ATTRIBUTES.map((attribute) => [attribute, ['x']]));
    const range = Object.fromEntries(RANGE_ATTRIBUTES.map((attribute) => [attribute, '1:2']));
    const state = SearchStateSchema.parse({ refinementList, range });
    expect(Object.keys(state.refinementList)).toHaveLength(REFINEMENT_LIST_ATTRIBUTES.length);
    expect(Object.keys(state.range)).toHaveLength(RANGE_ATTRIBUTES.length);
  });

  it('normalises: values trimmed, de-duplicated and sorted, empty lists dropped, ranges canonical', () => {
    const state = SearchStateSchema.parse({
      query: '  hilux sr5 ',
      refinementList: { make: [' Toyota', 'Mazda', 'Toyota '], colour: [] },
      range: { price: '010000:50000.50', km: ':' },
    });
    expect(state.query).toBe('hilux sr5');
    expect(state.refinementList).toEqual({ make: ['Mazda', 'Toyota'] });
    expect(state.range).toEqual({ price: '10000:50000.5' });
  });

  it('keeps an open side of a range (budget finder sends range[price]=:{budget}, spec: 001 §7)', () => {
    expect(SearchStateSchema.parse({ range: { price: ':45000', km: '20000:' } }).range).toEqual({
      price: ':45000',
      km: '20000:',
    });
  });

  it('rejects unknown fields, naming them', () => {
    expect(issuesOf({ hitsPerPage: 1000, dealership: 'x' })).toEqual([
      ': unknown search state field(s): hitsPerPage, dealership',
    ]);
    expect(issuesOf({ refinementList: { mke: ['Toyota'], website_id: ['2'] } })).toEqual([
      'refinementList: unknown refinement attribute(s): mke, website_id',
    ]);
    expect(issuesOf({ range: { weight: '1:2' } })).toEqual(['range: unknown range attribute(s): weight']);
  });

  it('keeps lists and ranges apart: no range on a list attribute, no list on a range attribute', () => {
    expect(issuesOf({ range: { make: '1:2' } })).toEqual(['range: unknown range attribute(s): make']);
    expect(issuesOf({ refinementList: { price: ['1000'] } })).toEqual([
      'refinementList: unknown refinement attribute(s): price',
    ]);
  });

  it('bounds the request so it cannot be huge', () => {
    expect(issuesOf({ query: 'a'.repeat(MAX_QUERY_LENGTH) })).toEqual([]);
    expect(issuesOf({ query: 'a'.repeat(MAX_QUERY_LENGTH + 1) })).toHaveLength(1);
    const many = Array.from({ length: MAX_REFINEMENT_VALUES + 1 }, (_, index) => `v${index}`);
    expect(issuesOf({ refinementList: { make: many.slice(1) } })).toEqual([]);
    expect(issuesOf({ refinementList: { make: many } })).toHaveLength(1);
    expect(issuesOf({ refinementList: { make: ['m'.repeat(MAX_REFINEMENT_VALUE_LENGTH + 1)] } })).toHaveLength(1);
    expect(issuesOf({ page: MAX_SEARCH_PAGE })).toEqual([]);
    expect(issuesOf({ page: MAX_SEARCH_PAGE + 1 })).toHaveLength(1);
    expect(issuesOf({ range: { price: `${'9'.repeat(16)}:` } })).toHaveLength(1);
  });

  it('rejects malformed values', () => {
    expect(issuesOf({ page: 0 })).toHaveLength(1);
    expect(issuesOf({ page: 1.5 })).toHaveLength(1);
    expect(issuesOf({ page: '2' })).toHaveLength(1);
    expect(issuesOf({ refinementList: { make: [''] } })).toHaveLength(1);
    expect(issuesOf({ refinementList: { make: 'Toyota' } })).toHaveLength(1);
    expect(issuesOf({ refinementList: { make: ['Toy\u0000ota'] } })).toHaveLength(1);
    expect(issuesOf({ query: 'lone \ud800 surrogate' })).toHaveLength(1);
    expect(issuesOf({ range: { price: '50000:10000' } })).toEqual([
      'range.price: expected "min:max" with numbers (either side may be empty) and min ≤ max',
    ]);
    expect(issuesOf({ range: { price: '1e5:2e5' } })).toHaveLength(1);
    expect(issuesOf({ range: { price: '10000' } })).toHaveLength(1);
  });

  it('accepts only the named sort options, listing them when it refuses', () => {
    for (const option of SORT_OPTIONS) expect(issuesOf({ sortBy: option.value })).toEqual([]);
    const [issue] = issuesOf({ sortBy: 'Car_production:views:desc' });
    expect(issue).toContain('unknown sortBy "Car_production:views:desc"');
    expect(issue).toContain('Car_production:price:desc');
  });

  it('names a sortBy that is not text by its type, so a deeply nested one is refused, not a stack overflow', () => {
    const deep = JSON.parse(`${'['.repeat(5000)}${']'.repeat(5000)}`);
    expect(issuesOf({ sortBy: deep })[0]).toContain('unknown sortBy (an array)');
  });
});

describe('readRangeText and formatRangeText', () => {
  it('reads both sides, either of which may be empty', () => {
    expect(readRangeText('10000:50000')).toEqual({ min: 10000, max: 50000 });
    expect(readRangeText(':50000')).toEqual({ min: null, max: 50000 });
    expect(readRangeText('2015:')).toEqual({ min: 2015, max: null });
    expect(readRangeText(':')).toEqual({ min: null, max: null });
    expect(readRangeText('-5:5')).toEqual({ min: -5, max: 5 });
  });
  it('refuses what is not a range', () => {
    for (const text of ['', 'abc', '1:2:3', '5:1', '1,000:2,000', 'NaN:1', 'Infinity:']) {
      expect(readRangeText(text), text).toBeNull();
    }
  });
  it('writes canonical text, null when both sides are open', () => {
    expect(formatRangeText({ min: 10000, max: null })).toBe('10000:');
    expect(formatRangeText({ min: null, max: 5 })).toBe(':5');
    expect(formatRangeText({ min: null, max: null })).toBeNull();
  });
});

describe('sort options', () => {
  it('are named after the index, field and direction (spec: 001 §7)', () => {
    expect(SORT_OPTIONS.map((option) => option.value)).toEqual([
      'Car_production',
      'Car_production:created_at_timestamp:desc',
      'Car_production:price:asc',
      'Car_production:price:desc',
      'Car_production:km:asc',
      'Car_production:year:desc',
    ]);
    for (const option of SORT_OPTIONS.slice(1)) {
      expect(option.value).toBe(`Car_production:${option.field}:${option.direction}`);
    }
  });
  it('sortOf gives the field and direction, null for the default ranking', () => {
    expect(sortOf('Car_production:price:desc')).toEqual({ field: 'price', direction: 'desc' });
    expect(sortOf('Car_production:km:asc')).toEqual({ field: 'km', direction: 'asc' });
    expect(sortOf(DEFAULT_SORT_BY)).toBeNull();
  });
  it('adds price > 0 only to ascending price on sites that ask (spec: 000 §5)', () => {
    expect(requiresPriceAboveZero('Car_production:price:asc', { priceAboveZeroOnAscendingSort: true })).toBe(true);
    expect(requiresPriceAboveZero('Car_production:price:asc', { priceAboveZeroOnAscendingSort: false })).toBe(false);
    expect(requiresPriceAboveZero('Car_production:price:desc', { priceAboveZeroOnAscendingSort: true })).toBe(false);
  });
});

describe('hasFilters', () => {
  it('is true for a query, a refined value or a range, and false otherwise', () => {
    const empty = emptySearchState();
    expect(hasFilters(empty)).toBe(false);
    expect(hasFilters({ ...empty, page: 3, sortBy: 'Car_production:km:asc' } as typeof empty)).toBe(false);
    expect(hasFilters({ ...empty, query: 'ranger' })).toBe(true);
    expect(hasFilters({ ...empty, refinementList: { make: ['Ford'] } })).toBe(true);
    expect(hasFilters({ ...empty, refinementList: { make: [] } })).toBe(false);
    expect(hasFilters({ ...empty, range: { price: ':20000' } })).toBe(true);
  });
});
