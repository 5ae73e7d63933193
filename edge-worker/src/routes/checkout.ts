import type { Car } from '@forecourt/shared';
import { ConfirmPaymentSchema } from '@forecourt/shared/checkout/api';
import { reservationEndsAt } from '@forecourt/shared/checkout/expiry';
import { IDEMPOTENCY_KEY_CONFLICTS, idempotencyKeyConflict } from '@forecourt/shared/checkout/idempotency';
import { CHECKOUT_MESSAGES, needsPayment, openLimitMessage, reserveAmountOf } from '@forecourt/shared/checkout/rules';
import { timeZoneOfState } from '@forecourt/shared/locations/time-zone';
import { hasPaymentProcessor, isCheckoutEnabled } from '@forecourt/shared/search/card-actions';
import { apiError } from '@forecourt/shared/server-kit/api-error';
import { findVisibleCar } from '@forecourt/shared/server-kit/cars';
import { requestBody } from '@forecourt/shared/server-kit/request-body';
import { waitUntilOf } from '@forecourt/shared/server-kit/wait-until';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../env';
import { rateLimit } from '../middleware/rate-limit';
import { paymentsClientFor } from '../services/payments';
import {
  attachIntent,
  claimCar,
  countOpenReservations,
  findByKey,
  findReservation,
  insertReservation,
  releaseCarStatement,
  type StoredReservation,
  settleReservation,
  toReservation,
} from '../services/reservations';
import { carAfterEndedReservations, holdForPayment, releaseEndedReservations } from '../services/reservations/ends';
import { recordPayment } from '../services/reservations/payment';
import { stockSearchOf } from '../services/stock-search';
import { carSlugParam } from './vehicle-car';

// Reserve / buy online (issue 17; spec: 001 §4 "Reserve button", §6 gated routes, §9 reserve amount; issue 24
// items 2, 5, 6, 11).
//
//   POST /api/checkout/:slug/reservations  Idempotency-Key → 201 Reservation (+ intent made with the partner;
//        a $0 deposit: 201 held, no intent); it ends at `expires_at` unless paid (shared checkout/expiry)
//        401 signed out · 404 not a car this site reserves online · 409 { error, reason: taken } another
//        shopper has it, whenever they took it · 409 { reason: limit } the shopper already holds as many
//        unpaid reservations as the site allows · 422 the key was used by another shopper or for another car
//        · 503 { error } the partner is down (the car released, nothing charged) · 400 no Idempotency-Key
//   POST /api/checkout/reservations/:id/confirm { card } → 200 Reservation (paid as soon as the partner says so,
//        also when another confirmation got there first) · 402 declined · 409 { reason: ended } past its end,
//        nothing charged · 503 partner down
//   GET  /api/checkout/reservations/:id → 200 Reservation (the shopper's own)
// The partner's signed webhook (routes/payments-webhook.ts) says the same as its answers; the first to arrive counts.

function signedIn(c: Context<AppEnv>) {
  return c.get('session');
}

/**
 * Sends cars' new `reserved` flags to the stock search (its RPC), the way a stock change reaches it,
 * after the response (a search that fails is logged; D1 stays the truth and the next rebuild catches up).
 *
 * @example reservedFlagChanged(c, car.id);
 */
export function reservedFlagChanged(c: Context<AppEnv>, ...carIds: number[]): void {
  if (carIds.length === 0) return;
  waitUntilOf(c)(
    Promise.resolve()
      .then(() => stockSearchOf(c.env).carsChanged(carIds))
      .catch((error: unknown) => {
        console.error(
          JSON.stringify({
            level: 'error',
            message: 'search push failed',
            requestId: c.get('requestId'),
            cars: carIds,
            error: String(error),
          }),
        );
      }),
  );
}

/**
 * The car as it stands once a reservation of it that has ended is released (lazily on read, issue 24 item
 * 2), the release pushed to search.
 *
 * @example const car = await settledCar(c, found, now);
 */
export async function settledCar(c: Context<AppEnv>, found: Car, now: Date): Promise<Car> {
  const { car, released } = await carAfterEndedReservations(c.env.DB, found, now);
  reservedFlagChanged(c, ...released);
  return car;
}

/**
 * The car of this site with `slug`, settled as {@link settledCar} says; null when the site does not show it.
 *
 * @example const car = await carOnRead(c, slug, now);
 */
export async function carOnRead(c: Context<AppEnv>, slug: string, now: Date) {
  const found = await findVisibleCar(c.env.DB, c.get('tenant'), slug, now);
  return found ? settledCar(c, found, now) : null;
}

/** Options of {@link checkout}, and of the payments webhook and the dealer's reservations API. */
export interface CheckoutOptions {
  /** The clock of the reservations' ends, in ms (default `Date.now`; tests move it). */
  now?: () => number;
}

/** A retried request's answer: its reservation again, or 422 when the key was another shopper's or car's. */
function keyedAnswer(c: Context<AppEnv>, earlier: StoredReservation, userId: number, slug: string, now: Date) {
  const conflict = idempotencyKeyConflict(earlier, { userId, carSlug: slug });
  if (conflict) return apiError(c, 422, IDEMPOTENCY_KEY_CONFLICTS[conflict], { reason: 'idempotency_key' });
  return c.json(toReservation(earlier, now), 201);
}

/**
 * `/api/checkout`, mounted with `app.route('/api/checkout', checkout())`.
 *
 * @example POST /api/checkout/2021-toyota-hilux-42/reservations (Idempotency-Key: 5f0c…) → 201 { id, status: 'pending', … }
 */
export function checkout({ now: clock = Date.now }: CheckoutOptions = {}): Hono<AppEnv> {
  const checkout = new Hono<AppEnv>();

  checkout.use('*', rateLimit({ routeClass: 'leads', skip: (c) => c.get('internal') }), async (c, next) => {
    c.header('Cache-Control', 'no-store');
    if (!signedIn(c)) return apiError(c, 401, 'Please sign in to continue.');
    await next();
  });

  checkout.post('/:slug/reservations', carSlugParam, async (c) => {
    const session = signedIn(c);
    if (!session) return apiError(c, 401, 'Please sign in to continue.');
    const key = c.req.header('Idempotency-Key') ?? '';
    if (!/^[\w-]{8,100}$/.test(key))
      return apiError(c, 400, 'Idempotency-Key header: expected 8 to 100 letters, digits, - or _');
    const tenant = c.get('tenant');
    const now = new Date(clock());
    const { slug } = c.req.valid('param');
    const earlier = await findByKey(c.env.DB, tenant, key);
    if (earlier) return keyedAnswer(c, earlier, session.userId, slug, now);

    const car = await carOnRead(c, slug, now);
    // The car page's rule for its Reserve button (spec: 001 §4): checkout on, a payment processor, in stock,
    // not Test Drive Only; a car another shopper holds is taken, whenever they took it (issue 24 item 11).
    if (
      !car ||
      !isCheckoutEnabled({ ...car, reserved: false, has_payment_processor: hasPaymentProcessor(car) }, tenant)
    )
      return apiError(c, 404, CHECKOUT_MESSAGES.notReservable);
    const { maxOpenPerShopper } = tenant.reservations;
    const overLimit = () => apiError(c, 409, openLimitMessage(maxOpenPerShopper), { reason: 'limit' });
    if ((await countOpenReservations(c.env.DB, tenant, session.userId, now)) >= maxOpenPerShopper) return overLimit();
    if (car.reserved || !(await claimCar(c.env.DB, car.id, now)))
      return apiError(c, 409, CHECKOUT_MESSAGES.taken, { reason: 'taken' });
    reservedFlagChanged(c, car.id);

    const id = crypto.randomUUID();
    const amount = reserveAmountOf(car);
    // A $0 deposit (spec: 001 §9): nothing to pay, so the car is held at once and no intent is made.
    const status = needsPayment(amount) ? 'pending' : 'held';
    const stored = await insertReservation(
      c.env.DB,
      {
        id,
        tenant: tenant.slug,
        carId: car.id,
        carSlug: car.slug,
        userId: session.userId,
        amountCents: amount * 100,
        idempotencyKey: key,
        status,
        expiresAt: reservationEndsAt(status, now, tenant.reservations),
        timeZone: timeZoneOfState(car.state),
      },
      { maxOpen: maxOpenPerShopper },
      now,
    );
    if (!stored) {
      // Another request of this shopper got there at the same moment: with this key, or within the limit.
      await releaseCarStatement(c.env.DB, car.id, now).run();
      reservedFlagChanged(c, car.id);
      const raced = await findByKey(c.env.DB, tenant, key);
      return raced ? keyedAnswer(c, raced, session.userId, slug, now) : overLimit();
    }
    const row = { id, car_id: car.id };
    if (!needsPayment(amount)) {
      const held = await findReservation(c.env.DB, tenant, id);
      return held ? c.json(toReservation(held, now), 201) : apiError(c, 404, 'Reservation not found');
    }
    // The partner's key is the reservation's own: the shopper's key is theirs on this site, not the partner's.
    const intent = await paymentsClientFor(c.env).createIntent(`reservation-${id}`, amount * 100, id);
    if (!intent.ok) {
      console.error(
        JSON.stringify({
          level: 'error',
          message: 'payment intent failed',
          requestId: c.get('requestId'),
          reservation: id,
          error: intent.error,
        }),
      );
      if (await settleReservation(c.env.DB, row, ['pending'], 'failed', now)) reservedFlagChanged(c, car.id);
      return apiError(c, 503, CHECKOUT_MESSAGES.partnerDown, { reason: 'partner' });
    }
    await attachIntent(c.env.DB, id, intent.value.id, now);
    const pending = await findReservation(c.env.DB, tenant, id);
    return pending ? c.json(toReservation(pending, now), 201) : apiError(c, 404, 'Reservation not found');
  });

  checkout.post('/reservations/:id/confirm', requestBody(ConfirmPaymentSchema), async (c) => {
    const tenant = c.get('tenant');
    const now = new Date(clock());
    const reservation = await findReservation(c.env.DB, tenant, c.req.param('id'));
    if (!reservation || reservation.user_id !== signedIn(c)?.userId) return apiError(c, 404, 'Reservation not found');
    const ended = () => apiError(c, 409, CHECKOUT_MESSAGES.ended, { reason: 'ended' });
    if (reservation.status !== 'pending' || !reservation.intent_id) {
      return reservation.status === 'expired' ? ended() : c.json(toReservation(reservation, now));
    }
    // Kept while the partner charges; one past its end is released here and now, and charged nothing.
    if (!(await holdForPayment(c.env.DB, reservation.id, now))) {
      reservedFlagChanged(c, ...(await releaseEndedReservations(c.env.DB, { carId: reservation.car_id }, now)));
      const after = await findReservation(c.env.DB, tenant, reservation.id);
      return !after || after.status === 'expired' ? ended() : c.json(toReservation(after, now));
    }
    const { card } = c.req.valid('json');
    const confirmed = await paymentsClientFor(c.env).confirm(reservation.intent_id, {
      ...card,
      number: card.number.replace(/\s+/g, ''),
    });
    if (!confirmed.ok) {
      if (confirmed.declined) return apiError(c, 402, CHECKOUT_MESSAGES.declined);
      // Down or slow: nothing was confirmed; the car stays held for this shopper, who may try again.
      return apiError(c, 503, CHECKOUT_MESSAGES.partnerDown, { reason: 'partner' });
    }
    // Paid, by this confirmation or by another one of the same intent (issue 24 item 5).
    const recorded = await recordPayment(c.env, reservation, now);
    if (recorded === 'refunded' || recorded === 'refund-failed')
      return apiError(c, 409, CHECKOUT_MESSAGES.endedRefunded, { reason: 'ended' });
    const after = await findReservation(c.env.DB, tenant, reservation.id);
    return c.json(toReservation(after ?? reservation, now));
  });

  checkout.get('/reservations/:id', async (c) => {
    const reservation = await findReservation(c.env.DB, c.get('tenant'), c.req.param('id'));
    if (!reservation || reservation.user_id !== signedIn(c)?.userId) return apiError(c, 404, 'Reservation not found');
    return c.json(toReservation(reservation, new Date(clock())));
  });

  return checkout;
}
