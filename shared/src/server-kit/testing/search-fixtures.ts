import type { Car, TenantConfig } from '../../domain';
import { daysAgo, type FixtureDealership, fixtureStatements, locationsFor, makeCar, makeTenant } from './fixtures';

// The search tests' own sites, dealerships, stock and catalogue (ids 97xxx, slugs `seek-…`), so nothing
// another test file writes can change what these sites show, and nothing here shows up on theirs.

/**
 * The moment the search fixtures are relative to: one per test run (the test files share one module
 * graph and one database, and rows are inserted once, so every file must expect the same dates).
 */
export const SEEK_NOW = Date.now();

export const SEEK_DEALERS = {
  city: { id: 97001, slug: 'seek-city', name: 'Seek City Motors' },
  west: { id: 97002, slug: 'seek-west', name: 'Seek West Autos' },
  used: { id: 97003, slug: 'seek-used', name: 'Seek Used Lot' },
  rival: { id: 97004, slug: 'seek-rival', name: 'Seek Rival Cars' },
} satisfies Record<string, FixtureDealership>;

/** The main site: two dealerships, default stock level 3, sold cars visible 3 days. */
export const SEEK = makeTenant({ slug: 'seek', websiteId: 9701, dealerships: ['seek-city', 'seek-west'] });
/** The same stock, on a site that adds price > 0 to an ascending price sort (spec: 000 §5). */
export const SEEK_FLAGGED = makeTenant({
  slug: 'seekflag',
  websiteId: 9702,
  dealerships: ['seek-city', 'seek-west'],
  features: { priceAboveZeroOnAscendingSort: true },
});
/** A used-only site whose dealership also holds new and demo cars. */
export const SEEK_USED = makeTenant({
  slug: 'seekused',
  websiteId: 9703,
  dealerships: ['seek-used'],
  stock: { level: 0, usedOnly: true },
});
/** The rival: cheap Hiluxes that must never show on the other sites. */
export const SEEK_RIVAL = makeTenant({ slug: 'seekrival', websiteId: 9704, dealerships: ['seek-rival'] });
/** The main site's stock with a tiny `search` budget. */
export const SEEK_LIMITED = makeTenant({
  slug: 'seeklimit',
  websiteId: 9705,
  dealerships: ['seek-city'],
  rateLimits: { search: { limit: 2, windowSeconds: 60 } },
});

export const SEEK_TENANTS: TenantConfig[] = [SEEK, SEEK_FLAGGED, SEEK_USED, SEEK_RIVAL, SEEK_LIMITED];

interface Model {
  make: string;
  model: string;
  body: string;
  fuel: string;
  price: number;
}

const HILUX: Model = { make: 'Toyota', model: 'Hilux', body: 'Ute', fuel: 'Diesel', price: 48_000 };
const COROLLA: Model = { make: 'Toyota', model: 'Corolla', body: 'Hatch', fuel: 'Petrol', price: 27_000 };
const CX5: Model = { make: 'Mazda', model: 'CX-5', body: 'SUV', fuel: 'Petrol', price: 36_000 };
const RANGER: Model = { make: 'Ford', model: 'Ranger', body: 'Ute', fuel: 'Diesel', price: 55_000 };
const SPORTAGE: Model = { make: 'Kia', model: 'Sportage', body: 'SUV', fuel: 'Petrol', price: 31_000 };

/** Visible on seek: 6 Hilux, 5 Corolla, 5 CX-5, 4 Ranger, 3 Sportage (2 without a price), 1 sold yesterday. */
export const SEEK_VISIBLE_COUNT = 24;

/** The search tests' cars, relative to `now` (ms). */
export function seekCars(now: number): Car[] {
  const cars: Car[] = [];
  let id = 97200;
  const add = (model: Model, dealership: FixtureDealership, overrides: Partial<Car> = {}) => {
    id += 1;
    const slug = `seek-${model.model.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id}`;
    cars.push(
      makeCar({
        id,
        slug,
        dealership,
        make: model.make,
        model: model.model,
        name: `2022 ${model.make} ${model.model}`,
        simple_body: model.body,
        simple_fuel: model.fuel,
        price: model.price + (id % 7) * 1000,
        created_at: daysAgo(now, id % 20),
        ...overrides,
      }),
    );
  };
  const { city, west, used, rival } = SEEK_DEALERS;
  for (let i = 0; i < 6; i++) {
    add(HILUX, i % 2 === 0 ? city : west, {
      colour: i < 4 ? 'White' : 'Silver',
      standardEquipment: i < 3 ? ['Tow Bar', 'Reversing Camera'] : ['Reversing Camera'],
      seats: i === 0 ? 2 : 5,
    });
  }
  for (let i = 0; i < 5; i++) add(COROLLA, city, { colour: 'Red', car_type: i === 0 ? 'new' : 'used' });
  for (let i = 0; i < 5; i++) {
    add(CX5, west, {
      colour: 'Blue',
      seats: i < 2 ? 7 : 5,
      certified: i < 3,
      quote: i === 0 ? { weeklyRepaymentAmount: 189.5, advertisedRate: 7.49, comparisonRate: 8.1 } : null,
      subscription_price: i === 1 ? 229 : null,
    });
  }
  // Rangers can be reserved online (a payment processor); the one reserved already cannot.
  for (let i = 0; i < 4; i++) {
    add(RANGER, city, {
      colour: 'Grey',
      standardEquipment: ['Tow Bar'],
      payment_processors: ['stripe'],
      reserved: i === 3,
    });
  }
  add(SPORTAGE, west, { price: 0 });
  add(SPORTAGE, west, { price: 0 });
  add(SPORTAGE, west, { price: 31_000 });
  add(HILUX, city, { status: 'sold', sold_at: daysAgo(now, 1), colour: 'White' });
  // Not on any site: sold too long ago, hidden, too few photos.
  add(HILUX, city, { status: 'sold', sold_at: daysAgo(now, 10) });
  add(HILUX, west, { show_on_dealer_website: false });
  add(COROLLA, west, { photos_count: 1 });
  // The used-only site's dealership: 2 used, 2 new, 1 demo.
  for (const car_type of ['used', 'used', 'new', 'new', 'demo'] as const) add(CX5, used, { car_type });
  // The rival's cheap Hiluxes.
  for (let i = 0; i < 3; i++) add(HILUX, rival, { price: 1000 + i, stocknum: `RIVAL-${i}`, colour: 'Rival Pink' });
  return cars;
}

/** The catalogue rows the directory and the `categories` refinement read. */
export const SEEK_CATALOGUE = {
  makes: [
    { id: 97001, name: 'Toyota', slug: 'toyota' },
    { id: 97002, name: 'Mazda', slug: 'mazda' },
    { id: 97003, name: 'Ford', slug: 'ford' },
  ],
  models: [
    { id: 97001, make_id: 97001, name: 'Hilux', bodies: ['Ute', 'Cab Chassis'] },
    { id: 97002, make_id: 97001, name: 'Corolla', bodies: ['Hatch', 'Sedan'] },
    { id: 97003, make_id: 97001, name: 'RAV4', bodies: ['SUV'] },
    { id: 97004, make_id: 97002, name: 'CX-5', bodies: ['SUV'] },
    { id: 97005, make_id: 97003, name: 'Ranger', bodies: ['Ute', 'Cab Chassis'] },
  ],
};

function catalogueStatements(db: D1Database): D1PreparedStatement[] {
  const makes = SEEK_CATALOGUE.makes.map((make) =>
    db
      .prepare('INSERT OR IGNORE INTO makes (id, name, slug, logo_url) VALUES (?, ?, ?, ?)')
      .bind(make.id, make.name, make.slug, `/media/v1/logo/${make.slug}.svg`),
  );
  const models = SEEK_CATALOGUE.models.map((model) => {
    const slug = model.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const doc = {
      id: model.id,
      make_id: model.make_id,
      name: model.name,
      slug,
      override_url: null,
      image: null,
      cloudfront_new_image_url: null,
      manufacturer_body: model.bodies[0] ?? null,
      manufacturer_body2: model.bodies[1] ?? null,
      manufacturer_body3: null,
      status: 'active',
    };
    return db
      .prepare('INSERT OR IGNORE INTO models (id, make_id, name, slug, doc) VALUES (?, ?, ?, ?, ?)')
      .bind(model.id, model.make_id, model.name, slug, JSON.stringify(doc));
  });
  return [...makes, ...models];
}

/**
 * Loads the search fixtures into D1 and the sites into KV (idempotent).
 *
 * @example beforeAll(() => seedSearchFixtures(env));
 */
export async function seedSearchFixtures(bindings: { DB: D1Database; TENANTS: KVNamespace }, now = SEEK_NOW) {
  const dealers = Object.values(SEEK_DEALERS);
  await bindings.DB.batch([
    ...fixtureStatements(bindings.DB, seekCars(now), dealers, locationsFor(dealers)),
    ...catalogueStatements(bindings.DB),
  ]);
  await Promise.all(
    SEEK_TENANTS.map((tenant) => bindings.TENANTS.put(`tenant:${tenant.slug}`, JSON.stringify(tenant))),
  );
}
