import { callPartner, partnerUrl } from '@forecourt/shared/server-kit/partner-http';
import { z } from 'zod';
import type { FinancePartnerBindings } from '../bindings';

// The payments partner (issue 17: the reserve / buy online deposit), reached only through this adapter:
// a base URL (`PAYMENTS_API_URL`) and plain fetch. Never throws: a partner that is down, slow or garbled
// is a failure the checkout turns into "you have not been charged".
//
//   POST {PAYMENTS_API_URL}/v1/payment_intents  Idempotency-Key  { amount, currency: 'aud', metadata }
//   POST {PAYMENTS_API_URL}/v1/payment_intents/{id}/confirm  { card } → 200 succeeded · 402 declined
//        · 409 { status } the intent is not awaiting confirmation: already succeeded (another confirmation got
//          there first: paid, not an outage, issue 24 item 5) or failed (declined)
//   POST {PAYMENTS_API_URL}/v1/refunds  Idempotency-Key  { payment_intent } → 200 succeeded (the dealer's release)

const IntentSchema = z.object({ id: z.string().min(1).max(100), status: z.string(), amount: z.number().int() });
const ConfirmedSchema = z.object({ id: z.string(), status: z.string() });
const RefundSchema = z.object({ id: z.string(), status: z.literal('succeeded') });
/** The partner's 409 to a confirmation: the state the intent is already in. */
const UnexpectedStateSchema = z.object({ status: z.string() });

/** Platform: how long a shopper waits on the partner. */
export const PAYMENTS_TIMEOUT_MS = 8000;

export type PaymentCall<T> = { ok: true; value: T } | { ok: false; declined: boolean; error: string };

/** The payments adapter. */
export interface PaymentsClient {
  /** A payment intent for `amountCents`; the same `idempotencyKey` never makes a second one. */
  createIntent(
    idempotencyKey: string,
    amountCents: number,
    reservationId: string,
  ): Promise<PaymentCall<{ id: string }>>;
  confirm(
    intentId: string,
    card: { number: string; exp_month: number; exp_year: number; cvc: string },
  ): Promise<PaymentCall<{ status: string }>>;
  /** Refunds an intent's payment in full; the same `idempotencyKey` never refunds twice. */
  refund(intentId: string, idempotencyKey: string): Promise<PaymentCall<{ id: string }>>;
}

/** A non-2xx answer: 402 is a decline, anything else a failure. */
function statusAnswer<T>(status: number): PaymentCall<T> {
  return { ok: false, declined: status === 402, error: `payments partner answered ${status}` };
}

/**
 * A confirmation's non-2xx answer: a 409 naming the intent's state says how an earlier confirmation of the
 * same intent went (succeeded: the shopper has paid; failed: the card was declined).
 */
function confirmStatusAnswer(status: number, body: unknown): PaymentCall<{ status: string }> {
  const state = status === 409 ? UnexpectedStateSchema.safeParse(body) : null;
  if (!state?.success) return statusAnswer(status);
  if (state.data.status === 'succeeded') return { ok: true, value: { status: 'succeeded' } };
  const error = `payments partner answered ${status}: the intent is already ${state.data.status}`;
  return { ok: false, declined: state.data.status === 'failed', error };
}

/**
 * Makes the payments adapter.
 *
 * @example const intent = await createPaymentsClient({ baseUrl: env.PAYMENTS_API_URL }).createIntent(key, 20_000, id);
 */
export function createPaymentsClient(options: { baseUrl: string | undefined; fetch?: typeof fetch }): PaymentsClient {
  const post = async <T>(
    path: string,
    body: unknown,
    schema: z.ZodType<T>,
    headers: Record<string, string> = {},
    onStatus: (status: number, body: unknown) => PaymentCall<T> = statusAnswer,
  ): Promise<PaymentCall<T>> => {
    const url = partnerUrl(options.baseUrl, path);
    if (!url) return { ok: false, declined: false, error: `PAYMENTS_API_URL is not a URL: ${options.baseUrl}` };
    const answer = await callPartner(
      url,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
        body: JSON.stringify(body),
      },
      { partner: 'payments partner', schema, timeoutMs: PAYMENTS_TIMEOUT_MS, fetch: options.fetch },
    );
    if (answer.kind === 'ok') return { ok: true, value: answer.data };
    if (answer.kind === 'status') return onStatus(answer.status, answer.body);
    return { ok: false, declined: false, error: answer.error };
  };
  return {
    createIntent: (idempotencyKey, amountCents, reservationId) =>
      post(
        'v1/payment_intents',
        { amount: amountCents, currency: 'aud', metadata: { reservation_id: reservationId } },
        IntentSchema,
        {
          'Idempotency-Key': idempotencyKey,
        },
      ),
    confirm: (intentId, card) =>
      post(
        `v1/payment_intents/${encodeURIComponent(intentId)}/confirm`,
        { card },
        ConfirmedSchema,
        {},
        confirmStatusAnswer,
      ),
    refund: (intentId, idempotencyKey) =>
      post('v1/refunds', { payment_intent: intentId }, RefundSchema, { 'Idempotency-Key': idempotencyKey }),
  };
}

/**
 * The payments adapter for the Worker's bindings.
 *
 * @example await paymentsClientFor(c.env).confirm(intentId, card);
 */
export function paymentsClientFor(env: Pick<FinancePartnerBindings, 'PAYMENTS_API_URL'>): PaymentsClient {
  return createPaymentsClient({ baseUrl: env.PAYMENTS_API_URL });
}
