import { DEALER_CONFIRM_REFUSALS, dealerConfirmActionFor, hasEnded } from '@forecourt/shared/checkout/expiry';
import { RELEASE_REFUSALS, releaseActionFor } from '@forecourt/shared/checkout/release';
import { CHECKOUT_MESSAGES } from '@forecourt/shared/checkout/rules';
import { apiError } from '@forecourt/shared/server-kit/api-error';
import { dealerOnly } from '@forecourt/shared/server-kit/dealer-key';
import type { SliceEnv } from '@forecourt/shared/server-kit/slice-api';
import { type Context, Hono } from 'hono';
import type { FinanceBindings } from '../bindings';
import { confirmHold, listSiteOpenReservations, releaseEndedReservations } from '../db/reservation-ends';
import { findReservation, settleReservation, toReservation } from '../db/reservations';
import { paymentsClientFor } from '../partners/payments';
import { reservedFlagsChanged, sourcesOf } from '../reserved-cars';
import type { CheckoutOptions } from './checkout';

// The dealer's reservations API (issue 17 "a refund if the dealer releases it"; issue 24 item 2 "the dealer
// sees when it ends", "a $0 hold expires unless the dealer confirms it"), called by the dealer's own systems
// with the DEALER_API_KEY secret (never a shopper's session); every call: 401 no or wrong key.
//   GET  /api/dealer/reservations → 200 { reservations: Reservation[] } the site's reservations that keep a car
//        off sale (awaiting payment, held, paid), each with its `expires_at` (null: it does not end by itself),
//        soonest end first
//   POST /api/dealer/reservations/:id/release
//     → 200 Reservation: a paid one refunded through the payments partner, then `refunded`; a held one
//       (nothing paid) `released` with no partner call; either way the car back on sale in D1 and search.
//       Already released, refunded or ended → 200 as it is (a retry changes nothing).
//     404 not a reservation of this site · 409 { error } awaiting payment, or failed
//     · 503 { error } the partner is down (nothing changed; try again)
//   POST /api/dealer/reservations/:id/confirm → 200 Reservation: a $0 hold kept with no end (`expires_at`
//     null); a paid one as it is · 404 · 409 { error } awaiting payment, or over (its car back on sale)
// The refund's idempotency key is the reservation's, so a retried release never refunds twice; the
// partner's charge.refunded webhook that follows finds it refunded already and changes nothing.

type DealerEnv = SliceEnv<FinanceBindings>;

/**
 * `/api/dealer/reservations`, mounted with `app.route('/api/dealer/reservations', dealerReservations())`;
 * a car released is pushed to the stock search.
 *
 * @example POST /api/dealer/reservations/5f0c…/confirm (Authorization: Bearer …) → 200 { status: 'held', expires_at: null, … }
 *
 * @example POST /api/dealer/reservations/5f0c…/release (Authorization: Bearer …) → 200 { status: 'released', … }
 */
export function dealerReservations({ now: clock = Date.now }: CheckoutOptions = {}): Hono<DealerEnv> {
  const app = new Hono<DealerEnv>();

  app.use('*', dealerOnly());

  app.get('/', async (c) => {
    const tenant = c.get('tenant');
    const now = new Date(clock());
    reservedFlagsChanged(sourcesOf(c), ...(await releaseEndedReservations(c.env.DB, { tenant }, now)));
    return c.json({ reservations: await listSiteOpenReservations(c.env.DB, tenant, now) });
  });

  /** The reservation as it stands at `now`: one past its end is released first (its car back on sale). */
  const reservationOnRead = async (c: Context<DealerEnv>, now: Date) => {
    const found = await findReservation(c.env.DB, c.get('tenant'), c.req.param('id') ?? '');
    if (!found || !hasEnded(found, now)) return found;
    reservedFlagsChanged(sourcesOf(c), ...(await releaseEndedReservations(c.env.DB, { carId: found.car_id }, now)));
    return findReservation(c.env.DB, c.get('tenant'), found.id);
  };

  app.post('/:id/confirm', async (c) => {
    const now = new Date(clock());
    const reservation = await reservationOnRead(c, now);
    if (!reservation) return apiError(c, 404, 'Reservation not found');
    const action = dealerConfirmActionFor(reservation.status);
    // A hold confirmed only if it has not ended meanwhile (the scheduled handler may have ended it since).
    if (action === 'refused' || (action === 'confirm' && !(await confirmHold(c.env.DB, reservation.id, now))))
      return apiError(c, 409, DEALER_CONFIRM_REFUSALS[reservation.status === 'pending' ? 'pending' : 'over']);
    const after = await findReservation(c.env.DB, c.get('tenant'), reservation.id);
    return c.json(toReservation(after ?? reservation, now));
  });

  app.post('/:id/release', async (c) => {
    const tenant = c.get('tenant');
    const reservation = await reservationOnRead(c, new Date(clock()));
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
      if (await settleReservation(c.env.DB, reservation, from, to, new Date(clock())))
        reservedFlagsChanged(sourcesOf(c), reservation.car_id);
    }
    const after = await findReservation(c.env.DB, tenant, reservation.id);
    return c.json(toReservation(after ?? reservation, new Date(clock())));
  });

  return app;
}
