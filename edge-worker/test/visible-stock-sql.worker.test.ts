import { env } from 'cloudflare:workers';
import type { Car } from '@forecourt/shared';
import {
  DAY_MS,
  type FixtureDealership,
  fixtureStatements,
  locationsFor,
  makeCar,
  makeTenant,
} from '@forecourt/shared/server-kit/testing/fixtures';
import { visibleStockWhere } from '@forecourt/shared/server-kit/visible-stock-sql';
import { isCarVisibleOnSite } from '@forecourt/shared/stock/index';
import { beforeAll, describe, expect, it } from 'vitest';

// The SQL filter and the pure rule are two spellings of one rule; this runs both over the same cars
// (boundaries included) for several tenant configs and expects the same answer for every car.

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
// Dealerships of their own, so these cars never show up on the route tests' sites (the Worker test
// files share one database).
const DEALERS: FixtureDealership[] = [
  { id: 9601, slug: 'agree-one', name: 'Agree One' },
  { id: 9602, slug: 'agree-two', name: 'Agree Two' },
  { id: 9603, slug: 'agree-three', name: 'Agree Three' },
];
const [ONE, TWO, THREE] = DEALERS as [FixtureDealership, FixtureDealership, FixtureDealership];
const iso = (ms: number) => new Date(ms).toISOString();

/** Cars 9500+: every combination the rule distinguishes, and sold_at written several ways. */
function agreementCars(): Car[] {
  const cars: Car[] = [];
  let id = 9500;
  const add = (overrides: Partial<Car>, dealership: FixtureDealership = ONE) => {
    id += 1;
    cars.push(makeCar({ id, slug: `agree-${id}`, dealership, ...overrides }));
  };
  const soldAts: (string | null)[] = [
    null,
    'not a date',
    iso(NOW),
    iso(NOW + DAY_MS), // sold "tomorrow" (clock skew): still within the window
    iso(NOW - 3 * DAY_MS), // exactly the 3-day boundary
    iso(NOW - 3 * DAY_MS - 1), // a millisecond past it
    iso(NOW - 3 * DAY_MS + 1000),
    `${iso(NOW - 2 * DAY_MS).slice(0, 19)}Z`, // the seed's format, without milliseconds
    iso(NOW - 2 * DAY_MS).slice(0, 10), // a bare date
    '2026-11-20T08:00:00+10:00', // with an offset
    iso(NOW - 7 * DAY_MS),
    iso(NOW - 7 * DAY_MS - 1),
    iso(NOW - 30 * DAY_MS),
  ];
  for (const status of ['in_stock', 'coming_soon', 'sold', 'delivered', 'SOLD', 'under_offer']) {
    for (const sold_at of soldAts) add({ status, sold_at });
  }
  for (const sold_at of soldAts) add({ status: 'sold', sold_at }, TWO);
  for (const photos_count of [0, 1, 3, 4, 14, 15]) add({ photos_count });
  for (const car_type of ['new', 'demo', 'used'] as const) add({ car_type });
  for (const make of ['Holden', 'HOLDEN', ' holden ', 'Toyota', 'Mazda']) add({ make });
  for (const stocknum of ['A-HIDE', 'a-hide', 'A-HIDE2']) add({ stocknum });
  add({ show_on_dealer_website: false });
  add({ show_on_dealer_website: false, status: 'sold', sold_at: iso(NOW) });
  add({}, TWO);
  add({ car_type: 'new' }, THREE);
  add({ status: 'sold', sold_at: iso(NOW - DAY_MS) }, THREE);
  return cars;
}

const TENANTS = [
  makeTenant({ slug: 'agree-defaults', dealerships: ['agree-one'] }),
  makeTenant({
    slug: 'agree-filters',
    dealerships: ['agree-one', 'agree-two'],
    stock: { level: 4, excludedMakes: ['holden', 'MAZDA'], excludedStockNumbers: ['A-HIDE'] },
  }),
  makeTenant({
    slug: 'agree-used',
    dealerships: ['agree-three', 'agree-one'],
    stock: { level: 0, usedOnly: true },
    soldVisibleDays: 7,
  }),
  makeTenant({
    slug: 'agree-strict',
    dealerships: ['agree-two', 'agree-one'],
    stock: { level: 14 },
    soldVisibleDays: 0,
  }),
  makeTenant({
    slug: 'agree-per-dealer',
    dealerships: ['agree-one', 'agree-two', 'agree-three'],
    stock: { level: 0 },
    soldVisibleDaysByDealership: { 'agree-two': 7, 'agree-three': 0 },
  }),
  makeTenant({
    slug: 'agree-long',
    dealerships: ['agree-one', 'agree-three'],
    stock: { level: 0 },
    soldVisibleDays: 30,
  }),
];

const cars = agreementCars();

beforeAll(async () => {
  await env.DB.batch(fixtureStatements(env.DB, cars, DEALERS, locationsFor(DEALERS)));
});

describe('visibleStockWhere agrees with isCarVisibleOnSite', () => {
  for (const tenant of TENANTS) {
    it(`for ${tenant.slug}`, async () => {
      const now = new Date(NOW);
      const where = visibleStockWhere(tenant, now, 'c');
      const { results } = await env.DB.prepare(
        `SELECT c.slug FROM cars c WHERE c.slug LIKE 'agree-%' AND ${where.sql} ORDER BY c.id`,
      )
        .bind(...where.params)
        .all<{ slug: string }>();
      const fromSql = results.map((row) => row.slug);
      const fromRule = cars.filter((car) => isCarVisibleOnSite(car, tenant, now)).map((car) => car.slug);
      expect(fromSql).toEqual(fromRule);
      // A filter that shows nothing (or everything) would agree trivially.
      expect(fromRule.length).toBeGreaterThan(0);
      expect(fromRule.length).toBeLessThan(cars.length);
    });
  }
});
