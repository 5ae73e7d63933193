import { PaymentEventSchema } from '@forecourt/shared/checkout/api';
import { apiError } from '@forecourt/shared/server-kit/api-error';
import type { SliceEnv } from '@forecourt/shared/server-kit/slice-api';
import { Hono } from 'hono';
import type { FinanceBindings } from '../bindings';
import { recordPayment } from '../db/reservation-payment';
import { findByIntent, settleReservation } from '../db/reservations';
import { PAYMENT_SIGNATURE_HEADER, verifyPaymentSignature } from '../partners/payments-signature';
import { reservedFlagsChanged, sourcesOf } from '../reserved-cars';
import type { CheckoutOptions } from './checkout';

// POST /api/webhooks/payments: the payments partner's signed events (issue 17). The signature is checked
// on the raw body before anything is read; a bad one is refused (400) and changes nothing.
//   payment_intent.succeeded → the reservation paid (the car stays reserved), unless mfe-finance already
//        heard so from the partner's answer to the confirmation; one that had ended meanwhile (its car back
//        on sale) is refunded, and a refund the partner refuses answers 503 so the event comes again
//   payment_intent.payment_failed → failed, the car released
//   charge.refunded (the dealer refunded it) → refunded, the car released
// Events for unknown intents, or repeated, answer 200 and change nothing (the partner stops retrying). The
// partner calls the site's address with no Origin (the gateway's origin check lets it through) and no budget.

const TRANSITIONS = {
  'payment_intent.payment_failed': { from: ['pending'], to: 'failed' },
  'charge.refunded': { from: ['paid', 'pending'], to: 'refunded' },
} as const;

/**
 * `/api/webhooks/payments`, mounted with `app.route('/api/webhooks/payments', paymentsWebhook())`;
 * a car released is pushed to the stock search.
 *
 * @example POST /api/webhooks/payments (Payments-Signature: t=…,v1=…) { type: 'payment_intent.succeeded', data: { object } }
 */
export function paymentsWebhook({ now: clock = Date.now }: CheckoutOptions = {}): Hono<SliceEnv<FinanceBindings>> {
  const paymentsWebhook = new Hono<SliceEnv<FinanceBindings>>();

  paymentsWebhook.post('/', async (c) => {
    const raw = await c.req.text();
    if (
      !(await verifyPaymentSignature(
        c.env.PAYMENTS_WEBHOOK_SECRET,
        c.req.header(PAYMENT_SIGNATURE_HEADER),
        raw,
        Date.now(),
      ))
    ) {
      return apiError(c, 400, 'Webhook signature: not valid');
    }
    let event: ReturnType<typeof PaymentEventSchema.safeParse>;
    try {
      event = PaymentEventSchema.safeParse(JSON.parse(raw));
    } catch {
      return apiError(c, 400, 'Webhook body: expected JSON');
    }
    if (!event.success) return apiError(c, 400, 'Webhook body: not a payment event');
    const reservation = await findByIntent(c.env.DB, event.data.data.object.id);
    if (reservation && event.data.type === 'payment_intent.succeeded') {
      const recorded = await recordPayment(c.env, reservation, new Date(clock()));
      if (recorded === 'refund-failed')
        return apiError(c, 503, 'Refund of a payment after its reservation ended: try again');
      return c.json({ received: true, applied: reservation.status !== 'paid' && recorded !== 'unchanged' });
    }
    const transition = TRANSITIONS[event.data.type as keyof typeof TRANSITIONS];
    if (!transition || !reservation) return c.json({ received: true, applied: false });
    const applied = await settleReservation(c.env.DB, reservation, transition.from, transition.to, new Date(clock()));
    if (applied) reservedFlagsChanged(sourcesOf(c), reservation.car_id);
    return c.json({ received: true, applied });
  });

  return paymentsWebhook;
}
