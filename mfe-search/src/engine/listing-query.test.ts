import { SearchRequestSchema, type SearchStateInput, soldVisibleSince } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { CONTRACT_DOCS } from './contract-fixture';
import { createEmbeddedSearchEngine } from './embedded/index';
import {
  LISTING_FACET_VALUE_LIMIT,
  LISTING_FACETS,
  type ListingTenant,
  limitedListQuery,
  listingQuery,
  listingScope,
  listingSort,
  rangeFilters,
  refinementFilters,
} from './listing-query';
import { toLimitedListResponse, toSearchResponse } from './listing-response';
import { visibleStockFilters } from './visible-stock-filters';

const NOW = new Date('2026-11-21T12:00:00Z');

/** The Toyota site of the contract fixture: its dealership only, any photo count, sold visible 3 days. */
const TOYOTA_SITE: ListingTenant = {
  dealerships: ['harbour-city-toyota'],
  soldVisibleDays: 3,
  stock: { level: 0, usedOnly: false, excludedMakes: [], excludedStockNumbers: [] },
  features: { priceAboveZeroOnAscendingSort: false },
};
const MAZDA_SITE: ListingTenant = { ...TOYOTA_SITE, dealerships: ['bayside-mazda'] };

const state = (input: SearchStateInput) => SearchRequestSchema.parse(input);

describe('refinementFilters', () => {
  it('filters each list by its field, converting seats and certified', () => {
    expect(
      refinementFilters(
        state({
          refinementList: {
            make: ['Toyota', 'Mazda'],
            seats: ['7', '5'],
            certified: ['true'],
            filtered_features: ['Tow Bar'],
            price_range: ['20000:30000'],
          },
        }).refinementList,
      ),
    ).toEqual([
      { field: 'filtered_features', op: '=', values: ['Tow Bar'] },
      { field: 'make', op: '=', values: ['Mazda', 'Toyota'] },
      { field: 'price_range', op: '=', values: ['20000:30000'] },
      { field: 'seats', op: '=', values: [5, 7] },
      { field: 'certified', op: '=', values: [true] },
    ]);
  });

  it('keeps an injection attempt as one plain value', () => {
    expect(refinementFilters({ make: ['Toyota || dealership_slug:=other'] })).toEqual([
      { field: 'make', op: '=', values: ['Toyota || dealership_slug:=other'] },
    ]);
  });
});

describe('rangeFilters', () => {
  it('bounds both sides inclusively, or the one side given', () => {
    expect(rangeFilters(state({ range: { price: '10000:50000', km: ':80000', year: '2019:' } }).range)).toEqual([
      { field: 'price', op: 'range', min: 10000, max: 50000 },
      { field: 'km', op: '<=', value: 80000 },
      { field: 'year', op: '>=', value: 2019 },
    ]);
    expect(rangeFilters(state({ range: { price: ':' } }).range)).toEqual([]);
  });
});

describe('listingSort', () => {
  it('sorts on the chosen option, else by relevance for text, then newest', () => {
    expect(listingSort('Car_production:price:asc', '')).toEqual([{ field: 'price', direction: 'asc' }]);
    expect(listingSort('Car_production:km:asc', 'hilux')).toEqual([{ field: 'km', direction: 'asc' }]);
    expect(listingSort('Car_production', '')).toEqual([{ field: 'created_at_timestamp', direction: 'desc' }]);
    expect(listingSort('Car_production', 'hilux')).toEqual([
      { field: '_text_match', direction: 'desc' },
      { field: 'created_at_timestamp', direction: 'desc' },
    ]);
  });
});

describe('listingScope', () => {
  const flagged: ListingTenant = { ...TOYOTA_SITE, features: { priceAboveZeroOnAscendingSort: true } };

  it('is the stock rule, plus price > 0 on an ascending price sort where the site asks (spec: 000 §5)', () => {
    expect(listingScope(TOYOTA_SITE, 'Car_production:price:asc', NOW)).toEqual(visibleStockFilters(TOYOTA_SITE, NOW));
    expect(listingScope(flagged, 'Car_production:price:asc', NOW)).toEqual([
      ...visibleStockFilters(flagged, NOW),
      { field: 'price', op: '>', value: 0 },
    ]);
    expect(listingScope(flagged, 'Car_production:price:desc', NOW)).toEqual(visibleStockFilters(flagged, NOW));
  });

  it('shows sold cars for the tenant’s sold-visible days', () => {
    expect(listingScope(TOYOTA_SITE, 'Car_production', NOW)).toContainEqual({
      field: 'in_stock_or_sold_at',
      op: '>=',
      value: soldVisibleSince(3, NOW).getTime(),
    });
  });
});

describe('listingQuery', () => {
  it('asks for 21 cars from the page, every listing facet, the text and the scope', () => {
    const query = listingQuery(
      state({ query: 'hilux', page: 3, refinementList: { fuel: ['Diesel'] } }),
      TOYOTA_SITE,
      NOW,
    );
    expect(query).toEqual({
      text: 'hilux',
      scope: visibleStockFilters(TOYOTA_SITE, NOW),
      filters: [{ field: 'fuel', op: '=', values: ['Diesel'] }],
      facets: LISTING_FACETS,
      sort: listingSort('Car_production', 'hilux'),
      offset: 42,
      limit: 21,
    });
  });

  it('facets every refinement list, and every range for its stats only', () => {
    const fields = LISTING_FACETS.map((facet) => facet.field);
    expect(fields).toContain('filtered_features');
    expect(fields).toContain('weekly_price_range');
    expect(LISTING_FACETS.find((facet) => facet.field === 'make')?.limit).toBe(LISTING_FACET_VALUE_LIMIT);
    expect(LISTING_FACETS.find((facet) => facet.field === 'price')?.limit).toBe(0);
    expect(new Set(fields).size).toBe(fields.length);
  });
});

describe('a listing on the contract cars', () => {
  async function listing(tenant: ListingTenant, input: SearchStateInput) {
    const engine = createEmbeddedSearchEngine();
    await engine.replaceAll(CONTRACT_DOCS);
    const parsed = state(input);
    return toSearchResponse(await engine.search(listingQuery(parsed, tenant, NOW)), parsed.page);
  }

  it("never shows or counts another site's cars, whatever is refined", async () => {
    const mazda = await listing(MAZDA_SITE, { refinementList: { make: ['Toyota'] } });
    expect(mazda.count).toBe(0);
    expect(mazda.hits).toEqual([]);
    expect(mazda.facets.make).toEqual([
      { value: 'Mazda', count: 3 },
      { value: 'Ford', count: 2 },
      { value: 'Kia', count: 1 },
    ]);
    expect(mazda.facets.dealership_name).toEqual([]);
    const unrefined = await listing(MAZDA_SITE, {});
    expect(unrefined.count).toBe(6);
    expect(unrefined.facets.dealership_name).toEqual([{ value: 'Bayside Mazda', count: 6 }]);
  });

  it('counts a refined facet disjunctively and answers its values as text', async () => {
    const toyota = await listing(TOYOTA_SITE, { refinementList: { certified: ['true'], fuel: ['Diesel'] } });
    expect(toyota.hits.map((hit) => hit.id).sort()).toEqual([1, 3]);
    expect(toyota.facets.certified).toEqual([
      { value: 'true', count: 2 },
      { value: 'false', count: 1 },
    ]);
    expect(toyota.facets.fuel).toEqual([
      { value: 'Diesel', count: 2 },
      { value: 'Hybrid', count: 1 },
    ]);
    expect(toyota.facets.seats).toEqual([
      { value: '2', count: 1 },
      { value: '5', count: 1 },
    ]);
    expect(toyota.facetStats).toEqual({
      price: { min: 38990, max: 52990 },
      km: { min: 30000, max: 80000 },
      year: { min: 2020, max: 2022 },
      created_at_timestamp: { min: Date.parse('2026-10-01T10:00:00Z'), max: Date.parse('2026-10-03T10:00:00Z') },
      seats: { min: 2, max: 5 },
    });
    expect(toyota).toMatchObject({ count: 2, page: 1, pages: 1, hitsPerPage: 21 });
  });

  it('finds a model despite a typo, within the site', async () => {
    expect((await listing(TOYOTA_SITE, { query: 'hilx' })).hits.map((hit) => hit.id).sort()).toEqual([1, 2, 3]);
    expect((await listing(MAZDA_SITE, { query: 'hilx' })).count).toBe(0);
  });

  it('answers a page past the end with no cards and the true count', async () => {
    const past = await listing(TOYOTA_SITE, { page: 2 });
    expect(past).toMatchObject({ hits: [], count: 6, page: 2, pages: 1 });
  });

  it('answers a limited list with the first cars only', async () => {
    const engine = createEmbeddedSearchEngine();
    await engine.replaceAll(CONTRACT_DOCS);
    const filters = { ...state({ sortBy: 'Car_production:price:desc' }) };
    const result = toLimitedListResponse(await engine.search(limitedListQuery(filters, 2, TOYOTA_SITE, NOW)));
    expect(result.hits.map((hit) => hit.id)).toEqual([2, 1]);
    expect(result.count).toBe(6);
  });
});
