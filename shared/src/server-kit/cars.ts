import { CAR_TYPES, type Car, type CarType, type TenantConfig } from '../domain';
import { visibleStockWhere } from './visible-stock-sql';

// D1 reads and writes of stock, always through the tenant's visibility rule: a car another tenant
// owns, or one this tenant's site does not show, does not exist here.

export { visibleStockWhere } from './visible-stock-sql';

/** A visible car's sitemap entry. */
export interface CarSitemapEntry {
  slug: string;
  updated_at: string;
}

/** What recording a view answers: the new count and the fields a client checks for staleness. */
export interface CarViewRecord {
  views: number;
  photos_count: number;
  updated_at: string;
}

interface DocRow {
  doc: string;
  views: number;
}

function carFromRow(row: DocRow): Car {
  // The doc was validated by CarSchema when it was written; the column holds the live view count.
  return { ...(JSON.parse(row.doc) as Car), views: row.views };
}

/**
 * The car with this slug, if the tenant's site shows it at `now`; null otherwise (unknown slug,
 * another tenant's car, hidden, sold too long ago, filtered out).
 *
 * @example const car = await findVisibleCar(env.DB, tenant, '2021-toyota-hilux-sr5-t100', new Date());
 */
export async function findVisibleCar(
  db: D1Database,
  tenant: TenantConfig,
  slug: string,
  now: Date,
): Promise<Car | null> {
  return (await findVisibleCarBy(db, tenant, 'slug', slug, now))?.car ?? null;
}

/** A car the site shows, with the version of what a page shows of it. */
export interface VersionedCar {
  car: Car;
  /** When its row last changed (`updated_at`: a price, a status, a reservation — not always in the doc). */
  version: string;
}

/**
 * {@link findVisibleCar} with the car's version, in the same read: what a kept page of the car is keyed by.
 *
 * @example const found = await findVisibleCarVersioned(env.DB, tenant, '2021-toyota-hilux-sr5-t100', new Date()); // → { car, version: '2026-11-27T10:00:00.000Z' }
 */
export function findVisibleCarVersioned(
  db: D1Database,
  tenant: TenantConfig,
  slug: string,
  now: Date,
): Promise<VersionedCar | null> {
  return findVisibleCarBy(db, tenant, 'slug', slug, now);
}

/**
 * The car with this id, if the tenant's site shows it at `now` (the finance form's `car_id`); else null.
 *
 * @example const car = await findVisibleCarById(env.DB, tenant, 4021, new Date());
 */
export async function findVisibleCarById(
  db: D1Database,
  tenant: TenantConfig,
  id: number,
  now: Date,
): Promise<Car | null> {
  return (await findVisibleCarBy(db, tenant, 'id', id, now))?.car ?? null;
}

async function findVisibleCarBy(
  db: D1Database,
  tenant: TenantConfig,
  column: 'slug' | 'id',
  value: string | number,
  now: Date,
): Promise<VersionedCar | null> {
  const where = visibleStockWhere(tenant, now, 'c');
  const row = await db
    .prepare(`SELECT c.doc, c.views, c.updated_at FROM cars c WHERE c.${column} = ? AND ${where.sql}`)
    .bind(value, ...where.params)
    .first<DocRow & { updated_at: string }>();
  return row ? { car: carFromRow(row), version: row.updated_at } : null;
}

/**
 * Slug and `updated_at` of every car the site shows, newest change first (for the sitemap).
 *
 * @example for (const { slug, updated_at } of await listVisibleCarSlugs(env.DB, tenant, new Date())) { … }
 */
export async function listVisibleCarSlugs(db: D1Database, tenant: TenantConfig, now: Date): Promise<CarSitemapEntry[]> {
  const where = visibleStockWhere(tenant, now, 'c');
  const { results } = await db
    .prepare(`SELECT c.slug, c.updated_at FROM cars c WHERE ${where.sql} ORDER BY c.updated_at DESC, c.id DESC`)
    .bind(...where.params)
    .all<CarSitemapEntry>();
  return results;
}

/**
 * The `limit` most recently listed cars the site shows (by `created_at`).
 *
 * @example const latest = await newestVisibleCars(env.DB, tenant, new Date(), 8);
 */
export async function newestVisibleCars(db: D1Database, tenant: TenantConfig, now: Date, limit = 8): Promise<Car[]> {
  const where = visibleStockWhere(tenant, now, 'c');
  const { results } = await db
    .prepare(`SELECT c.doc, c.views FROM cars c WHERE ${where.sql} ORDER BY c.created_at DESC, c.id DESC LIMIT ?`)
    .bind(...where.params, limit)
    .all<DocRow>();
  return results.map(carFromRow);
}

/** A car a visitor can book a test drive of: its id (the lead's car_id), slug and name. */
export interface TestDriveCar {
  id: number;
  slug: string;
  name: string;
}

/**
 * Every unsold car the site shows, by name: the choice of the test-drive booking page.
 *
 * @example const cars = await testDriveCars(env.DB, tenant, new Date());
 */
export async function testDriveCars(db: D1Database, tenant: TenantConfig, now: Date): Promise<TestDriveCar[]> {
  const where = visibleStockWhere(tenant, now, 'c');
  const { results } = await db
    .prepare(
      `SELECT c.id, c.slug, json_extract(c.doc, '$.name') AS name FROM cars c WHERE c.sold_at IS NULL AND ${where.sql} ORDER BY name, c.id`,
    )
    .bind(...where.params)
    .all<TestDriveCar>();
  return results;
}

/**
 * How many cars the site shows, per car type (every type present, 0 when none).
 *
 * @example await countVisibleByCarType(env.DB, tenant, new Date()) // → { new: 12, demo: 3, used: 240 }
 */
export async function countVisibleByCarType(
  db: D1Database,
  tenant: TenantConfig,
  now: Date,
): Promise<Record<CarType, number>> {
  const where = visibleStockWhere(tenant, now, 'c');
  const { results } = await db
    .prepare(`SELECT c.car_type, COUNT(*) AS count FROM cars c WHERE ${where.sql} GROUP BY c.car_type`)
    .bind(...where.params)
    .all<{ car_type: CarType; count: number }>();
  const counts = Object.fromEntries(CAR_TYPES.map((type) => [type, 0])) as Record<CarType, number>;
  for (const row of results) counts[row.car_type] = row.count;
  return counts;
}

/**
 * Counts one view of a car the site shows and answers the new count with the car's current
 * `photos_count` and `updated_at`; null when the site does not show the car (nothing is counted).
 *
 * @example const record = await recordCarView(env.DB, tenant, slug, new Date());
 */
export async function recordCarView(
  db: D1Database,
  tenant: TenantConfig,
  slug: string,
  now: Date,
): Promise<CarViewRecord | null> {
  const where = visibleStockWhere(tenant, now, 'c');
  return db
    .prepare(
      `UPDATE cars AS c SET views = views + 1 WHERE c.slug = ? AND ${where.sql} RETURNING views, photos_count, updated_at`,
    )
    .bind(slug, ...where.params)
    .first<CarViewRecord>();
}

/**
 * The view count of a car the site shows; null when it does not show it.
 *
 * @example const views = await carViews(env.DB, tenant, slug, new Date());
 */
export async function carViews(db: D1Database, tenant: TenantConfig, slug: string, now: Date): Promise<number | null> {
  const where = visibleStockWhere(tenant, now, 'c');
  const row = await db
    .prepare(`SELECT c.views FROM cars c WHERE c.slug = ? AND ${where.sql}`)
    .bind(slug, ...where.params)
    .first<{ views: number }>();
  return row?.views ?? null;
}
