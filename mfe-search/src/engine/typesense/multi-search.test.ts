import { describe, expect, it } from 'vitest';
import { contractDoc } from '../contract-fixture';
import { toSearchHit } from '../document';
import type { SearchQuery } from '../query';
import { MAX_FACET_VALUES, planMultiSearch, readMultiSearch } from './multi-search';
import { TYPESENSE_HIT_FIELDS, toTypesenseDocument } from './schema';

// The exact multi_search a query becomes, and how an answer is read back, without a server.

const TEXT = {
  query_by: 'make,model,badge,series,name,colour,stocknum',
  query_by_weights: '3,3,2,1,1,1,1',
  num_typos: '2,2,2,2,2,2,0',
  prefix: true,
  typo_tokens_threshold: 1,
  drop_tokens_threshold: 0,
  min_len_1typo: 4,
  min_len_2typo: 7,
};

const QUERY: SearchQuery = {
  text: ' hilux ',
  scope: [
    { field: 'dealership_slug', op: '=', values: ['harbour-city-toyota'] },
    { field: 'price', op: '>', value: 0 },
  ],
  filters: [
    { field: 'make', op: '=', values: ['Toyota', 'Mazda'] },
    { field: 'id', op: '!=', values: [7] },
  ],
  facets: [{ field: 'make', limit: 2 }, { field: 'body' }, { field: 'price', limit: 0 }],
  sort: [{ field: 'price', direction: 'asc' }],
  offset: 21,
  limit: 21,
};

describe('planMultiSearch', () => {
  it('sends one search per pass, the scope in each, stats-only facets on their own', () => {
    const plan = planMultiSearch(QUERY, 'cars');
    const common = {
      collection: 'cars',
      q: 'hilux',
      ...TEXT,
      sort_by: 'price(missing_values: last):asc,car_id:asc',
    };
    const scope = 'dealership_slug:=`harbour-city-toyota` && price:>0';
    expect(plan.body.searches).toEqual([
      {
        ...common,
        filter_by: `${scope} && make:=[\`Toyota\`, \`Mazda\`] && car_id:!=7`,
        facet_by: 'body',
        max_facet_values: MAX_FACET_VALUES,
        offset: 21,
        limit: 21,
        include_fields: TYPESENSE_HIT_FIELDS.join(','),
      },
      {
        ...common,
        filter_by: `${scope} && make:=[\`Toyota\`, \`Mazda\`] && car_id:!=7`,
        facet_by: 'price',
        max_facet_values: 1,
        offset: 0,
        limit: 0,
      },
      {
        ...common,
        filter_by: `${scope} && car_id:!=7`,
        facet_by: 'make',
        max_facet_values: MAX_FACET_VALUES,
        offset: 0,
        limit: 0,
      },
    ]);
    expect(plan.facets).toEqual([[{ field: 'body' }], [{ field: 'price', limit: 0 }], [{ field: 'make', limit: 2 }]]);
  });

  it('sends a plain page as one search: every document, by id, relevance first for text', () => {
    const plain = planMultiSearch({ filters: [], facets: [], sort: [], offset: 0, limit: 5 }, 'cars');
    expect(plain.body.searches).toEqual([
      {
        collection: 'cars',
        q: '*',
        ...TEXT,
        sort_by: 'car_id:asc',
        offset: 0,
        limit: 5,
        include_fields: TYPESENSE_HIT_FIELDS.join(','),
      },
    ]);
    expect(plain.facets).toEqual([[]]);
    const text = planMultiSearch({ text: 'ranger', filters: [], facets: [], sort: [], offset: 0, limit: 5 }, 'cars');
    expect(text.body.searches[0]?.sort_by).toBe('_text_match:desc,car_id:asc');
    const twoKeys = planMultiSearch(
      {
        text: 'ranger',
        filters: [],
        facets: [],
        sort: [
          { field: '_text_match', direction: 'desc' },
          { field: 'created_at_timestamp', direction: 'desc' },
        ],
        offset: 0,
        limit: 5,
      },
      'cars',
    );
    expect(twoKeys.body.searches[0]?.sort_by).toBe(
      '_text_match:desc,created_at_timestamp(missing_values: last):desc,car_id:asc',
    );
  });
});

describe('readMultiSearch', () => {
  const plan = planMultiSearch(QUERY, 'cars');

  it('reads hits, found, facets in the contract’s order and kind, and stats', () => {
    const hilux = contractDoc(1);
    const stored = toTypesenseDocument(hilux);
    const result = readMultiSearch(plan, {
      results: [
        {
          found: 40,
          hits: [{ document: stored }],
          facet_counts: [
            {
              field_name: 'body',
              counts: [
                { value: 'Ute', count: 3 },
                { value: 'Hatch', count: 5 },
                { value: 'Cab Chassis', count: 3 },
                { value: 'Van', count: 0 },
              ],
            },
          ],
        },
        {
          found: 40,
          facet_counts: [
            {
              field_name: 'price',
              counts: [{ value: '52990', count: 1 }],
              stats: { min: 27990, max: 64990, total_values: 12 },
            },
          ],
        },
        {
          found: 45,
          facet_counts: [
            {
              field_name: 'make',
              counts: [
                { value: 'Mazda', count: 3 },
                { value: 'Toyota', count: 5 },
                { value: 'Kia', count: 3 },
              ],
            },
          ],
        },
      ],
    });
    expect(result.found).toBe(40);
    expect(result.hits).toEqual([toSearchHit(hilux)]);
    expect(result.facets).toEqual({
      body: [
        { value: 'Hatch', count: 5 },
        { value: 'Cab Chassis', count: 3 },
        { value: 'Ute', count: 3 },
      ],
      price: [],
      make: [
        { value: 'Toyota', count: 5 },
        { value: 'Kia', count: 3 },
      ],
    });
    expect(result.facetStats).toEqual({ price: { min: 27990, max: 64990 } });
  });

  it('converts numeric and boolean values back, and leaves out stats of a facet with no values', () => {
    const typed = planMultiSearch(
      {
        filters: [],
        facets: [{ field: 'year' }, { field: 'certified' }, { field: 'seats' }],
        sort: [],
        offset: 0,
        limit: 0,
      },
      'cars',
    );
    const result = readMultiSearch(typed, {
      results: [
        {
          found: 3,
          hits: [],
          facet_counts: [
            {
              field_name: 'year',
              counts: [
                { value: '2022', count: 2 },
                { value: '2019', count: 1 },
              ],
              stats: { min: 2019, max: 2022 },
            },
            {
              field_name: 'certified',
              counts: [
                { value: 'true', count: 1 },
                { value: 'false', count: 2 },
              ],
            },
            { field_name: 'seats', counts: [], stats: { total_values: 0 } },
          ],
        },
      ],
    });
    expect(result.facets).toEqual({
      year: [
        { value: 2022, count: 2 },
        { value: 2019, count: 1 },
      ],
      certified: [
        { value: false, count: 2 },
        { value: true, count: 1 },
      ],
      seats: [],
    });
    expect(result.facetStats).toEqual({ year: { min: 2019, max: 2022 } });
  });

  it('throws when Typesense refused a search or answered the wrong number of results', () => {
    expect(() =>
      readMultiSearch(plan, { results: [{ error: 'Could not find a field named `x`', code: 404 }, {}, {}] }),
    ).toThrow(/Could not find a field/);
    expect(() => readMultiSearch(plan, { results: [{ found: 1 }] })).toThrow(/unexpected number of results/);
  });
});
