import {
  CarSchema,
  DealershipSchema,
  LocationSchema,
  MakeSchema,
  ModelSchema,
  OfferSchema,
  ReviewSchema,
  TenantConfigSchema,
} from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { parseDay } from './dates';
import { type DemoData, demoDataToSql, generateDemoData } from './index';
import { countBy, demoData, SEED_TEST_TIMEOUT_MS, TEST_SEED, TEST_TODAY } from './testing';

const MS_PER_DAY = 86_400_000;

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function tenantCars(data: DemoData, slug: string) {
  const tenant = data.tenants.find((candidate) => candidate.slug === slug);
  return data.cars.filter((car) => tenant?.dealerships.includes(car.dealership_slug));
}

function daysBefore(instant: string, today: string): number {
  return (parseDay(today) - Date.parse(instant)) / MS_PER_DAY;
}

describe('determinism', () => {
  it(
    'gives byte-identical SQL for the same seed and day, and different data for another seed',
    async () => {
      const first = await sha256(demoDataToSql(demoData()));
      const again = await sha256(demoDataToSql(generateDemoData({ seed: TEST_SEED, today: TEST_TODAY })));
      const otherSeed = generateDemoData({ seed: TEST_SEED + 1, today: TEST_TODAY });
      expect(again).toBe(first);
      // Another seed draws other cars (comparing its SQL too would only render 28 MB more).
      expect(otherSeed.cars.map((car) => car.name)).not.toEqual(demoData().cars.map((car) => car.name));
    },
    SEED_TEST_TIMEOUT_MS,
  );

  it('rejects a day that is not yyyy-MM-dd', () => {
    expect(() => generateDemoData({ seed: 1, today: '22/11/2026' })).toThrow(RangeError);
  });
});

describe('every entity parses with its schema', () => {
  const data = demoData();
  it.each([
    ['cars', data.cars, CarSchema],
    ['dealerships', data.dealerships, DealershipSchema],
    ['locations', data.locations, LocationSchema],
    ['reviews', data.reviews, ReviewSchema],
    ['makes', data.makes, MakeSchema],
    ['models', data.models, ModelSchema],
    ['offers', data.offers, OfferSchema],
  ] as const)('%s', (_, items, schema) => {
    expect(items.length).toBeGreaterThan(0);
    expect(items.filter((item) => !schema.safeParse(item).success)).toEqual([]);
    // Parsing must not change anything either (no stripped keys, no defaults filled in).
    expect(items.map((item) => schema.parse(item))).toEqual(items);
  });

  it('tenants, stored exactly as TenantConfigSchema parses them', () => {
    for (const tenant of data.tenants) expect(TenantConfigSchema.parse(tenant)).toEqual(tenant);
  });
});

describe('the counts the demo promises', () => {
  const data = demoData();
  const dealershipsOf = (slug: string) =>
    data.dealerships.filter((dealership) => dealership.dealership_websites.includes(slug));
  const locationsOf = (slug: string) => {
    const ids = new Set(dealershipsOf(slug).map((dealership) => dealership.id));
    return data.locations.filter((location) => ids.has(location.dealership_id));
  };

  it('has at least 5,000 cars', () => {
    expect(data.cars.length).toBeGreaterThanOrEqual(5000);
  });

  it('gives harbourcity at least 6 dealerships and 10 locations of all three types', () => {
    expect(dealershipsOf('harbourcity').length).toBeGreaterThanOrEqual(6);
    const locations = locationsOf('harbourcity');
    expect(locations.length).toBeGreaterThanOrEqual(10);
    expect(new Set(locations.map((location) => location.location_type))).toEqual(
      new Set(['sales', 'service', 'parts', '']),
    );
  });

  it('gives harbourcity new, used and demo cars', () => {
    expect(Object.keys(countBy(tenantCars(data, 'harbourcity'), (car) => car.car_type)).sort()).toEqual([
      'demo',
      'new',
      'used',
    ]);
  });

  it('gives sunvalley exactly one dealership, which still owns new cars the site must filter out', () => {
    expect(dealershipsOf('sunvalley')).toHaveLength(1);
    expect(tenantCars(data, 'sunvalley').some((car) => car.car_type === 'new')).toBe(true);
  });

  it('gives redgum caravans with specifications, motorcycles and trucks', () => {
    const cars = tenantCars(data, 'redgum');
    const caravans = cars.filter((car) => car.item_type === 'caravan');
    expect(caravans.length).toBeGreaterThan(0);
    for (const caravan of caravans) {
      expect(caravan.specifications).not.toBeNull();
      expect(Object.values(caravan.specifications ?? {}).every((value) => value !== null)).toBe(true);
    }
    expect(cars.some((car) => car.item_type === 'motorcycle')).toBe(true);
    expect(cars.some((car) => car.item_type === 'truck')).toBe(true);
  });

  it('has every status: in stock, coming soon, sold, and other values treated as sold', () => {
    const statuses = new Set(data.cars.map((car) => car.status));
    for (const status of ['in_stock', 'coming_soon', 'sold']) expect(statuses).toContain(status);
    expect([...statuses].some((status) => !['in_stock', 'coming_soon', 'sold'].includes(status))).toBe(true);
  });

  it('has the bundled review sample: 238 reviews averaging 4.2 on one location', () => {
    const sample = data.locations.filter((location) => location.review_count === 238);
    expect(sample).toHaveLength(1);
    const [location] = sample;
    expect(location?.reviews).toEqual({ count: 238, average_rating: '4.2' });
    const ratings = data.reviews.filter((review) => review.location_id === location?.id).map((review) => review.rating);
    expect(ratings).toHaveLength(238);
    expect((ratings.reduce((sum, rating) => sum + rating, 0) / 238).toFixed(1)).toBe('4.2');
  });
});

describe('relative dates follow `today`, whatever day it is', () => {
  it.each(['2026-11-22', '2027-07-15', '2024-02-29'])(
    'on %s some cars sold inside 3 days and some outside, and some arrived inside 8 days',
    (today) => {
      const data = today === TEST_TODAY ? demoData() : generateDemoData({ seed: TEST_SEED, today });
      const soldAges = data.cars
        .filter((car) => car.sold_at !== null)
        .map((car) => daysBefore(car.sold_at ?? '', today));
      expect(soldAges.some((days) => days > 0 && days <= 3)).toBe(true);
      expect(soldAges.some((days) => days > 3)).toBe(true);
      expect(soldAges.every((days) => days > 0 && days <= 10)).toBe(true);
      const createdAges = data.cars.map((car) => daysBefore(car.created_at, today));
      expect(createdAges.some((days) => days < 8)).toBe(true);
      expect(createdAges.every((days) => days > 0 && days <= 120)).toBe(true);
      expect(data.cars.every((car) => car.updated_at >= car.created_at)).toBe(true);
      expect(data.reviews.every((review) => review.review_date < `${today}T00:00:00Z`)).toBe(true);
    },
    SEED_TEST_TIMEOUT_MS,
  );
});
