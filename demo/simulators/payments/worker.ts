import { escapeHtml, receivedPage, receivedTimeCell } from '../dev-page';
import { json, outageResponse, readJson, type SimulatorEnv, SimulatorState, simulatorWorker } from '../kit';
import { SIGNATURE_HEADER, signPayload } from './signature';

// The payments partner simulator (forecourt-sim-payments): card payments for the reserve / buy online
// deposit (issue 17), the way card-payment partners work: a payment intent created with an
// idempotency key (a retried request returns the same intent and never charges twice), confirmed with
// a card, then a signed webhook to the merchant's endpoint; refunds (the dealer refunds from the
// partner's dashboard, here `POST /v1/refunds`) also end in a signed webhook. Local only.
//
//   POST /v1/payment_intents  Idempotency-Key: <key>  { amount (cents), currency: 'aud', metadata: { reservation_id } }
//        → 200 { id, status: 'requires_confirmation', amount, currency, metadata }; the same key again → the same
//          intent; the same key with another body → 409 idempotency_conflict; 400 bad body; 503 in an outage
//   POST /v1/payment_intents/{id}/confirm  { card: { number, exp_month, exp_year, cvc } }
//        → 200 { id, status: 'succeeded' } (then webhook payment_intent.succeeded) · 402 card_declined (then
//          webhook payment_intent.payment_failed; card 4000 0000 0000 0002) · 404 · 409 { status } not awaiting
//          confirmation (already succeeded, failed or refunded: the state it is in now)
//   POST /v1/refunds  Idempotency-Key  { payment_intent } → 200 { id, status: 'succeeded', amount } (webhook charge.refunded)
//   GET  /v1/payment_intents?limit=  { payment_intents: [...] } newest first (what was charged, for tests)
//   GET  /payments   HTML for demos · DELETE /v1/payment_intents forget everything · GET|POST /control · GET /health
// Webhooks go to WEBHOOK_URL, signed with WEBHOOK_SECRET (Payments-Signature, ./signature.ts).

interface PaymentsEnv extends SimulatorEnv {
  /** The merchant's webhook endpoint (the gateway's /api/webhooks/payments). */
  WEBHOOK_URL?: string;
  /** The endpoint's signing secret, shared with the gateway (its PAYMENTS_WEBHOOK_SECRET). */
  WEBHOOK_SECRET?: string;
}

type IntentStatus = 'requires_confirmation' | 'succeeded' | 'failed' | 'refunded';

/** One payment intent as the partner keeps it. */
export interface PaymentIntent {
  id: string;
  status: IntentStatus;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  created: number;
  /** How the last webhook about it went: the endpoint's status, or the error. */
  webhook: string | null;
}

type IntentRow = Omit<PaymentIntent, 'metadata'> & { metadata: string };

const DECLINED_CARD = '4000000000000002';

/** The simulator's state: intents, their idempotency keys, and the outage switch. */
export class PaymentsState extends SimulatorState {
  constructor(ctx: DurableObjectState, env: SimulatorEnv) {
    super(ctx, env);
    ctx.storage.sql.exec(`CREATE TABLE IF NOT EXISTS intents (
      seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT UNIQUE NOT NULL, status TEXT NOT NULL, amount INTEGER NOT NULL,
      currency TEXT NOT NULL, metadata TEXT NOT NULL, created INTEGER NOT NULL, webhook TEXT)`);
    ctx.storage.sql.exec(`CREATE TABLE IF NOT EXISTS idempotency (
      key TEXT PRIMARY KEY, request TEXT NOT NULL, response TEXT NOT NULL)`);
  }

  /** The answer stored under an idempotency key: the request it was for and what was answered. */
  remembered(key: string): { request: string; response: string } | null {
    return (
      this.ctx.storage.sql
        .exec<{ request: string; response: string }>('SELECT request, response FROM idempotency WHERE key = ?', key)
        .toArray()[0] ?? null
    );
  }

  remember(key: string, request: string, response: string): void {
    this.ctx.storage.sql.exec(
      'INSERT INTO idempotency (key, request, response) VALUES (?, ?, ?)',
      key,
      request,
      response,
    );
  }

  create(intent: PaymentIntent): void {
    this.ctx.storage.sql.exec(
      'INSERT INTO intents (id, status, amount, currency, metadata, created, webhook) VALUES (?, ?, ?, ?, ?, ?, NULL)',
      intent.id,
      intent.status,
      intent.amount,
      intent.currency,
      JSON.stringify(intent.metadata),
      intent.created,
    );
  }

  find(id: string): PaymentIntent | null {
    const row = this.ctx.storage.sql
      .exec<IntentRow>('SELECT id, status, amount, currency, metadata, created, webhook FROM intents WHERE id = ?', id)
      .toArray()[0];
    return row ? { ...row, metadata: JSON.parse(row.metadata) as Record<string, string> } : null;
  }

  /** Moves an intent from `from` to `to`; false when it was not in `from`. */
  transition(id: string, from: IntentStatus, to: IntentStatus): boolean {
    return (
      this.ctx.storage.sql.exec('UPDATE intents SET status = ? WHERE id = ? AND status = ?', to, id, from).rowsWritten >
      0
    );
  }

  noteWebhook(id: string, outcome: string): void {
    this.ctx.storage.sql.exec('UPDATE intents SET webhook = ? WHERE id = ?', outcome, id);
  }

  list(limit: number): PaymentIntent[] {
    return this.ctx.storage.sql
      .exec<IntentRow>(
        'SELECT id, status, amount, currency, metadata, created, webhook FROM intents ORDER BY seq DESC LIMIT ?',
        limit,
      )
      .toArray()
      .map((row) => ({ ...row, metadata: JSON.parse(row.metadata) as Record<string, string> }));
  }

  clear(): void {
    this.ctx.storage.sql.exec('DELETE FROM intents');
    this.ctx.storage.sql.exec('DELETE FROM idempotency');
  }
}

type State = DurableObjectStub<PaymentsState>;

/** Sends a signed event about `intent` to the merchant's endpoint and notes how it went (never throws). */
async function sendWebhook(env: PaymentsEnv, state: State, type: string, intent: PaymentIntent): Promise<void> {
  if (!env.WEBHOOK_URL || !env.WEBHOOK_SECRET) {
    await state.noteWebhook(intent.id, 'no endpoint configured');
    return;
  }
  const body = JSON.stringify({
    id: `evt_${crypto.randomUUID()}`,
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: intent },
  });
  try {
    const res = await fetch(env.WEBHOOK_URL, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [SIGNATURE_HEADER]: await signPayload(env.WEBHOOK_SECRET, body, Math.floor(Date.now() / 1000)),
      },
      body,
    });
    await state.noteWebhook(intent.id, `${type}: ${res.status}`);
  } catch (error) {
    await state.noteWebhook(intent.id, `${type}: ${String(error)}`);
  }
}

/** Runs `create` once per idempotency key: a retry with the same body gets the first answer back. */
async function idempotent(
  request: Request,
  state: State,
  body: string,
  create: () => Promise<Response>,
): Promise<Response> {
  const key = request.headers.get('Idempotency-Key');
  if (!key || key.length > 255) return json({ error: 'bad_request', message: 'Idempotency-Key header: required' }, 400);
  const earlier = await state.remembered(key);
  if (earlier) {
    if (earlier.request !== body)
      return json({ error: 'idempotency_conflict', message: 'this key was used with another request' }, 409);
    return new Response(earlier.response, {
      headers: { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true' },
    });
  }
  const response = await create();
  if (response.ok) await state.remember(key, body, await response.clone().text());
  return response;
}

async function createIntent(request: Request, state: State): Promise<Response> {
  const text = await request.text();
  if ((await state.control()).outage) return outageResponse();
  return idempotent(request, state, text, async () => {
    let body: { amount?: unknown; currency?: unknown; metadata?: unknown };
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      return json({ error: 'bad_request', message: 'expected JSON' }, 400);
    }
    const { amount, currency, metadata } = body ?? {};
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 50)
      return json({ error: 'bad_request', message: 'amount: expected whole cents, at least 50' }, 400);
    if (currency !== 'aud') return json({ error: 'bad_request', message: "currency: expected 'aud'" }, 400);
    if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata))
      return json({ error: 'bad_request', message: 'metadata: expected an object' }, 400);
    const intent: PaymentIntent = {
      id: `pi_${crypto.randomUUID().replaceAll('-', '')}`,
      status: 'requires_confirmation',
      amount,
      currency,
      metadata: Object.fromEntries(Object.entries(metadata).map(([k, v]) => [k, String(v)])),
      created: Date.now(),
      webhook: null,
    };
    await state.create(intent);
    return json(intent);
  });
}

async function confirm(request: Request, id: string, env: PaymentsEnv, state: State): Promise<Response> {
  const body = await readJson(request);
  if ((await state.control()).outage) return outageResponse();
  const card = body.ok ? ((body.value as { card?: Record<string, unknown> } | null)?.card ?? null) : null;
  const number = typeof card?.number === 'string' ? card.number.replace(/\s+/g, '') : '';
  if (!/^\d{12,19}$/.test(number))
    return json({ error: 'bad_request', message: 'card.number: expected 12 to 19 digits' }, 400);
  const intent = await state.find(id);
  if (!intent) return json({ error: 'not_found' }, 404);
  const declined = number === DECLINED_CARD;
  if (!(await state.transition(id, 'requires_confirmation', declined ? 'failed' : 'succeeded'))) {
    // The state it is in now, as card partners report it: a confirmation sent at the same time may have
    // moved it since it was read above.
    const current = (await state.find(id)) ?? intent;
    return json({ error: 'intent_unexpected_state', status: current.status }, 409);
  }
  const updated = { ...intent, status: declined ? 'failed' : 'succeeded' } as PaymentIntent;
  await sendWebhook(env, state, declined ? 'payment_intent.payment_failed' : 'payment_intent.succeeded', updated);
  if (declined) return json({ error: 'card_declined', message: 'Your card was declined.', id }, 402);
  return json({ id, status: 'succeeded' });
}

async function refund(request: Request, env: PaymentsEnv, state: State): Promise<Response> {
  const text = await request.text();
  if ((await state.control()).outage) return outageResponse();
  return idempotent(request, state, text, async () => {
    let paymentIntent: unknown;
    try {
      paymentIntent = (JSON.parse(text) as { payment_intent?: unknown }).payment_intent;
    } catch {
      return json({ error: 'bad_request', message: 'expected JSON' }, 400);
    }
    if (typeof paymentIntent !== 'string')
      return json({ error: 'bad_request', message: 'payment_intent: expected an id' }, 400);
    const intent = await state.find(paymentIntent);
    if (!intent) return json({ error: 'not_found' }, 404);
    if (!(await state.transition(intent.id, 'succeeded', 'refunded')))
      return json({ error: 'charge_not_refundable', status: intent.status }, 409);
    await sendWebhook(env, state, 'charge.refunded', { ...intent, status: 'refunded' });
    return json({
      id: `re_${crypto.randomUUID().replaceAll('-', '')}`,
      status: 'succeeded',
      amount: intent.amount,
      payment_intent: intent.id,
    });
  });
}

function paymentsPage(intents: PaymentIntent[]): Response {
  const rows = intents.map(
    (intent) => `<tr>${receivedTimeCell(intent.created)}
<td>${escapeHtml(intent.id)}</td><td>$${(intent.amount / 100).toFixed(2)}</td><td>${escapeHtml(intent.status)}</td>
<td>${escapeHtml(intent.metadata.reservation_id ?? '')}</td><td>${escapeHtml(intent.webhook ?? '—')}</td></tr>`,
  );
  return receivedPage('Payments (local simulator)', {
    headings: ['Created', 'Intent', 'Amount', 'Status', 'Reservation', 'Last webhook'],
    rows,
    empty: 'No payments yet. Reserve a car from its page.',
  });
}

const CONFIRM_ROUTE = /^POST \/v1\/payment_intents\/(pi_\w{1,64})\/confirm$/;

export default simulatorWorker<PaymentsEnv, PaymentsState>(
  'payments',
  ({ route, request, env, state }) => {
    const confirming = CONFIRM_ROUTE.exec(route);
    if (confirming) return confirm(request, confirming[1] as string, env, state);
    switch (route) {
      case 'POST /v1/payment_intents':
        return createIntent(request, state);
      case 'POST /v1/refunds':
        return refund(request, env, state);
      default:
        return null;
    }
  },
  { api: '/v1/payment_intents', key: 'payment_intents', page: '/payments', render: paymentsPage },
);
