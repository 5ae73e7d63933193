import type { Car } from '../schemas/car';
import type { TenantConfig } from '../schemas/tenant';

// The one rule for "which cars does this dealer site show" (spec: 001 §4 "Cars offered for search";
// 000 §3 statuses; 000 §5 stock filter level). The server kit's SQL filter
// (shared/src/server-kit/visible-stock-sql.ts) is written from the same rule, and a Worker
// test checks that both agree on a fixture set of cars.

const DAY_MS = 86_400_000;

/** The car fields the visibility rule reads. */
export type StockVisibilityFields = Pick<
  Car,
  | 'status'
  | 'sold_at'
  | 'show_on_dealer_website'
  | 'photos_count'
  | 'car_type'
  | 'make'
  | 'stocknum'
  | 'dealership_slug'
>;

/** The tenant settings the visibility rule reads. */
export type StockVisibilityConfig = Pick<TenantConfig, 'dealerships' | 'stock' | 'soldVisibleDays'> &
  Partial<Pick<TenantConfig, 'soldVisibleDaysByDealership'>>;

/** Statuses that count as in stock; every other status counts as sold (spec: 000 §3). */
export const IN_STOCK_STATUSES = ['in_stock', 'coming_soon'] as const;

/**
 * The instant a sold car stops being shown: `sold_at` plus the tenant's `soldVisibleDays`
 * (spec: 001 §4 "sold within the last N days (default 3)"). Null when `sold_at` is missing or unreadable.
 *
 * @example soldVisibleUntil('2026-11-20T00:00:00Z', 3) // → 2026-11-23T00:00:00.000Z
 */
export function soldVisibleUntil(soldAt: string | null, soldVisibleDays: number): Date | null {
  if (soldAt === null) return null;
  const soldMs = Date.parse(soldAt);
  if (Number.isNaN(soldMs)) return null;
  return new Date(soldMs + soldVisibleDays * DAY_MS);
}

/**
 * The earliest `sold_at` still shown at `now`: a sold car is visible while `sold_at >= soldVisibleSince`.
 *
 * @example soldVisibleSince(3, new Date('2026-11-23T00:00:00Z')) // → 2026-11-20T00:00:00.000Z
 */
export function soldVisibleSince(soldVisibleDays: number, now: Date): Date {
  return new Date(now.getTime() - soldVisibleDays * DAY_MS);
}

/** Whether a status counts as in stock (in_stock or coming_soon); anything else is sold. */
export function isInStockStatus(status: string): boolean {
  return (IN_STOCK_STATUSES as readonly string[]).includes(status);
}

/**
 * How many days a dealership's sold cars stay on the site: the dealership's own setting, else the
 * site's `soldVisibleDays` (spec: 001 §4 "default 3, configurable per dealership").
 *
 * @example soldVisibleDaysFor(tenant, 'harbour-city-used-cars') // → 7 when that dealership says 7
 */
export function soldVisibleDaysFor(tenant: StockVisibilityConfig, dealershipSlug: string): number {
  return tenant.soldVisibleDaysByDealership?.[dealershipSlug] ?? tenant.soldVisibleDays;
}

/** One sold-visibility window of a site: these dealerships show sold cars whose `sold_at` is at or after `since`. */
export interface SoldVisibilityWindow {
  dealerships: string[];
  since: Date;
}

/**
 * The site's dealerships grouped by their sold-visibility window at `now`, longest window first, so
 * the SQL and search spellings of the rule need one clause per distinct setting, not per dealership.
 *
 * @example soldVisibilityWindows({ ...tenant, dealerships: ['a', 'b'], soldVisibleDaysByDealership: { b: 7 } }, now)
 *   // → [{ dealerships: ['b'], since: now − 7 days }, { dealerships: ['a'], since: now − 3 days }]
 */
export function soldVisibilityWindows(tenant: StockVisibilityConfig, now: Date): SoldVisibilityWindow[] {
  const byDays = new Map<number, string[]>();
  for (const slug of tenant.dealerships) {
    const days = soldVisibleDaysFor(tenant, slug);
    byDays.set(days, [...(byDays.get(days) ?? []), slug]);
  }
  return [...byDays.entries()]
    .sort(([a], [b]) => b - a)
    .map(([days, dealerships]) => ({ dealerships, since: soldVisibleSince(days, now) }));
}

/**
 * Whether a car not in stock is still shown at `now`. Without a sold date the car has not been sold
 * yet (under offer, on hold): it stays, with the sold view, until it gets one (spec: 000 §4 "anything
 * else shows the sold view"). With an unreadable one it is hidden, as nothing bounds its window.
 */
function soldCarStillShown(car: StockVisibilityFields, days: number, now: Date): boolean {
  if (car.sold_at === null) return true;
  const until = soldVisibleUntil(car.sold_at, days);
  return until !== null && now.getTime() <= until.getTime();
}

/**
 * Whether a dealer site shows a car at `now`: it belongs to one of the site's dealerships, the dealer
 * lets it on the website, it is in stock (or sold within its dealership's `soldVisibleDaysFor`, or
 * not in stock without a sold date yet), and it passes the site's
 * stock filter (minimum photos = `stock.level`, used only, excluded makes and stock numbers).
 *
 * @example isCarVisibleOnSite(car, tenant, new Date()) // → true for an in-stock car with enough photos
 */
export function isCarVisibleOnSite(car: StockVisibilityFields, tenant: StockVisibilityConfig, now: Date): boolean {
  if (!tenant.dealerships.includes(car.dealership_slug)) return false;
  if (!car.show_on_dealer_website) return false;
  if (!isInStockStatus(car.status) && !soldCarStillShown(car, soldVisibleDaysFor(tenant, car.dealership_slug), now)) {
    return false;
  }
  return passesStockFilter(car, tenant.stock);
}

/** The tenant's stock filter on its own (spec: 000 §5); see `StockFilterSchema` for what `level` means. */
export function passesStockFilter(
  car: Pick<Car, 'photos_count' | 'car_type' | 'make' | 'stocknum'>,
  stock: StockVisibilityConfig['stock'],
): boolean {
  if (car.photos_count < stock.level) return false;
  if (stock.usedOnly && car.car_type !== 'used') return false;
  const make = normaliseMake(car.make);
  if (stock.excludedMakes.some((excluded) => normaliseMake(excluded) === make)) return false;
  if (stock.excludedStockNumbers.includes(car.stocknum)) return false;
  return true;
}

/**
 * How makes are compared for exclusion: spaces trimmed and ASCII lower case, exactly what SQLite's
 * `lower(trim(make))` does, so the SQL side matches the same cars.
 *
 * @example normaliseMake(' Toyota ') // → 'toyota'
 */
export function normaliseMake(make: string): string {
  return make.replace(/^ +| +$/g, '').replace(/[A-Z]/g, (ch) => ch.toLowerCase());
}
