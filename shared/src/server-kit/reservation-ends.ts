import type { Car } from '../domain';
import { type EndingReservation, hasEnded, OPEN_STATUSES } from '../domain/checkout/expiry';

// A car as a page shows it once a reservation of it has ended (issue 24 item 2: a car held past its end is
// back on sale on the reads that decide it), before anyone has written that. Read only, by the shared end
// rule (`hasEnded`): the release itself — the reservation's status, the car's flag, the search index — is
// the checkout's, written by the scheduled run each minute and by the next reservation or checkout page of
// the car. Only a car flagged reserved costs a query (the reservations of one car, by its index).

const OPEN_STATUSES_SQL = OPEN_STATUSES.map((status) => `'${status}'`).join(', ');

/**
 * The car, not reserved when its open reservation has ended at `now`; else as it is.
 * @example const shown = await carWithEndedReservations(env.DB, car, new Date());
 */
export async function carWithEndedReservations(db: D1Database, car: Car, now: Date): Promise<Car> {
  if (!car.reserved) return car;
  const { results } = await db
    .prepare(`SELECT status, expires_at FROM reservations WHERE car_id = ? AND status IN (${OPEN_STATUSES_SQL})`)
    .bind(car.id)
    .all<EndingReservation>();
  return results.some((reservation) => hasEnded(reservation, now)) ? { ...car, reserved: false } : car;
}
