import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareFacetCounts,
  type Filter,
  planFacetPasses,
  type SearchQuery,
  SearchQueryError,
  toTypesenseFilterBy,
  validateSearchQuery,
} from './query';

const base: SearchQuery = { filters: [], facets: [], sort: [], offset: 0, limit: 21 };

describe('toTypesenseFilterBy', () => {
  it('writes one clause per filter, joined with &&', () => {
    expect(
      toTypesenseFilterBy([
        { field: 'make', op: '=', values: ['Toyota', 'Land Rover'] },
        { field: 'price', op: 'range', min: 10000, max: 50000 },
        { field: 'certified', op: '=', values: [true] },
      ]),
    ).toBe('make:=[`Toyota`, `Land Rover`] && price:[10000..50000] && certified:=true');
    expect(toTypesenseFilterBy([])).toBe('');
  });

  it('writes an `any` scope clause as its groups ORed, each in parentheses', () => {
    expect(
      toTypesenseFilterBy([
        { field: 'certified', op: '=', values: [true] },
        {
          op: 'any',
          of: [
            [
              { field: 'dealership_slug', op: '=', values: ['a'] },
              { field: 'in_stock_or_sold_at', op: '>=', value: 5 },
            ],
            [{ field: 'in_stock_or_sold_at', op: '>=', value: 9 }],
          ],
        },
      ]),
    ).toBe('certified:=true && ((dealership_slug:=`a` && in_stock_or_sold_at:>=5) || (in_stock_or_sold_at:>=9))');
    expect(() => toTypesenseFilterBy([{ op: 'any', of: [[]] }])).toThrow(SearchQueryError);
  });

  it('writes a single value without brackets and several with them', () => {
    expect(toTypesenseFilterBy([{ field: 'badge', op: '!=', values: ['SR5'] }])).toBe('badge:!=`SR5`');
    expect(toTypesenseFilterBy([{ field: 'make_key', op: '!=', values: ['kia', 'mg'] }])).toBe(
      'make_key:!=[`kia`, `mg`]',
    );
    expect(toTypesenseFilterBy([{ field: 'year', op: '=', values: [2022, 2024] }])).toBe('year:=[2022, 2024]');
    expect(toTypesenseFilterBy([{ field: 'certified', op: '!=', values: [false] }])).toBe('certified:!=false');
  });

  it('writes a set field like a keyword field', () => {
    expect(toTypesenseFilterBy([{ field: 'filtered_features', op: '=', values: ['Sunroof', 'Tow Bar'] }])).toBe(
      'filtered_features:=[`Sunroof`, `Tow Bar`]',
    );
  });

  it('renames fields the collection names otherwise', () => {
    const renamed = (field: string) => (field === 'id' ? 'car_id' : field);
    expect(
      toTypesenseFilterBy(
        [
          { field: 'id', op: '=', values: [7, 9] },
          { field: 'make', op: '=', values: ['Kia'] },
        ],
        renamed,
      ),
    ).toBe('car_id:=[7, 9] && make:=`Kia`');
  });

  it('writes comparisons with their operator', () => {
    const clauses: Filter[] = [
      { field: 'price', op: '>', value: 0 },
      { field: 'km', op: '>=', value: 1000.5 },
      { field: 'year', op: '<', value: 2020 },
      { field: 'seats', op: '<=', value: -1 },
    ];
    expect(toTypesenseFilterBy(clauses)).toBe('price:>0 && km:>=1000.5 && year:<2020 && seats:<=-1');
  });

  it('keeps commas, brackets, parentheses and && inside a quoted value', () => {
    expect(toTypesenseFilterBy([{ field: 'location_name', op: '=', values: ['Kia (City), Sales && Service'] }])).toBe(
      'location_name:=`Kia (City), Sales && Service`',
    );
  });

  it('quotes any string without a backtick verbatim', () => {
    fc.assert(
      fc.property(
        fc.string().filter((value) => !value.includes('`')),
        (value) => {
          expect(toTypesenseFilterBy([{ field: 'model', op: '=', values: [value] }])).toBe(`model:=\`${value}\``);
        },
      ),
    );
  });

  it('refuses what filter_by cannot say safely', () => {
    const refused: Filter[] = [
      { field: 'make', op: '=', values: ['Toyota` || price:>0 || make:=`x'] },
      { field: 'make', op: '=', values: [] },
      { field: 'price', op: '>', value: Number.NaN },
      { field: 'price', op: 'range', min: 0, max: Number.POSITIVE_INFINITY },
      { field: 'price', op: '<', value: 1e21 },
    ];
    for (const filter of refused) expect(() => toTypesenseFilterBy([filter])).toThrow(SearchQueryError);
  });
});

describe('validateSearchQuery', () => {
  it('accepts a well-formed query', () => {
    expect(() =>
      validateSearchQuery({
        ...base,
        text: 'hilux',
        filters: [{ field: 'price', op: 'range', min: 0, max: 100000 }],
        facets: [
          { field: 'make', limit: 7 },
          { field: 'price', limit: 0 },
        ],
        sort: [
          { field: '_text_match', direction: 'desc' },
          { field: 'price', direction: 'asc' },
        ],
        offset: 42,
        limit: 250,
      }),
    ).not.toThrow();
  });

  it.each<[string, Partial<SearchQuery>]>([
    ['a fractional offset', { offset: 1.5 }],
    ['a zero-sized facet limit that is negative', { facets: [{ field: 'make', limit: -1 }] }],
    ['the same facet twice', { facets: [{ field: 'make' }, { field: 'make' }] }],
    ['three sort keys', { sort: Array.from({ length: 3 }, () => ({ field: 'price', direction: 'asc' }) as const) }],
    ['an unknown sort direction', { sort: [{ field: 'price', direction: 'up' as 'asc' }] }],
    ['an unknown operator', { filters: [{ field: 'price', op: '~' as '>', value: 1 }] }],
    [
      'a boolean given as a string',
      { filters: [{ field: 'certified', op: '=', values: ['true' as unknown as boolean] }] },
    ],
    ['text over 200 characters', { text: 'x'.repeat(201) }],
    ['a backtick in a scope value', { scope: [{ field: 'make', op: '=', values: ['a` || id:>0 || make:=`b'] }] }],
    ['a range on a set field', { filters: [{ field: 'categories' as 'price', op: 'range', min: 0, max: 1 }] }],
    [
      'a number in a set field',
      { filters: [{ field: 'filtered_features', op: '=', values: [1 as unknown as string] }] },
    ],
    ['a sort on a set field', { sort: [{ field: 'categories' as 'price', direction: 'asc' }] }],
  ])('refuses %s', (_label, parts) => {
    expect(() => validateSearchQuery({ ...base, ...parts })).toThrow(SearchQueryError);
  });
});

describe('planFacetPasses', () => {
  it('counts unfiltered facets with every filter and each filtered facet without its own filters', () => {
    const make: Filter = { field: 'make', op: '=', values: ['Toyota'] };
    const minPrice: Filter = { field: 'price', op: '>=', value: 10000 };
    const maxPrice: Filter = { field: 'price', op: '<=', value: 50000 };
    expect(
      planFacetPasses({
        filters: [make, minPrice, maxPrice],
        facets: [{ field: 'make' }, { field: 'body' }, { field: 'price', limit: 0 }],
      }),
    ).toEqual([
      { filters: [make, minPrice, maxPrice], facets: [{ field: 'body' }] },
      { filters: [minPrice, maxPrice], facets: [{ field: 'make' }] },
      { filters: [make], facets: [{ field: 'price', limit: 0 }] },
    ]);
  });

  it('keeps the scope in every pass, even one counting a scoped field', () => {
    const dealer: Filter = { field: 'dealership_slug', op: '=', values: ['harbour-city-toyota'] };
    const usedOnly: Filter = { field: 'car_type', op: '=', values: ['used'] };
    const newCars: Filter = { field: 'car_type', op: '=', values: ['new'] };
    expect(
      planFacetPasses({
        scope: [dealer, usedOnly],
        filters: [newCars],
        facets: [{ field: 'car_type' }, { field: 'make' }],
      }),
    ).toEqual([
      { filters: [dealer, usedOnly, newCars], facets: [{ field: 'make' }] },
      { filters: [dealer, usedOnly], facets: [{ field: 'car_type' }] },
    ]);
  });
});

describe('compareFacetCounts', () => {
  it('orders by count, then value', () => {
    const counts = [
      { value: 'Kia', count: 1 },
      { value: 'Ford', count: 2 },
      { value: 'Hyundai', count: 1 },
      { value: 'Toyota', count: 5 },
    ];
    expect(counts.sort(compareFacetCounts).map((entry) => entry.value)).toEqual(['Toyota', 'Ford', 'Hyundai', 'Kia']);
  });
});
