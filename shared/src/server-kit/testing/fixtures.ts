import {
  type Car,
  CarSchema,
  type Dealership,
  type Location,
  LocationSchema,
  type TenantConfig,
  type TenantConfigInput,
  TenantConfigSchema,
} from '../../domain';
import { EMPTY_CAR_DETAILS } from '../../domain/testing/empty-car-details';
import { CAR_COLUMNS, carRowValues } from '../car-row';

// Small, hand-made fixtures for the Worker tests (never the demo data set): a few dealerships, their
// locations, a handful of cars chosen to hit each visibility rule, and tenant configs in KV.
// Every row is validated with the shared schemas, so the fixtures cannot drift from the real shapes.

export const DAY_MS = 86_400_000;

/** An ISO instant `days` before `now` (negative = after). */
export function daysAgo(now: number, days: number): string {
  return new Date(now - days * DAY_MS).toISOString();
}

/** A dealership row: id, slug, name. */
export interface FixtureDealership {
  id: number;
  slug: string;
  name: string;
}

export const DEALERSHIPS: FixtureDealership[] = [
  { id: 9001, slug: 'alpha-motors', name: 'Alpha Motors' },
  { id: 9002, slug: 'alpha-used', name: 'Alpha Used Cars' },
  { id: 9003, slug: 'bravo-nissan', name: 'Bravo Nissan' },
  { id: 9004, slug: 'orphan-dealer', name: 'Orphan Dealer' },
];

/** One visible location per dealership (id = dealership id + 100, the id {@link makeCar} uses). */
export function locationsFor(dealerships: FixtureDealership[]): Location[] {
  return dealerships.map((dealer) => makeLocation({ id: dealer.id + 100, dealership: dealer }));
}

/** The route tests' locations: one per dealership, plus a hidden one for alpha. */
export function fixtureLocations(): Location[] {
  const visible = locationsFor(DEALERSHIPS);
  const hidden = makeLocation({
    id: 9201,
    dealership: DEALERSHIPS[0] as FixtureDealership,
    name: 'Alpha Hidden Yard',
    visible: false,
  });
  return [...visible, hidden];
}

/** A theme every fixture tenant can share. */
const THEME = {
  colors: {
    primary: '#0b5fff',
    primaryContrast: '#ffffff',
    secondary: '#1d2a3a',
    accent: '#ffb400',
    background: '#ffffff',
    surface: '#f5f7fa',
    text: '#111111',
    mutedText: '#555555',
    border: '#dddddd',
    success: '#1a7f37',
    danger: '#c62828',
  },
  logo: { url: '/assets/logo.svg', alt: 'Logo', width: 160, height: 40 },
};

/**
 * A valid tenant config with the given overrides (defaults applied by `TenantConfigSchema`).
 *
 * @example makeTenant({ slug: 'alpha', dealerships: ['alpha-motors'] })
 */
export function makeTenant(overrides: Partial<TenantConfigInput> & Pick<TenantConfigInput, 'slug'>): TenantConfig {
  const input: TenantConfigInput = {
    name: `${overrides.slug} cars`,
    template: 'dealership',
    websiteId: 1,
    hostnames: [`${overrides.slug}.example.com`],
    theme: THEME,
    dealerships: ['alpha-motors'],
    phones: { default: '02 9000 0000' },
    features: {},
    stock: {},
    finance: null,
    menus: { header: [{ label: 'Cars', href: '/cars' }], footerGroups: [] },
    ...overrides,
  };
  return TenantConfigSchema.parse(input);
}

/**
 * Site A: two dealerships, stock level 3, an excluded make and stock number, sold visible 3 days
 * (alpha-used: 7, its own setting).
 */
export const ALPHA = makeTenant({
  slug: 'alpha',
  name: 'Alpha Motor Group',
  websiteId: 101,
  hostnames: ['alpha.example.com', 'www.alpha.example.com'],
  dealerships: ['alpha-motors', 'alpha-used'],
  stock: { level: 3, excludedMakes: ['HOLDEN'], excludedStockNumbers: ['A-HIDE'] },
  soldVisibleDays: 3,
  soldVisibleDaysByDealership: { 'alpha-used': 7 },
});

/** Site B: a used-only site (like sunvalley), no photo minimum, sold visible 7 days, its own canonical origin. */
export const BRAVO = makeTenant({
  slug: 'bravo',
  name: 'Bravo Used',
  websiteId: 202,
  hostnames: ['bravo.example.com'],
  canonicalOrigin: 'https://www.bravo-used.example',
  dealerships: ['bravo-nissan'],
  stock: { level: 0, usedOnly: true },
  soldVisibleDays: 7,
});

/** Rate-limit sites: the same dealership, different `api` budgets. */
export const CHARLIE = makeTenant({
  slug: 'charlie',
  websiteId: 303,
  dealerships: ['alpha-motors'],
  rateLimits: { api: { limit: 3, windowSeconds: 60 } },
});
export const DELTA = makeTenant({
  slug: 'delta',
  websiteId: 404,
  dealerships: ['alpha-motors'],
  rateLimits: { api: { limit: 5, windowSeconds: 60 } },
});

/** KV entries: tenant configs, hostname mappings, and one config that fails validation. */
export function tenantKv(): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const tenant of [ALPHA, BRAVO, CHARLIE, DELTA]) entries[`tenant:${tenant.slug}`] = JSON.stringify(tenant);
  entries['host:alpha.example.com'] = 'alpha';
  entries['host:www.alpha.example.com'] = 'alpha';
  entries['host:bravo.example.com'] = 'bravo';
  entries['host:localhost'] = 'alpha';
  entries['host:127.0.0.1'] = 'alpha';
  // A broken config: valid JSON, but no theme and a bad websiteId.
  const { theme: _theme, ...broken } = makeTenant({ slug: 'broken', websiteId: 5 });
  entries['tenant:broken'] = JSON.stringify({ ...broken, websiteId: -1 });
  entries['host:broken.example.com'] = 'broken';
  entries['tenant:garbled'] = '{not json';
  return entries;
}

interface CarInput extends Partial<Car> {
  id: number;
  slug: string;
  dealership: FixtureDealership;
}

/**
 * A complete, schema-valid car; only the fields a test cares about need to be given.
 *
 * @example makeCar({ id: 1, slug: 'x', dealership: DEALERSHIPS[0], status: 'sold', sold_at: '…' })
 */
export function makeCar({ dealership, ...overrides }: CarInput): Car {
  const locationId = dealership.id + 100;
  const make = overrides.make ?? 'Toyota';
  const model = overrides.model ?? 'Corolla';
  const car: Car = {
    ...EMPTY_CAR_DETAILS,
    path: `/cars/${overrides.slug}`,
    name: `2022 ${make} ${model}`,
    year: 2022,
    make,
    model,
    badge: 'Ascent Sport',
    colour: 'White',
    km: 25_000,
    price: 29_990,
    price_type: 'drive_away',
    car_type: 'used',
    status: 'in_stock',
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-10T00:00:00Z',
    stocknum: `S${overrides.id}`,
    photos_count: 10,
    show_on_dealer_website: true,
    location_id: locationId,
    dealership_id: dealership.id,
    dealership_slug: dealership.slug,
    city: 'Sydney',
    state: 'NSW',
    location_name: `${dealership.name} Sales`,
    simple_body: 'Hatch',
    simple_transmission: 'Automatic',
    simple_fuel: 'Petrol',
    simple_drive: 'FWD',
    seats: 5,
    doors: 5,
    item_type: 'car',
    location: {
      id: locationId,
      name: `${dealership.name} Sales`,
      slug: `${dealership.slug}-sales`,
      phone: null,
      city: 'Sydney',
      state: 'NSW',
      distribution_locations: [],
      address: { id: locationId, street: '1 Test St', city: 'Sydney', state: 'NSW', postcode: '2000' },
    },
    ...overrides,
  };
  return CarSchema.parse(car);
}

function makeLocation(options: {
  id: number;
  dealership: FixtureDealership;
  name?: string;
  visible?: boolean;
}): Location {
  const { id, dealership } = options;
  return LocationSchema.parse({
    id,
    name: options.name ?? `${dealership.name} Sales`,
    slug: `${dealership.slug}-${id}`,
    location_type: 'sales',
    location_subtype: null,
    primary: options.visible !== false,
    visible: options.visible !== false,
    dealership_id: dealership.id,
    dealership_slug: dealership.slug,
    manufacturers: [],
    address: {
      street: '1 Test St',
      city: 'Sydney',
      state: 'NSW',
      postcode: '2000',
      lat: -33.87,
      long: 151.21,
      place_id: null,
      place_url: null,
      map_key: null,
    },
    contact_detail: { phone: '02 9000 0000', landline_phone: null, opening_hours: [] },
    special_hours: [],
    dealer_license_number: null,
    motor_vehicle_repairer: null,
    image: null,
    reviews: null,
    average_rating: null,
    review_count: 0,
  });
}

const [ALPHA_MOTORS, ALPHA_USED, BRAVO_NISSAN, ORPHAN] = DEALERSHIPS as [
  FixtureDealership,
  FixtureDealership,
  FixtureDealership,
  FixtureDealership,
];

/** The route-test cars, relative to `now` (ms). Slug prefixes say whose they are. */
export function fixtureCars(now: number): Car[] {
  return [
    // Alpha: visible
    makeCar({ id: 9101, slug: 'alpha-in-stock', dealership: ALPHA_MOTORS, created_at: daysAgo(now, 5) }),
    makeCar({ id: 9102, slug: 'alpha-coming-soon', dealership: ALPHA_MOTORS, status: 'coming_soon', car_type: 'new' }),
    makeCar({
      id: 9103,
      slug: 'alpha-sold-yesterday',
      dealership: ALPHA_MOTORS,
      status: 'sold',
      sold_at: daysAgo(now, 1),
    }),
    makeCar({
      id: 9104,
      slug: 'alpha-second-dealer',
      dealership: ALPHA_USED,
      car_type: 'demo',
      created_at: daysAgo(now, 1),
    }),
    makeCar({
      id: 9105,
      slug: 'alpha-delivered-recently',
      dealership: ALPHA_MOTORS,
      status: 'delivered',
      sold_at: daysAgo(now, 2),
    }),
    makeCar({
      id: 9106,
      slug: 'alpha-view-counter',
      dealership: ALPHA_MOTORS,
      photos_count: 7,
      updated_at: '2026-11-15T09:30:00Z',
    }),
    // Not in stock, not yet dated as sold: shown with the sold view (spec: 000 §4).
    makeCar({ id: 9107, slug: 'alpha-under-offer', dealership: ALPHA_MOTORS, status: 'under_offer' }),
    // alpha-used keeps sold cars 7 days (its own setting), alpha-motors 3.
    makeCar({
      id: 9108,
      slug: 'alpha-used-sold-5-days',
      dealership: ALPHA_USED,
      status: 'sold',
      sold_at: daysAgo(now, 5),
    }),
    // Alpha: hidden
    makeCar({
      id: 9117,
      slug: 'alpha-sold-5-days',
      dealership: ALPHA_MOTORS,
      status: 'sold',
      sold_at: daysAgo(now, 5),
    }),
    makeCar({
      id: 9111,
      slug: 'alpha-sold-long-ago',
      dealership: ALPHA_MOTORS,
      status: 'sold',
      sold_at: daysAgo(now, 10),
    }),
    makeCar({ id: 9112, slug: 'alpha-off-website', dealership: ALPHA_MOTORS, show_on_dealer_website: false }),
    makeCar({ id: 9113, slug: 'alpha-two-photos', dealership: ALPHA_MOTORS, photos_count: 2 }),
    makeCar({ id: 9114, slug: 'alpha-holden', dealership: ALPHA_MOTORS, make: 'Holden', model: 'Commodore' }),
    makeCar({ id: 9115, slug: 'alpha-excluded-stocknum', dealership: ALPHA_MOTORS, stocknum: 'A-HIDE' }),
    makeCar({
      id: 9116,
      slug: 'alpha-delivered-bad-date',
      dealership: ALPHA_MOTORS,
      status: 'delivered',
      sold_at: 'some day',
    }),
    // Bravo (used only, level 0, sold visible 7 days)
    makeCar({
      id: 9121,
      slug: 'bravo-used',
      dealership: BRAVO_NISSAN,
      make: 'Nissan',
      model: 'Navara',
      photos_count: 0,
    }),
    makeCar({
      id: 9122,
      slug: 'bravo-new',
      dealership: BRAVO_NISSAN,
      make: 'Nissan',
      model: 'Patrol',
      car_type: 'new',
    }),
    makeCar({
      id: 9123,
      slug: 'bravo-demo',
      dealership: BRAVO_NISSAN,
      make: 'Nissan',
      model: 'X-Trail',
      car_type: 'demo',
    }),
    makeCar({
      id: 9124,
      slug: 'bravo-sold-5-days',
      dealership: BRAVO_NISSAN,
      make: 'Nissan',
      status: 'sold',
      sold_at: daysAgo(now, 5),
    }),
    // Nobody's site
    makeCar({ id: 9131, slug: 'orphan-car', dealership: ORPHAN }),
  ];
}

/** Slugs each site must show (and only these) among {@link fixtureCars}. */
export const VISIBLE = {
  alpha: [
    'alpha-in-stock',
    'alpha-coming-soon',
    'alpha-sold-yesterday',
    'alpha-second-dealer',
    'alpha-delivered-recently',
    'alpha-view-counter',
    'alpha-under-offer',
    'alpha-used-sold-5-days',
  ],
  bravo: ['bravo-used', 'bravo-sold-5-days'],
};

/** A whole dealership document for a fixture dealership, as the demo seed writes one (no overrides). */
export function fixtureDealershipDoc(dealer: FixtureDealership): Dealership {
  return {
    title: dealer.name,
    address: { city: 'Sydney', state: 'NSW', place_url: null },
    locations: [dealer.id + 100],
    url: `/search/${dealer.slug}`,
    make: null,
    logo: null,
    dealership_websites: [],
    manufacturer_id: null,
    config_overrides: {},
    // A test's own extras (a make, a logo) win.
    ...dealer,
  };
}

/**
 * Sets a dealership row's `config_overrides`, as a dealer's change would (tests of what reads them at run time).
 * @example await setDealershipOverrides(env.DB, 'veh-north', { comingSoonHidesTestDrive: true });
 */
export async function setDealershipOverrides(
  db: D1Database,
  slug: string,
  overrides: Record<string, unknown>,
): Promise<void> {
  await db
    .prepare("UPDATE dealerships SET doc = json_set(doc, '$.config_overrides', json(?)) WHERE slug = ?")
    .bind(JSON.stringify(overrides), slug)
    .run();
}

/** INSERT statements for dealerships, locations and cars (ignored when the row already exists). */
export function fixtureStatements(
  db: D1Database,
  cars: Car[],
  dealers: FixtureDealership[] = DEALERSHIPS,
  locations: Location[] = fixtureLocations(),
) {
  const dealerships = dealers.map((dealer) =>
    db
      .prepare('INSERT OR IGNORE INTO dealerships (id, slug, name, doc) VALUES (?, ?, ?, ?)')
      .bind(dealer.id, dealer.slug, dealer.name, JSON.stringify(fixtureDealershipDoc(dealer))),
  );
  const locationRows = locations.map((location) =>
    db
      .prepare(
        'INSERT OR IGNORE INTO locations (id, slug, dealership_id, location_type, visible, doc) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .bind(
        location.id,
        location.slug,
        location.dealership_id,
        location.location_type,
        location.visible ? 1 : 0,
        JSON.stringify(location),
      ),
  );
  return [...dealerships, ...locationRows, ...cars.map((car) => insertCar(db, car))];
}

/** One car row, columns mirrored from the doc the way the seed writes them. */
export function insertCar(db: D1Database, car: Car): D1PreparedStatement {
  const placeholders = CAR_COLUMNS.map(() => '?').join(', ');
  return db
    .prepare(`INSERT OR IGNORE INTO cars (${CAR_COLUMNS.join(', ')}) VALUES (${placeholders})`)
    .bind(...carRowValues(car));
}

/**
 * Loads the fixtures into the test D1 and KV. Idempotent: rows that exist are kept, so test files
 * that share storage do not reset each other's counters.
 *
 * @example beforeAll(() => seedFixtures(env));
 */
export async function seedFixtures(bindings: { DB: D1Database; TENANTS: KVNamespace }, now = Date.now()) {
  await bindings.DB.batch(fixtureStatements(bindings.DB, fixtureCars(now)));
  await Promise.all(Object.entries(tenantKv()).map(([key, value]) => bindings.TENANTS.put(key, value)));
}
