import { type CarType, type Dealership, type Location, type Make, slugify } from '@forecourt/shared';
import type { AustralianState } from './holidays';
import { type ItemType, makeLogoUrl } from './makes';
import type { Weighted } from './random';

// The demo dealer groups: which dealerships exist, which site shows them and what stock they hold.

export const TENANT_SLUGS = ['harbourcity', 'sunvalley', 'redgum'] as const;
export type TenantSlug = (typeof TENANT_SLUGS)[number];

/** The numeric website id of each demo site (sent with analytics; offers exclude sites by it). */
export const WEBSITE_IDS: Readonly<Record<TenantSlug, number>> = { harbourcity: 1, sunvalley: 2, redgum: 3 };

/** What a dealership has on its lot; the car generator follows it. */
export interface StockPlan {
  count: number;
  /** Relative shares of new, demonstrator and used stock. */
  mix: Readonly<Record<CarType, number>>;
  /** Makes the dealership sells new (and as demonstrators); used stock may be any make. */
  newMakes: readonly string[];
  /** Relative shares of each kind of vehicle. */
  itemTypes: readonly Weighted<ItemType>[];
  /** Whether models with the one-site series (duo, city, sport) may be stocked here (spec: 000 §3). */
  siteOnlySeries: boolean;
  /** Whether a car can be reserved online (Stripe) from this dealership (spec: 001 §3 payment_processors). */
  reserve: boolean;
  /**
   * The dealership's own deposit for every car it reserves (spec: 001 §3 reserveAmount, §9 "blank when $0");
   * without it each car draws one. Fixed, it draws nothing, so the other cars' data is unchanged.
   */
  reserveAmount?: number;
  /** Whether used cars may be traded in online here. */
  tradeIn: boolean;
  /** The first letters of every stock number. */
  stockPrefix: string;
}

export interface DealershipPlan {
  slug: string;
  name: string;
  title: string;
  tenant: TenantSlug;
  /** The franchise make, or null for a multi-brand dealership. */
  make: string | null;
  city: string;
  state: AustralianState;
  stock: StockPlan;
  configOverrides?: Record<string, unknown>;
}

const CARS_ONLY: readonly Weighted<ItemType>[] = [['car', 1]];
const FRANCHISE_MIX = { new: 55, demo: 10, used: 35 } as const;
const USED_ONLY_MIX = { new: 0, demo: 0, used: 1 } as const;

function franchise(
  make: string,
  city: string,
  count: number,
  stockPrefix: string,
  extra: Partial<StockPlan> = {},
): DealershipPlan {
  const name = `Harbour City ${make}`;
  return {
    slug: slugify(name),
    name,
    title: `${name} | New & Used ${make} Cars in ${city}`,
    tenant: 'harbourcity',
    make,
    city,
    state: 'NSW',
    stock: {
      count,
      mix: FRANCHISE_MIX,
      newMakes: [make],
      itemTypes: CARS_ONLY,
      siteOnlySeries: false,
      reserve: true,
      tradeIn: true,
      stockPrefix,
      ...extra,
    },
  };
}

/** Every demo dealership, in id order (ids from 1). */
export const DEALERSHIP_PLANS: readonly DealershipPlan[] = [
  {
    ...franchise('Toyota', 'Parramatta', 900, 'HCT'),
    // spec: 001 §4 "Status coming_soon removes the test drive button on one dealership"
    configOverrides: { comingSoonHidesTestDrive: true },
  },
  franchise('Mazda', 'Artarmon', 650, 'HCM'),
  franchise('Hyundai', 'Liverpool', 650, 'HCH'),
  franchise('Kia', 'Penrith', 600, 'HCK', { siteOnlySeries: true }),
  franchise('Ford', 'Brookvale', 650, 'HCF'),
  {
    slug: 'harbour-city-used-cars',
    name: 'Harbour City Used Cars',
    title: 'Harbour City Used Cars | Quality Used Cars in Sydney',
    tenant: 'harbourcity',
    make: null,
    city: 'Homebush',
    state: 'NSW',
    stock: {
      count: 750,
      mix: USED_ONLY_MIX,
      newMakes: [],
      itemTypes: CARS_ONLY,
      siteOnlySeries: true,
      reserve: true,
      tradeIn: true,
      stockPrefix: 'HCU',
    },
    // spec: 001 §4 "sold within the last N days (default 3, configurable per dealership)"
    configOverrides: { soldVisibleDays: 7 },
  },
  {
    slug: 'sun-valley-motors',
    name: 'Sun Valley Motors',
    title: 'Sun Valley Motors | Used Cars on the Sunshine Coast',
    tenant: 'sunvalley',
    make: null,
    city: 'Maroochydore',
    state: 'QLD',
    // The site is used-only; the new MG and GWM stock is still in D1 and must be filtered out.
    stock: {
      count: 900,
      mix: { new: 15, demo: 5, used: 80 },
      newMakes: ['MG', 'GWM'],
      itemTypes: CARS_ONLY,
      siteOnlySeries: false,
      // Sold online with no deposit: a $0 reservation holds the car without a payment (the site's Buy Online).
      reserve: true,
      reserveAmount: 0,
      tradeIn: true,
      stockPrefix: 'SVM',
    },
    // Its CRM ingests ADF/XML 1.0, so its leads leave the outbox as ADF (issue 30; the CRM simulator shows them).
    configOverrides: { crmFormat: 'adf' },
  },
  {
    slug: 'redgum-caravans',
    name: 'Redgum Caravans',
    title: 'Redgum Caravans | New & Used Caravans in Bendigo',
    tenant: 'redgum',
    make: null,
    city: 'Kangaroo Flat',
    state: 'VIC',
    stock: {
      count: 400,
      mix: { new: 50, demo: 5, used: 45 },
      newMakes: ['Jayco', 'Avan', 'New Age', 'Zone RV', 'Lotus Caravans'],
      itemTypes: [['caravan', 1]],
      siteOnlySeries: false,
      reserve: false,
      tradeIn: false,
      stockPrefix: 'RGC',
    },
    // Its CRM reads its leads from a mailbox: ADF/XML by e-mail (issue 30; the e-mail simulator shows them).
    configOverrides: { crmFormat: 'adf', crmEmail: 'leads@redgum-caravans.example' },
  },
  {
    slug: 'redgum-motorcycles-and-trucks',
    name: 'Redgum Motorcycles & Trucks',
    title: 'Redgum Motorcycles & Trucks | Adelaide',
    tenant: 'redgum',
    make: null,
    city: 'Wingfield',
    state: 'SA',
    stock: {
      count: 300,
      mix: { new: 45, demo: 5, used: 50 },
      newMakes: ['Yamaha', 'Kawasaki', 'Royal Enfield', 'Triumph', 'Hino', 'Isuzu'],
      itemTypes: [
        ['motorcycle', 2],
        ['truck', 1],
      ],
      siteOnlySeries: false,
      reserve: false,
      tradeIn: false,
      stockPrefix: 'RGM',
    },
  },
];

/** The dealership plans a tenant shows. */
export function dealershipPlansOf(tenant: TenantSlug): DealershipPlan[] {
  return DEALERSHIP_PLANS.filter((plan) => plan.tenant === tenant);
}

/**
 * The Dealership entities (spec: 001 §3), ids from 1 in plan order, each listing its locations.
 * A franchise dealership shows its make's logo; a multi-brand one its site's logo.
 */
export function buildDealerships(makes: readonly Make[], locations: readonly Location[]): Dealership[] {
  const makesByName = new Map(makes.map((make) => [make.name, make]));
  return DEALERSHIP_PLANS.map((plan, index) => {
    const id = index + 1;
    const own = locations.filter((location) => location.dealership_id === id);
    const primary = own.find((location) => location.primary) ?? own[0];
    const make = plan.make === null ? undefined : makesByName.get(plan.make);
    return {
      id,
      slug: plan.slug,
      name: plan.name,
      title: plan.title,
      address: { city: plan.city, state: plan.state, place_url: primary?.address.place_url ?? null },
      locations: own.map((location) => location.id),
      url: `/search/${plan.slug}`,
      make: plan.make,
      logo: make ? makeLogoUrl(make.slug) : `/media/v1/logo/tenant-${plan.tenant}.svg`,
      dealership_websites: [plan.tenant],
      manufacturer_id: make?.id ?? null,
      config_overrides: plan.configOverrides ?? {},
    };
  });
}
