import {
  ANALYTICS_EVENTS,
  type Car,
  isInStockStatus,
  type TenantConfig,
  type WatchlistCandidate,
} from '@forecourt/shared';
import { visibleStockWhere } from '@forecourt/shared/server-kit/cars';
import { dealershipScope } from '@forecourt/shared/server-kit/tenant-scope';
import { analyticsEventStatement } from '../identity/analytics-events';

// The watchlist table (migration 0002): cars a signed-in user saved on a site. Cars are looked up
// through the site's visibility rule (services/cars), so another site's car does not exist here.

/** Who is saving, where. */
export interface WatchlistOwner {
  tenant: TenantConfig;
  userId: number;
}

/** One saved car: its id, when it was saved, and the car while the site still shows it (else null). */
export interface WatchlistEntry {
  id: number;
  saved_at: string;
  car: Car | null;
}

/**
 * The car as a save candidate: whether it is in stock, or null when the site does not show it at `now`.
 *
 * @example const candidate = await watchlistCandidate(env.DB, tenant, 9101, Date.now());
 */
export async function watchlistCandidate(
  db: D1Database,
  tenant: TenantConfig,
  carId: number,
  now: number,
): Promise<WatchlistCandidate | null> {
  const where = visibleStockWhere(tenant, new Date(now), 'c');
  const row = await db
    .prepare(`SELECT c.status FROM cars c WHERE c.id = ? AND ${where.sql}`)
    .bind(carId, ...where.params)
    .first<{ status: string }>();
  return row ? { inStock: isInStockStatus(row.status) } : null;
}

/**
 * Whether the car is one of the site's dealerships' cars, shown or not (a saved car may since be hidden).
 *
 * @example if (!(await isSiteCar(env.DB, tenant, 9101))) return notFound();
 */
export async function isSiteCar(db: D1Database, tenant: TenantConfig, carId: number): Promise<boolean> {
  const scope = dealershipScope('c.dealership_id', tenant);
  const row = await db
    .prepare(`SELECT 1 AS found FROM cars c WHERE c.id = ? AND ${scope.sql}`)
    .bind(carId, ...scope.params)
    .first();
  return row !== null;
}

/**
 * Whether the user saved the car on this site.
 *
 * @example const saved = await isSaved(env.DB, owner, 9101);
 */
export async function isSaved(db: D1Database, owner: WatchlistOwner, carId: number): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS found FROM watchlist WHERE tenant = ? AND user_id = ? AND car_id = ?')
    .bind(owner.tenant.slug, owner.userId, carId)
    .first();
  return row !== null;
}

/**
 * Saves the car, with analytics event 39 (spec: 000 §7 "39 save car or favourite"), in one batch.
 *
 * @example await saveCar(env.DB, owner, 9101, { now: Date.now(), requestId });
 */
export async function saveCar(
  db: D1Database,
  owner: WatchlistOwner,
  carId: number,
  at: { now: number; requestId: string },
): Promise<void> {
  await db.batch([
    db
      .prepare('INSERT OR IGNORE INTO watchlist (tenant, user_id, car_id, created_at) VALUES (?, ?, ?, ?)')
      .bind(owner.tenant.slug, owner.userId, carId, at.now),
    analyticsEventStatement(db, {
      eventId: ANALYTICS_EVENTS.SAVE_CAR,
      tenant: owner.tenant,
      payload: { car_id: carId, list: 'watchlist' },
      requestId: at.requestId,
      now: at.now,
    }),
  ]);
}

/**
 * Removes the car from the user's watchlist on this site; resolves whether it was there.
 *
 * @example const removed = await removeCar(env.DB, owner, 9101);
 */
export async function removeCar(db: D1Database, owner: WatchlistOwner, carId: number): Promise<boolean> {
  const result = await db
    .prepare('DELETE FROM watchlist WHERE tenant = ? AND user_id = ? AND car_id = ?')
    .bind(owner.tenant.slug, owner.userId, carId)
    .run();
  return result.meta.changes > 0;
}

/**
 * The user's watchlist on this site, newest first; each car while the site still shows it.
 *
 * @example const entries = await listWatchlist(env.DB, owner, Date.now());
 */
export async function listWatchlist(db: D1Database, owner: WatchlistOwner, now: number): Promise<WatchlistEntry[]> {
  const visible = visibleStockWhere(owner.tenant, new Date(now), 'c');
  const { results } = await db
    .prepare(
      `SELECT w.car_id, w.created_at, c.doc, c.views FROM watchlist w
       LEFT JOIN cars c ON c.id = w.car_id AND ${visible.sql}
       WHERE w.tenant = ? AND w.user_id = ?
       ORDER BY w.created_at DESC, w.car_id DESC`,
    )
    .bind(...visible.params, owner.tenant.slug, owner.userId)
    .all<{ car_id: number; created_at: number; doc: string | null; views: number | null }>();
  return results.map((row) => ({
    id: row.car_id,
    saved_at: new Date(row.created_at).toISOString(),
    car: row.doc === null ? null : { ...(JSON.parse(row.doc) as Car), views: row.views ?? 0 },
  }));
}
