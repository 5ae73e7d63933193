import { demoData } from '@forecourt/demo/seed/testing';
import { isCarVisibleOnSite, type StockVisibilityConfig } from '@forecourt/shared';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { toSearchDocument } from './document';
import { createEmbeddedSearchEngine } from './embedded/index';
import type { SearchEngine } from './engine';
import { visibleStockFilters } from './visible-stock-filters';

// The filters must pick exactly the cars `isCarVisibleOnSite` picks, for any tenant and any moment.

const SAMPLE = 2000;
const TODAY = Date.parse('2026-11-22T00:00:00Z');
const DAY_MS = 86_400_000;

describe('visibleStockFilters', () => {
  const cars = demoData().cars.slice(0, SAMPLE);
  const dealerships = [...new Set(cars.map((car) => car.dealership_slug))];
  const makes = [...new Set(cars.map((car) => car.make))];
  let engine: SearchEngine;

  beforeAll(async () => {
    engine = createEmbeddedSearchEngine();
    await engine.replaceAll(cars.map((car) => toSearchDocument(car)));
  });

  async function visibleIds(tenant: StockVisibilityConfig, now: Date): Promise<number[]> {
    // A facet on id lists every matching car, whatever the page size.
    const result = await engine.search({
      scope: visibleStockFilters(tenant, now),
      filters: [],
      facets: [{ field: 'id' }],
      sort: [],
      offset: 0,
      limit: 0,
    });
    return (result.facets.id ?? []).map((entry) => entry.value as number).sort((a, b) => a - b);
  }

  const tenants = fc.record({
    dealerships: fc.subarray(dealerships, { minLength: 1 }),
    soldVisibleDays: fc.integer({ min: 0, max: 12 }),
    // A dealership's own setting (spec: 001 §4 "configurable per dealership").
    soldVisibleDaysByDealership: fc.dictionary(fc.constantFrom(...dealerships), fc.integer({ min: 0, max: 12 }), {
      maxKeys: 3,
    }),
    stock: fc.record({
      level: fc.integer({ min: 0, max: 14 }),
      usedOnly: fc.boolean(),
      excludedMakes: fc.array(
        fc
          .tuple(fc.constantFrom(...makes), fc.boolean())
          .map(([make, odd]) => (odd ? ` ${make.toUpperCase()} ` : make)),
        { maxLength: 3 },
      ),
      excludedStockNumbers: fc.subarray(
        cars.slice(0, 300).map((car) => car.stocknum),
        { maxLength: 4 },
      ),
    }),
  });

  it('shows exactly the cars isCarVisibleOnSite shows', async () => {
    await fc.assert(
      fc.asyncProperty(tenants, fc.integer({ min: -2 * DAY_MS, max: 12 * DAY_MS }), async (tenant, offset) => {
        const now = new Date(TODAY + offset);
        const expected = cars.filter((car) => isCarVisibleOnSite(car, tenant, now)).map((car) => car.id);
        expect(await visibleIds(tenant, now)).toEqual(expected.sort((a, b) => a - b));
      }),
      { numRuns: 60 },
    );
  });

  it('shows a sold car up to the last millisecond of its visible days', async () => {
    const sold = cars.find((car) => car.status === 'sold' && car.sold_at !== null && car.show_on_dealer_website);
    if (sold?.sold_at == null) throw new Error('the sample has no sold car');
    const tenant: StockVisibilityConfig = {
      dealerships: [sold.dealership_slug],
      soldVisibleDays: 3,
      stock: { level: 0, usedOnly: false, excludedMakes: [], excludedStockNumbers: [] },
    };
    const lastVisible = Date.parse(sold.sold_at) + 3 * DAY_MS;
    expect(await visibleIds(tenant, new Date(lastVisible))).toContain(sold.id);
    expect(await visibleIds(tenant, new Date(lastVisible + 1))).not.toContain(sold.id);
  });

  it('shows every demo tenant its own stock', async () => {
    for (const tenant of demoData().tenants) {
      const now = new Date(TODAY);
      const expected = cars.filter((car) => isCarVisibleOnSite(car, tenant, now)).map((car) => car.id);
      expect(await visibleIds(tenant, now)).toEqual(expected.sort((a, b) => a - b));
    }
  });
});
