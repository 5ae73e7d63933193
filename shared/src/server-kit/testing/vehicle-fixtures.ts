import type { Car, TenantConfig } from '../../domain';
import { daysAgo, type FixtureDealership, fixtureStatements, locationsFor, makeCar, makeTenant } from './fixtures';

// The vehicle page tests' own sites, dealerships and stock (ids 95xxx, slugs `veh-…`), so nothing another
// test file writes changes what these sites show: mfe-vehicle's API and page tests, and the gateway's and
// finance's tests that need a car page's car.

/** The moment the fixtures are relative to (one per test run). */
export const VEH_NOW = Date.now();

export const VEH_DEALERS = {
  north: { id: 95001, slug: 'veh-north', name: 'Veh North Motors' },
  south: { id: 95002, slug: 'veh-south', name: 'Veh South Autos' },
  rival: { id: 95003, slug: 'veh-rival', name: 'Veh Rival Cars' },
} satisfies Record<string, FixtureDealership>;

/** The main site: both dealerships, finance (the calculator and teaser) and reserving on. */
export const VEH = makeTenant({
  slug: 'vehpage',
  name: 'Veh Page Motors',
  websiteId: 9501,
  dealerships: ['veh-north', 'veh-south'],
  features: { finance: true, reserve: true },
});
/** Another site, with its own Corollas in the same price band (reserving on, so only the car tells them apart). */
export const VEH_RIVAL = makeTenant({
  slug: 'vehrival',
  websiteId: 9502,
  dealerships: ['veh-rival'],
  features: { reserve: true },
});
/** The main site's stock with a tiny `partners` budget, and a brand (GWM) it has none of, that skips its page. */
export const VEH_LIMITED = makeTenant({
  slug: 'vehlimit',
  websiteId: 9503,
  dealerships: ['veh-north'],
  rateLimits: { partners: { limit: 2, windowSeconds: 60 } },
  catalogue: {
    brands: [{ title: 'GWM', slug: 'gwm', logo: null, banner: null, description: null, skipPage: true }],
  },
});

export const VEH_HOST = 'vehpage.localhost';
export const VEH_RIVAL_HOST = 'vehrival.localhost';
export const VEH_LIMITED_HOST = 'vehlimit.localhost';

/** The car most tests ask about: a $30,000 Toyota Corolla of veh-north (location postcode 2000). */
export const MAIN_CAR = 'veh-corolla-main';

/** The main car's similar cars: same model in its band (newest first), then other models in it. */
export const SAME_MODEL_IN_BAND = ['veh-corolla-40k', 'veh-corolla-38k', 'veh-corolla-coming-33k', 'veh-corolla-25k'];
export const OTHER_MODELS_IN_BAND = [
  'veh-civic-36k',
  'veh-cerato-35k',
  'veh-mazda3-31k',
  'veh-cx5-29k',
  'veh-i30-27k',
  'veh-focus-22k',
];

interface Listing {
  slug: string;
  make: string;
  model: string;
  price: number;
  /** Days since listed: the similar queries order newest first. */
  listedDaysAgo: number;
  dealer?: FixtureDealership;
  overrides?: Partial<Car>;
}

const LISTINGS: Listing[] = [
  { slug: MAIN_CAR, make: 'Toyota', model: 'Corolla', price: 30_000, listedDaysAgo: 3 },
  { slug: 'veh-corolla-40k', make: 'Toyota', model: 'Corolla', price: 40_000, listedDaysAgo: 1 },
  {
    slug: 'veh-corolla-38k',
    make: 'Toyota',
    model: 'Corolla',
    price: 38_000,
    listedDaysAgo: 2,
    dealer: VEH_DEALERS.south,
  },
  {
    slug: 'veh-corolla-coming-33k',
    make: 'Toyota',
    model: 'Corolla',
    price: 33_000,
    listedDaysAgo: 4,
    overrides: { status: 'coming_soon', car_type: 'new' },
  },
  { slug: 'veh-corolla-25k', make: 'Toyota', model: 'Corolla', price: 25_000, listedDaysAgo: 5 },
  // Same model, outside the band or not offered.
  { slug: 'veh-corolla-45k', make: 'Toyota', model: 'Corolla', price: 45_000, listedDaysAgo: 1 },
  { slug: 'veh-corolla-15k', make: 'Toyota', model: 'Corolla', price: 15_000, listedDaysAgo: 1 },
  {
    slug: 'veh-corolla-sold',
    make: 'Toyota',
    model: 'Corolla',
    price: 31_000,
    listedDaysAgo: 1,
    overrides: { status: 'sold', sold_at: daysAgo(VEH_NOW, 1) },
  },
  {
    slug: 'veh-corolla-hidden',
    make: 'Toyota',
    model: 'Corolla',
    price: 30_500,
    listedDaysAgo: 1,
    overrides: { show_on_dealer_website: false },
  },
  // Other models in the band, newest first.
  { slug: 'veh-civic-36k', make: 'Honda', model: 'Civic', price: 36_000, listedDaysAgo: 6 },
  { slug: 'veh-cerato-35k', make: 'Kia', model: 'Cerato', price: 35_000, listedDaysAgo: 7, dealer: VEH_DEALERS.south },
  { slug: 'veh-mazda3-31k', make: 'Mazda', model: '3', price: 31_000, listedDaysAgo: 8 },
  { slug: 'veh-cx5-29k', make: 'Mazda', model: 'CX-5', price: 29_000, listedDaysAgo: 9 },
  { slug: 'veh-i30-27k', make: 'Hyundai', model: 'i30', price: 27_000, listedDaysAgo: 10 },
  { slug: 'veh-focus-22k', make: 'Ford', model: 'Focus', price: 22_000, listedDaysAgo: 11 },
  // The wide band (from $50,000: ±25,000).
  { slug: 'veh-landcruiser-80k', make: 'Toyota', model: 'LandCruiser', price: 80_000, listedDaysAgo: 2 },
  { slug: 'veh-landcruiser-60k', make: 'Toyota', model: 'LandCruiser', price: 60_000, listedDaysAgo: 3 },
  { slug: 'veh-landcruiser-104k', make: 'Toyota', model: 'LandCruiser', price: 104_000, listedDaysAgo: 4 },
  { slug: 'veh-landcruiser-110k', make: 'Toyota', model: 'LandCruiser', price: 110_000, listedDaysAgo: 5 },
  // What the price guide does not value, and a car priced on enquiry.
  {
    slug: 'veh-caravan',
    make: 'Jayco',
    model: 'Journey',
    price: 84_990,
    listedDaysAgo: 12,
    overrides: { item_type: 'caravan', seats: null, doors: null },
  },
  { slug: 'veh-enquire', make: 'Toyota', model: 'Camry', price: 0, listedDaysAgo: 12 },
  // The rival site's Corollas, in the main car's band: never on the main site.
  {
    slug: 'veh-rival-corolla-30k',
    make: 'Toyota',
    model: 'Corolla',
    price: 30_000,
    listedDaysAgo: 0,
    dealer: VEH_DEALERS.rival,
  },
  {
    slug: 'veh-rival-corolla-32k',
    make: 'Toyota',
    model: 'Corolla',
    price: 32_000,
    listedDaysAgo: 0,
    dealer: VEH_DEALERS.rival,
  },
];

/** The tests' cars. */
export function vehicleCars(now = VEH_NOW): Car[] {
  return LISTINGS.map((listing, index) =>
    makeCar({
      id: 95101 + index,
      slug: listing.slug,
      dealership: listing.dealer ?? VEH_DEALERS.north,
      make: listing.make,
      model: listing.model,
      name: `2022 ${listing.make} ${listing.model}`,
      year: 2022,
      price: listing.price,
      created_at: daysAgo(now, listing.listedDaysAgo),
      updated_at: new Date(now).toISOString(),
      dealercomments: '<p>One owner, full service history.</p><script>alert(1)</script>',
      standardEquipment: ['Reversing Camera', 'Apple CarPlay'],
      ...listing.overrides,
    }),
  );
}

/** The car with a slug, from {@link vehicleCars}. */
export function vehicleCar(slug: string): Car {
  const car = vehicleCars().find((candidate) => candidate.slug === slug);
  if (!car) throw new Error(`no fixture car ${slug}`);
  return car;
}

/**
 * Loads the fixtures into D1 and the sites into KV (idempotent).
 *
 * @example beforeAll(() => seedVehicleFixtures(env));
 */
export async function seedVehicleFixtures(bindings: { DB: D1Database; TENANTS: KVNamespace }): Promise<void> {
  const dealers = Object.values(VEH_DEALERS);
  await bindings.DB.batch(fixtureStatements(bindings.DB, vehicleCars(), dealers, locationsFor(dealers)));
  const tenants: TenantConfig[] = [VEH, VEH_RIVAL, VEH_LIMITED];
  await Promise.all(tenants.map((tenant) => bindings.TENANTS.put(`tenant:${tenant.slug}`, JSON.stringify(tenant))));
}
