import type { TenantConfig } from '@forecourt/shared';
import type { Reservation, ReservationStatus } from '@forecourt/shared/checkout/api';

// Reservations (migration 0007) and the car's `reserved` flag. The flag lives in the car's document
// (what the car page and the search index read); writing it moves `updated_at`, which is the stock
// version the embedded search index watches, so search shows Reserved within seconds.

interface ReservationRow {
  id: string;
  car_id: number;
  car_slug: string;
  user_id: number;
  amount_cents: number;
  status: ReservationStatus;
  intent_id: string | null;
  paid_at: string | null;
}

/** A reservation as stored, with what the gateway needs beyond what the shopper reads. */
export interface StoredReservation extends ReservationRow {
  tenant: string;
}

const COLUMNS = 'id, tenant, car_id, car_slug, user_id, amount_cents, status, intent_id, paid_at';

/** The shopper's view of a reservation. */
export function toReservation(row: ReservationRow): Reservation {
  return {
    id: row.id,
    car_slug: row.car_slug,
    amount: row.amount_cents / 100,
    status: row.status,
    paid_at: row.paid_at,
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

/** Stores a reservation just claimed: pending its payment, or held when there is nothing to pay. */
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
  },
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db
    .prepare(
      `INSERT INTO reservations (id, tenant, car_id, car_slug, user_id, amount_cents, status, idempotency_key, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
      at,
      at,
    )
    .run();
}

/** Notes the partner's payment intent on a reservation. */
export async function attachIntent(db: D1Database, id: string, intentId: string, now: Date): Promise<void> {
  await db
    .prepare('UPDATE reservations SET intent_id = ?, updated_at = ? WHERE id = ?')
    .bind(intentId, now.toISOString(), id)
    .run();
}

/**
 * Moves a reservation from one of `from` to `to`, releasing its car when `to` is failed, refunded or released;
 * answers whether it moved (a repeated event changes nothing).
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
  const stamp = to === 'paid' ? ', paid_at = ?1' : to === 'refunded' ? ', refunded_at = ?1' : '';
  const update = db
    .prepare(
      `UPDATE reservations SET status = ?2, updated_at = ?1${stamp}
        WHERE id = ?3 AND status IN (${from.map((_, i) => `?${i + 4}`).join(', ')})`,
    )
    .bind(at, to, row.id, ...from);
  // The status moves first: only the call that moved it releases the car, so a repeated event never
  // frees a car another shopper has claimed since.
  if ((await update.run()).meta.changes === 0) return false;
  if (to === 'failed' || to === 'refunded' || to === 'released') await releaseCarStatement(db, row.car_id, now).run();
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

/** The reservation a partner's intent belongs to, whatever the site (webhooks name the intent). */
export async function findByIntent(db: D1Database, intentId: string): Promise<StoredReservation | null> {
  return db
    .prepare(`SELECT ${COLUMNS} FROM reservations WHERE intent_id = ?`)
    .bind(intentId)
    .first<StoredReservation>();
}

/** The shopper's reservations on this site, newest first (the reservations_by_user index). */
export async function listReservations(db: D1Database, tenant: TenantConfig, userId: number): Promise<Reservation[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM reservations WHERE tenant = ? AND user_id = ? ORDER BY created_at DESC LIMIT 50`)
    .bind(tenant.slug, userId)
    .all<StoredReservation>();
  return results.map(toReservation);
}
