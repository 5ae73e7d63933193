import { RELEASE_REFUSALS, releaseActionFor } from '@forecourt/shared/checkout/release';
import { CHECKOUT_MESSAGES } from '@forecourt/shared/checkout/rules';
import { apiError } from '@forecourt/shared/server-kit/api-error';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../env';
import { paymentsClientFor } from '../services/payments';
import { findReservation, settleReservation, toReservation } from '../services/reservations';
import { reservedFlagChanged } from './checkout';

// The dealer releasing a reservation (issue 17 "a refund if the dealer releases it"), called by the
// dealer's own systems with the gateway's DEALER_API_KEY (never a shopper's session):
//   POST /api/dealer/reservations/:id/release  Authorization: Bearer <key>
//     → 200 Reservation: a paid one refunded through the payments partner, then `refunded`; a held one
//       (nothing paid) `released` with no partner call; either way the car back on sale in D1 and search.
//       Already released or refunded → 200 as it is (a retry changes nothing).
//     401 no or wrong key · 404 not a reservation of this site · 409 { error } awaiting payment, or failed
//     · 503 { error } the partner is down (nothing changed; try again)
// The refund's idempotency key is the reservation's, so a retried release never refunds twice; the
// partner's charge.refunded webhook that follows finds it refunded already and changes nothing.

/** Whether the request carries the dealer key: compared as SHA-256 digests, in constant time. */
async function isDealer(c: Context<AppEnv>): Promise<boolean> {
  const key = c.env.DEALER_API_KEY;
  const given = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1];
  if (!key || !given) return false;
  const digest = (text: string) => crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  const [expected, actual] = await Promise.all([digest(key), digest(given)]);
  return crypto.subtle.timingSafeEqual(expected, actual);
}

/**
 * `/api/dealer/reservations`, mounted with `app.route('/api/dealer/reservations', dealerReservations())`;
 * a car released is pushed to the stock search.
 *
 * @example POST /api/dealer/reservations/5f0c…/release (Authorization: Bearer …) → 200 { status: 'released', … }
 */
export function dealerReservations(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/:id/release', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (!(await isDealer(c))) return apiError(c, 401, 'Authorization: expected the dealer key as a bearer token');
    const tenant = c.get('tenant');
    const reservation = await findReservation(c.env.DB, tenant, c.req.param('id'));
    if (!reservation) return apiError(c, 404, 'Reservation not found');
    const action = releaseActionFor(reservation.status);
    if (action === 'refused') return apiError(c, 409, RELEASE_REFUSALS[reservation.status as 'pending' | 'failed']);
    if (action === 'refund') {
      const refund = await paymentsClientFor(c.env).refund(reservation.intent_id ?? '', `release-${reservation.id}`);
      if (!refund.ok) {
        console.error(
          JSON.stringify({
            level: 'error',
            message: 'refund failed',
            requestId: c.get('requestId'),
            reservation: reservation.id,
            error: refund.error,
          }),
        );
        return apiError(c, 503, CHECKOUT_MESSAGES.refundFailed, { reason: 'partner' });
      }
    }
    if (action !== 'done') {
      const to = action === 'refund' ? 'refunded' : 'released';
      const from = action === 'refund' ? (['paid'] as const) : (['held'] as const);
      if (await settleReservation(c.env.DB, reservation, from, to, new Date()))
        reservedFlagChanged(c, reservation.car_id);
    }
    const after = await findReservation(c.env.DB, tenant, reservation.id);
    return c.json(toReservation(after ?? reservation));
  });

  return app;
}
