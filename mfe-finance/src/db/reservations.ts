import type { TenantConfig } from '@forecourt/shared';
import type { Reservation, ReservationStatus } from '@forecourt/shared/checkout/api';
import { holdsCar, OPEN_STATUSES, statusAt } from '@forecourt/shared/checkout/expiry';

// Reservations (this slice's migration 0001) and the car's `reserved` flag. The flag lives in the car's
// document, in the platform's `cars` (what the car page and the search index read); writing it moves
// `updated_at`, which is the stock version the embedded search index watches, and the cars changed are
// pushed to the stock search too, so search shows Reserved within seconds. How reservations end and give
// their cars back: ./reservation-ends.ts.

interface ReservationRow {
  id: string;
  car_id: number;
  car_slug: string;
  user_id: number;
  amount_cents: number;
  status: ReservationStatus;
  intent_id: string | null;
  paid_at: string | null;
  expires_at: string | null;
  time_zone: string;
  /** The car's name, read with a list of the shopper's reservations (absent elsewhere). */
  car_name?: string | null;
}

/** A reservation as stored, with what mfe-finance needs beyond what the shopper reads. */
export interface StoredReservation extends ReservationRow {
  tenant: string;
}

/** The columns a {@link StoredReservation} is read from. */
export const COLUMNS =
  'id, tenant, car_id, car_slug, user_id, amount_cents, status, intent_id, paid_at, expires_at, time_zone';

/** The SQL list of the statuses that end by themselves (shared `OPEN_STATUSES`). */
export const OPEN_STATUSES_SQL = OPEN_STATUSES.map((status) => `'${status}'`).join(', ');

/**
 * The shopper's (and the dealer's) view of a reservation at `now`: one past its end reads `expired` even
 * before mfe-finance has written it so.
 */
export function toReservation(row: ReservationRow, now: Date): Reservation {
  return {
    id: row.id,
    car_slug: row.car_slug,
    ...(row.car_name ? { car_name: row.car_name } : {}),
    amount: row.amount_cents / 100,
    status: statusAt(row, now),
    paid_at: row.paid_at,
    expires_at: row.expires_at,
    time_zone: row.time_zone,
  };
}

/**
 * Claims the car for one shopper: ONE conditional UPDATE (reserved false → true, in stock), so of two
 * shoppers racing, exactly one sees a change. Answers whether this call claimed it.
 *
 * @example if (!(await claimCar(env.DB, carId, now))) return taken();
 */
export async function claimCar(db: D1Database, carId: number, now: Date): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE cars SET doc = json_set(doc, '$.reserved', json('true')), updated_at = ?
        WHERE id = ? AND status = 'in_stock' AND json_extract(doc, '$.reserved') = 0`,
    )
    .bind(now.toISOString(), carId)
    .run();
  return result.meta.changes > 0;
}

/** The statement that releases a car (reserved false again). */
export function releaseCarStatement(db: D1Database, carId: number, now: Date): D1PreparedStatement {
  return db
    .prepare(`UPDATE cars SET doc = json_set(doc, '$.reserved', json('false')), updated_at = ? WHERE id = ?`)
    .bind(now.toISOString(), carId);
}

/** How many reservations the shopper has open on the site at `now` (unpaid and not past their end). */
export async function countOpenReservations(
  db: D1Database,
  tenant: TenantConfig,
  userId: number,
  now: Date,
): Promise<number> {
  const row = await db
    .prepare(
      `SELECT COUNT(*) AS n FROM reservations
        WHERE tenant = ? AND user_id = ? AND status IN (${OPEN_STATUSES_SQL}) AND (expires_at IS NULL OR expires_at > ?)`,
    )
    .bind(tenant.slug, userId, now.toISOString())
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * Stores a reservation just claimed (pending its payment, or held when there is nothing to pay), unless the
 * shopper already has `maxOpen` open on the site or the key is taken: ONE conditional INSERT, so two
 * requests of one shopper at once cannot both pass the limit. Answers whether it was stored.
 */
export async function insertReservation(
  db: D1Database,
  row: {
    id: string;
    tenant: string;
    carId: number;
    carSlug: string;
    userId: number;
    amountCents: number;
    idempotencyKey: string;
    status: Extract<ReservationStatus, 'pending' | 'held'>;
    expiresAt: Date;
    timeZone: string;
  },
  limit: { maxOpen: number },
  now: Date,
): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT OR IGNORE INTO reservations
         (id, tenant, car_id, car_slug, user_id, amount_cents, status, idempotency_key, created_at, updated_at, expires_at, time_zone)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?9, ?10, ?11
        WHERE (SELECT COUNT(*) FROM reservations
                WHERE tenant = ?2 AND user_id = ?5 AND status IN (${OPEN_STATUSES_SQL})
                  AND (expires_at IS NULL OR expires_at > ?9)) < ?12`,
    )
    .bind(
      row.id,
      row.tenant,
      row.carId,
      row.carSlug,
      row.userId,
      row.amountCents,
      row.status,
      row.idempotencyKey,
      now.toISOString(),
      row.expiresAt.toISOString(),
      row.timeZone,
      limit.maxOpen,
    )
    .run();
  return result.meta.changes > 0;
}

/** Notes the partner's payment intent on a reservation. */
export async function attachIntent(db: D1Database, id: string, intentId: string, now: Date): Promise<void> {
  await db
    .prepare('UPDATE reservations SET intent_id = ?, updated_at = ? WHERE id = ?')
    .bind(intentId, now.toISOString(), id)
    .run();
}

const RELEASING: readonly ReservationStatus[] = ['failed', 'refunded', 'released'];

/**
 * Moves a reservation from one of `from` to `to`, releasing its car when `to` is failed, refunded or released
 * and every status in `from` holds a car (an ended reservation refunded late gives back no car: it may be
 * another shopper's by now); paid never ends. Answers whether it moved (a repeated event changes nothing).
 *
 * @example await settleReservation(env.DB, row, ['pending'], 'paid', now);
 */
export async function settleReservation(
  db: D1Database,
  row: Pick<StoredReservation, 'id' | 'car_id'>,
  from: readonly ReservationStatus[],
  to: ReservationStatus,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const stamp = to === 'paid' ? ', paid_at = ?1, expires_at = NULL' : to === 'refunded' ? ', refunded_at = ?1' : '';
  const update = db
    .prepare(
      `UPDATE reservations SET status = ?2, updated_at = ?1${stamp}
        WHERE id = ?3 AND status IN (${from.map((_, i) => `?${i + 4}`).join(', ')})`,
    )
    .bind(at, to, row.id, ...from);
  // The status moves first: only the call that moved it releases the car, so a repeated event never
  // frees a car another shopper has claimed since.
  if ((await update.run()).meta.changes === 0) return false;
  if (RELEASING.includes(to) && from.every(holdsCar)) await releaseCarStatement(db, row.car_id, now).run();
  return true;
}

/** A reservation by id, on this site. */
export async function findReservation(
  db: D1Database,
  tenant: TenantConfig,
  id: string,
): Promise<StoredReservation | null> {
  return db
    .prepare(`SELECT ${COLUMNS} FROM reservations WHERE id = ? AND tenant = ?`)
    .bind(id, tenant.slug)
    .first<StoredReservation>();
}

/** The reservation a retried request (same idempotency key) already made, on this site. */
export async function findByKey(db: D1Database, tenant: TenantConfig, key: string): Promise<StoredReservation | null> {
  return db
    .prepare(`SELECT ${COLUMNS} FROM reservations WHERE tenant = ? AND idempotency_key = ?`)
    .bind(tenant.slug, key)
    .first<StoredReservation>();
}

/** A reservation by id, whatever the site (the partner's events and the scheduled handler name no site). */
export async function findReservationById(db: D1Database, id: string): Promise<StoredReservation | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM reservations WHERE id = ?`).bind(id).first<StoredReservation>();
}

/** The reservation a partner's intent belongs to, whatever the site (webhooks name the intent). */
export async function findByIntent(db: D1Database, intentId: string): Promise<StoredReservation | null> {
  return db
    .prepare(`SELECT ${COLUMNS} FROM reservations WHERE intent_id = ?`)
    .bind(intentId)
    .first<StoredReservation>();
}

/** The shopper's reservations on this site at `now`, newest first (the reservations_by_user index), each with its car's name. */
export async function listReservations(
  db: D1Database,
  tenant: TenantConfig,
  userId: number,
  now: Date,
): Promise<Reservation[]> {
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS.replace(/(\w+)/g, 'r.$1')}, json_extract(c.doc, '$.name') AS car_name
         FROM reservations r LEFT JOIN cars c ON c.id = r.car_id
        WHERE r.tenant = ? AND r.user_id = ? ORDER BY r.created_at DESC LIMIT 50`,
    )
    .bind(tenant.slug, userId)
    .all<StoredReservation>();
  return results.map((row) => toReservation(row, now));
}
