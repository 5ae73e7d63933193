import { ConfirmPaymentSchema } from '@forecourt/shared/checkout/api';
import { CHECKOUT_MESSAGES, needsPayment, reserveAmountOf } from '@forecourt/shared/checkout/rules';
import { hasPaymentProcessor, isCheckoutEnabled } from '@forecourt/shared/search/card-actions';
import { apiError } from '@forecourt/shared/server-kit/api-error';
import { requestBody } from '@forecourt/shared/server-kit/request-body';
import { waitUntilOf } from '@forecourt/shared/server-kit/wait-until';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../env';
import { rateLimit } from '../middleware/rate-limit';
import { findVisibleCar } from '../services/cars';
import { paymentsClientFor } from '../services/payments';
import {
  attachIntent,
  claimCar,
  findByKey,
  findReservation,
  insertReservation,
  settleReservation,
  toReservation,
} from '../services/reservations';
import { stockSearchOf } from '../services/stock-search';
import { carSlugParam } from './vehicle-car';

// Reserve / buy online (issue 17; spec: 001 §4 "Reserve button", §6 gated routes, §9 reserve amount).
//
//   POST /api/checkout/:slug/reservations  Idempotency-Key → 201 Reservation (+ intent made with the partner;
//        a $0 deposit: 201 held, no intent)
//        401 signed out · 404 not a car this site reserves online · 409 { error: taken } another shopper won
//        · 503 { error } the partner is down (the car released, nothing charged) · 400 no Idempotency-Key
//   POST /api/checkout/reservations/:id/confirm { card } → 200 Reservation · 402 declined · 503 partner down
//   GET  /api/checkout/reservations/:id → 200 Reservation (the shopper's own)
// The payment counts only when the partner's signed webhook says so (routes/payments-webhook.ts).

function signedIn(c: Context<AppEnv>) {
  return c.get('session');
}

/**
 * Sends a car's new `reserved` flag to the stock search (its RPC), the way a stock change reaches it,
 * after the response (a search that fails is logged; D1 stays the truth and the next rebuild catches up).
 *
 * @example reservedFlagChanged(c, car.id);
 */
export function reservedFlagChanged(c: Context<AppEnv>, carId: number): void {
  waitUntilOf(c)(
    Promise.resolve()
      .then(() => stockSearchOf(c.env).carsChanged([carId]))
      .catch((error: unknown) => {
        console.error(
          JSON.stringify({
            level: 'error',
            message: 'search push failed',
            requestId: c.get('requestId'),
            car: carId,
            error: String(error),
          }),
        );
      }),
  );
}

/**
 * `/api/checkout`, mounted with `app.route('/api/checkout', checkout())`.
 *
 * @example POST /api/checkout/2021-toyota-hilux-42/reservations (Idempotency-Key: 5f0c…) → 201 { id, status: 'pending', … }
 */
export function checkout(): Hono<AppEnv> {
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
    const now = new Date();
    const earlier = await findByKey(c.env.DB, tenant, key);
    if (earlier) return c.json(toReservation(earlier), 201);

    const { slug } = c.req.valid('param');
    const car = await findVisibleCar(c.env.DB, tenant, slug, now);
    // The car page's rule for its Reserve button (spec: 001 §4): checkout on, a payment processor, in stock,
    // not reserved, not Test Drive Only.
    if (!car || !isCheckoutEnabled({ ...car, has_payment_processor: hasPaymentProcessor(car) }, tenant))
      return apiError(c, 404, CHECKOUT_MESSAGES.notReservable);
    const amount = reserveAmountOf(car);
    if (!(await claimCar(c.env.DB, car.id, now))) return apiError(c, 409, CHECKOUT_MESSAGES.taken, { reason: 'taken' });
    reservedFlagChanged(c, car.id);

    const id = crypto.randomUUID();
    const row = { id, car_id: car.id };
    await insertReservation(
      c.env.DB,
      {
        id,
        tenant: tenant.slug,
        carId: car.id,
        carSlug: car.slug,
        userId: session.userId,
        amountCents: amount * 100,
        idempotencyKey: key,
        // A $0 deposit (spec: 001 §9): nothing to pay, so the car is held at once and no intent is made.
        status: needsPayment(amount) ? 'pending' : 'held',
      },
      now,
    );
    if (!needsPayment(amount)) {
      const held = await findReservation(c.env.DB, tenant, id);
      return held ? c.json(toReservation(held), 201) : apiError(c, 404, 'Reservation not found');
    }
    const intent = await paymentsClientFor(c.env).createIntent(key, amount * 100, id);
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
    const stored = await findReservation(c.env.DB, tenant, id);
    return c.json(
      toReservation(
        stored ?? {
          ...row,
          car_slug: car.slug,
          user_id: session.userId,
          amount_cents: amount * 100,
          status: 'pending',
          intent_id: intent.value.id,
          paid_at: null,
        },
      ),
      201,
    );
  });

  checkout.post('/reservations/:id/confirm', requestBody(ConfirmPaymentSchema), async (c) => {
    const reservation = await findReservation(c.env.DB, c.get('tenant'), c.req.param('id'));
    if (!reservation || reservation.user_id !== signedIn(c)?.userId) return apiError(c, 404, 'Reservation not found');
    if (reservation.status !== 'pending' || !reservation.intent_id) return c.json(toReservation(reservation));
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
    const after = await findReservation(c.env.DB, c.get('tenant'), reservation.id);
    return c.json(toReservation(after ?? reservation));
  });

  checkout.get('/reservations/:id', async (c) => {
    const reservation = await findReservation(c.env.DB, c.get('tenant'), c.req.param('id'));
    if (!reservation || reservation.user_id !== signedIn(c)?.userId) return apiError(c, 404, 'Reservation not found');
    return c.json(toReservation(reservation));
  });

  return checkout;
}
