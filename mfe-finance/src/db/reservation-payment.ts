import type { FinanceBindings } from '../bindings';
import { paymentsClientFor } from '../partners/payments';
import { findReservationById, type StoredReservation, settleReservation } from './reservations';

// The partner says a reservation's intent is paid: by its answer to our confirmation (a first one, or
// "already succeeded" to a second one sent at the same time, issue 24 item 5), or by its signed webhook.
// Whichever comes first marks it paid; the others find it paid and change nothing.

/** What recording a payment came to. */
export type PaymentRecorded =
  /** Paid now, or already (by an earlier answer or event). */
  | 'paid'
  /** The reservation had ended (its car back on sale) before the payment came: the deposit was refunded. */
  | 'refunded'
  /** It had ended and the partner did not take the refund: ask again (the partner retries its webhook). */
  | 'refund-failed'
  /** Anything else (failed, released…): nothing to do. */
  | 'unchanged';

/**
 * Records the partner's word that `reservation`'s intent is paid. A reservation that ended before the money
 * came holds no car any more, maybe another shopper's now, so the deposit is refunded rather than kept
 * (idempotency key `ended-<id>`: one refund whatever the retries).
 *
 * @example if ((await recordPayment(c.env, reservation, now)) === 'refund-failed') return c.json(…, 503);
 */
export async function recordPayment(
  env: Pick<FinanceBindings, 'DB' | 'PAYMENTS_API_URL'>,
  reservation: Pick<StoredReservation, 'id' | 'car_id'>,
  now: Date,
): Promise<PaymentRecorded> {
  if (await settleReservation(env.DB, reservation, ['pending'], 'paid', now)) return 'paid';
  const current = await findReservationById(env.DB, reservation.id);
  if (current?.status === 'paid') return 'paid';
  if (current?.status !== 'expired' || !current.intent_id) return 'unchanged';
  const refund = await paymentsClientFor(env).refund(current.intent_id, `ended-${current.id}`);
  if (!refund.ok) {
    console.error(
      JSON.stringify({
        level: 'error',
        message: 'refund of a late payment failed',
        reservation: current.id,
        error: refund.error,
      }),
    );
    return 'refund-failed';
  }
  await settleReservation(env.DB, current, ['expired'], 'refunded', now);
  return 'refunded';
}
