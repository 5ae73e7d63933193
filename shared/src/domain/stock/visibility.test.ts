import { describe, expect, it } from 'vitest';
import {
  isCarVisibleOnSite,
  normaliseMake,
  passesStockFilter,
  type StockVisibilityConfig,
  type StockVisibilityFields,
  soldVisibilityWindows,
  soldVisibleDaysFor,
  soldVisibleSince,
  soldVisibleUntil,
} from './visibility';

const now = new Date('2026-11-22T12:00:00.000Z');

const tenant: StockVisibilityConfig = {
  dealerships: ['harbour-toyota', 'harbour-mazda'],
  soldVisibleDays: 3,
  stock: { level: 3, usedOnly: false, excludedMakes: [], excludedStockNumbers: [] },
};

function car(overrides: Partial<StockVisibilityFields> = {}): StockVisibilityFields {
  return {
    status: 'in_stock',
    sold_at: null,
    show_on_dealer_website: true,
    photos_count: 10,
    car_type: 'used',
    make: 'Toyota',
    stocknum: 'T100',
    dealership_slug: 'harbour-toyota',
    ...overrides,
  };
}

describe('soldVisibleUntil', () => {
  it('adds the visible days to sold_at', () => {
    expect(soldVisibleUntil('2026-11-20T00:00:00Z', 3)?.toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });
  it('is null without a readable sold_at', () => {
    expect(soldVisibleUntil(null, 3)).toBeNull();
    expect(soldVisibleUntil('not a date', 3)).toBeNull();
  });
});

describe('soldVisibleSince', () => {
  it('goes back the visible days from now', () => {
    expect(soldVisibleSince(3, now).toISOString()).toBe('2026-11-19T12:00:00.000Z');
  });
});

describe('isCarVisibleOnSite', () => {
  it('shows in-stock and coming-soon cars', () => {
    expect(isCarVisibleOnSite(car(), tenant, now)).toBe(true);
    expect(isCarVisibleOnSite(car({ status: 'coming_soon' }), tenant, now)).toBe(true);
  });

  it("hides other dealerships' cars", () => {
    expect(isCarVisibleOnSite(car({ dealership_slug: 'sunvalley-nissan' }), tenant, now)).toBe(false);
  });

  it('hides cars the dealer keeps off the website', () => {
    expect(isCarVisibleOnSite(car({ show_on_dealer_website: false }), tenant, now)).toBe(false);
  });

  it('shows a sold car for soldVisibleDays, inclusive of the boundary', () => {
    const sold = (sold_at: string | null, status = 'sold') => car({ status, sold_at });
    expect(isCarVisibleOnSite(sold('2026-11-21T12:00:00.000Z'), tenant, now)).toBe(true);
    expect(isCarVisibleOnSite(sold('2026-11-19T12:00:00.000Z'), tenant, now)).toBe(true);
    expect(isCarVisibleOnSite(sold('2026-11-19T11:59:59.999Z'), tenant, now)).toBe(false);
    expect(isCarVisibleOnSite(sold('not a date'), tenant, now)).toBe(false);
  });

  it('shows a car that is not in stock and has no sold date yet, with the sold view (spec: 000 §4)', () => {
    expect(isCarVisibleOnSite(car({ status: 'under_offer', sold_at: null }), tenant, now)).toBe(true);
    expect(isCarVisibleOnSite(car({ status: 'sold', sold_at: null }), tenant, now)).toBe(true);
    expect(isCarVisibleOnSite(car({ status: 'under_offer', sold_at: null, photos_count: 0 }), tenant, now)).toBe(false);
  });

  it('treats unknown statuses as sold (spec: 000 §3)', () => {
    expect(isCarVisibleOnSite(car({ status: 'delivered', sold_at: '2026-11-22T00:00:00Z' }), tenant, now)).toBe(true);
    expect(isCarVisibleOnSite(car({ status: 'delivered', sold_at: '2026-10-01T00:00:00Z' }), tenant, now)).toBe(false);
    expect(isCarVisibleOnSite(car({ status: 'delivered', sold_at: 'garbled' }), tenant, now)).toBe(false);
  });

  it('honours a tenant with soldVisibleDays 0 (sold cars vanish at once)', () => {
    const strict = { ...tenant, soldVisibleDays: 0 };
    expect(isCarVisibleOnSite(car({ status: 'sold', sold_at: '2026-11-22T11:00:00Z' }), strict, now)).toBe(false);
  });

  it("keeps a sold car for its dealership's own number of days (spec: 001 §4 configurable per dealership)", () => {
    const perDealer = { ...tenant, soldVisibleDaysByDealership: { 'harbour-mazda': 7 } };
    const soldFiveDaysAgo = { status: 'sold', sold_at: '2026-11-17T12:00:00.000Z' };
    expect(isCarVisibleOnSite(car({ ...soldFiveDaysAgo, dealership_slug: 'harbour-mazda' }), perDealer, now)).toBe(
      true,
    );
    expect(isCarVisibleOnSite(car({ ...soldFiveDaysAgo, dealership_slug: 'harbour-toyota' }), perDealer, now)).toBe(
      false,
    );
  });

  it('applies the stock filter to sold cars too', () => {
    const soldNoPhotos = car({ status: 'sold', sold_at: '2026-11-22T00:00:00Z', photos_count: 0 });
    expect(isCarVisibleOnSite(soldNoPhotos, tenant, now)).toBe(false);
  });
});

describe('soldVisibleDaysFor', () => {
  it("takes the dealership's setting, else the site's", () => {
    const perDealer = { ...tenant, soldVisibleDaysByDealership: { 'harbour-mazda': 0 } };
    expect(soldVisibleDaysFor(perDealer, 'harbour-mazda')).toBe(0);
    expect(soldVisibleDaysFor(perDealer, 'harbour-toyota')).toBe(3);
  });
});

describe('soldVisibilityWindows', () => {
  it('groups the dealerships by setting, longest window first', () => {
    const perDealer = {
      ...tenant,
      dealerships: ['a', 'b', 'c'],
      soldVisibleDaysByDealership: { b: 7, x: 1 },
    };
    expect(soldVisibilityWindows(perDealer, now)).toEqual([
      { dealerships: ['b'], since: soldVisibleSince(7, now) },
      { dealerships: ['a', 'c'], since: soldVisibleSince(3, now) },
    ]);
  });
});

describe('passesStockFilter', () => {
  const stock = tenant.stock;
  it('needs at least `level` photos', () => {
    expect(passesStockFilter(car({ photos_count: 2 }), stock)).toBe(false);
    expect(passesStockFilter(car({ photos_count: 3 }), stock)).toBe(true);
    expect(passesStockFilter(car({ photos_count: 0 }), { ...stock, level: 0 })).toBe(true);
  });
  it('drops new and demo cars when usedOnly', () => {
    const usedOnly = { ...stock, usedOnly: true };
    expect(passesStockFilter(car({ car_type: 'new' }), usedOnly)).toBe(false);
    expect(passesStockFilter(car({ car_type: 'demo' }), usedOnly)).toBe(false);
    expect(passesStockFilter(car({ car_type: 'used' }), usedOnly)).toBe(true);
  });
  it('excludes makes case-insensitively', () => {
    const noToyota = { ...stock, excludedMakes: ['TOYOTA '] };
    expect(passesStockFilter(car({ make: 'toyota' }), noToyota)).toBe(false);
    expect(passesStockFilter(car({ make: 'Mazda' }), noToyota)).toBe(true);
  });
  it('excludes stock numbers exactly', () => {
    const hidden = { ...stock, excludedStockNumbers: ['T100'] };
    expect(passesStockFilter(car({ stocknum: 'T100' }), hidden)).toBe(false);
    expect(passesStockFilter(car({ stocknum: 'T1000' }), hidden)).toBe(true);
  });
});

describe('normaliseMake', () => {
  it('trims spaces and lower-cases ASCII', () => {
    expect(normaliseMake('  Mercedes-Benz ')).toBe('mercedes-benz');
  });
});
