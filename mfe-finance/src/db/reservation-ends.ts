import type { Car, TenantConfig } from '@forecourt/shared';
import type { Reservation } from '@forecourt/shared/checkout/api';
import { type EndingReservation, hasEnded, paymentGraceEnd } from '@forecourt/shared/checkout/expiry';
import { COLUMNS, OPEN_STATUSES_SQL, releaseCarStatement, type StoredReservation, toReservation } from './reservations';

// How reservations end (issue 24 item 2; the rule: shared `checkout/expiry.ts`). An open reservation (pending
// or held) past its `expires_at` becomes `expired` and its car goes back on sale. Nothing waits for that to
// be written: the scheduled handler does it for every site each minute, and each read that decides whether
// a car is on sale (reserving it, its car page and checkout page) does it first for that car. The status
// moves first, by ONE conditional UPDATE, so of two sweeps only one releases a given car, and a car claimed
// since by another shopper is never freed by a late sweep (its ended reservation is no longer open).

/** Which ended reservations to release: one car's, one site's, or every site's. */
export type EndScope = { carId: number } | { tenant: TenantConfig } | 'all';

function scopeSql(scope: EndScope): { where: string; values: (string | number)[] } {
  if (scope === 'all') return { where: '', values: [] };
  if ('carId' in scope) return { where: ' AND car_id = ?2', values: [scope.carId] };
  return { where: ' AND tenant = ?2', values: [scope.tenant.slug] };
}

/**
 * Marks the open reservations in `scope` that have ended at `now` as `expired` and puts their cars back on
 * sale; answers the ids of the cars released (to push to the search engine).
 *
 * @example const cars = await releaseEndedReservations(env.DB, 'all', new Date(controller.scheduledTime));
 */
export async function releaseEndedReservations(db: D1Database, scope: EndScope, now: Date): Promise<number[]> {
  const at = now.toISOString();
  const { where, values } = scopeSql(scope);
  const { results } = await db
    .prepare(
      `UPDATE reservations SET status = 'expired', updated_at = ?1
        WHERE status IN (${OPEN_STATUSES_SQL}) AND expires_at IS NOT NULL AND expires_at <= ?1${where}
        RETURNING car_id`,
    )
    .bind(at, ...values)
    .all<{ car_id: number }>();
  const carIds = [...new Set(results.map((row) => row.car_id))];
  if (carIds.length > 0) await db.batch(carIds.map((carId) => releaseCarStatement(db, carId, now)));
  return carIds;
}

/**
 * Whether an open reservation of the site's car has ended at `now`, read only (the shared end rule, `hasEnded`):
 * the car page then shows the car on sale at once, before the release is written (by the scheduled run, or the
 * next reservation or checkout page of the car). One query, by the reservations' car index.
 *
 * @example if (await hasEndedReservation(env.DB, 'harbourcity', car.id, now)) shown = { ...car, reserved: false };
 */
export async function hasEndedReservation(db: D1Database, tenant: string, carId: number, now: Date): Promise<boolean> {
  const { results } = await db
    .prepare(
      `SELECT status, expires_at FROM reservations WHERE car_id = ?1 AND tenant = ?2 AND status IN (${OPEN_STATUSES_SQL})`,
    )
    .bind(carId, tenant)
    .all<EndingReservation>();
  return results.some((reservation) => hasEnded(reservation, now));
}

/**
 * The car as it stands once a reservation of it that has ended is released: only a car flagged reserved
 * costs a query. `released` names the car when it went back on sale here (to push to the search engine).
 *
 * @example const { car, released } = await carAfterEndedReservations(env.DB, found, now);
 */
export async function carAfterEndedReservations(
  db: D1Database,
  car: Car,
  now: Date,
): Promise<{ car: Car; released: number[] }> {
  if (!car.reserved) return { car, released: [] };
  const released = await releaseEndedReservations(db, { carId: car.id }, now);
  return { car: released.length > 0 ? { ...car, reserved: false } : car, released };
}

/**
 * Keeps an unpaid reservation whose card payment starts now at least the payment grace, so it cannot end
 * while the partner is charging; answers false when it is no longer pending or has ended (nothing to pay).
 *
 * @example if (!(await holdForPayment(env.DB, reservation.id, now))) return ended();
 */
export async function holdForPayment(db: D1Database, id: string, now: Date): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE reservations SET expires_at = max(expires_at, ?1), updated_at = ?2
        WHERE id = ?3 AND status = 'pending' AND (expires_at IS NULL OR expires_at > ?2)`,
    )
    .bind(paymentGraceEnd(now), now.toISOString(), id)
    .run();
  return result.meta.changes > 0;
}

/**
 * The dealer confirming a $0 hold that has not ended: it then never ends by itself. Answers whether it did.
 *
 * @example if (!(await confirmHold(env.DB, reservation.id, now))) return refused();
 */
export async function confirmHold(db: D1Database, id: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const result = await db
    .prepare(
      `UPDATE reservations SET expires_at = NULL, dealer_confirmed_at = ?1, updated_at = ?1
        WHERE id = ?2 AND status = 'held' AND (expires_at IS NULL OR expires_at > ?1)`,
    )
    .bind(at, id)
    .run();
  return result.meta.changes > 0;
}

/**
 * The site's reservations that keep a car off sale at `now` (awaiting payment, held, paid), soonest end
 * first, those that never end last: what the dealer's systems list.
 *
 * @example const open = await listSiteOpenReservations(env.DB, tenant, now);
 */
export async function listSiteOpenReservations(
  db: D1Database,
  tenant: TenantConfig,
  now: Date,
): Promise<Reservation[]> {
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS} FROM reservations
        WHERE tenant = ?1 AND (status = 'paid' OR (status IN (${OPEN_STATUSES_SQL}) AND (expires_at IS NULL OR expires_at > ?2)))
        ORDER BY expires_at IS NULL, expires_at, created_at LIMIT 500`,
    )
    .bind(tenant.slug, now.toISOString())
    .all<StoredReservation>();
  return results.map((row) => toReservation(row, now));
}
