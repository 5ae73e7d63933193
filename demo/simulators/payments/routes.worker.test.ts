import { describe, expect, it } from 'vitest';
import { postJson, simulator } from '../test-support';

// The payments simulator's routes (worker.ts): payment intents under idempotency keys, confirmation with a
// card (one test card is declined), refunds.

const DEPOSIT = { amount: 50_000, currency: 'aud', metadata: { reservation_id: 'routes-test' } };

async function createIntent(key = crypto.randomUUID(), body: unknown = DEPOSIT): Promise<Response> {
  return postJson('payments', '/v1/payment_intents', body, { 'Idempotency-Key': key });
}

function confirm(id: string, number: string): Promise<Response> {
  return postJson('payments', `/v1/payment_intents/${id}/confirm`, {
    card: { number, exp_month: 12, exp_year: 2030, cvc: '123' },
  });
}

describe('the payments simulator', () => {
  it('makes one intent per idempotency key: a retry replays it, another body under the key is a conflict', async () => {
    const key = crypto.randomUUID();
    const first = (await (await createIntent(key)).json()) as { id: string; status: string };
    expect(first.status).toBe('requires_confirmation');
    const retry = await createIntent(key);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect(((await retry.json()) as { id: string }).id).toBe(first.id);
    expect((await createIntent(key, { ...DEPOSIT, amount: 60_000 })).status).toBe(409);
    expect((await postJson('payments', '/v1/payment_intents', DEPOSIT)).status).toBe(400);
  });

  it('confirms with a good card once, then refunds; declines the test card with 402', async () => {
    const paid = (await (await createIntent()).json()) as { id: string };
    expect(await (await confirm(paid.id, '4242 4242 4242 4242')).json()).toEqual({ id: paid.id, status: 'succeeded' });
    const again = await confirm(paid.id, '4242 4242 4242 4242');
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: 'intent_unexpected_state', status: 'succeeded' });
    const refund = await postJson(
      'payments',
      '/v1/refunds',
      { payment_intent: paid.id },
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    expect(await refund.json()).toMatchObject({ status: 'succeeded', amount: 50_000, payment_intent: paid.id });

    const declined = (await (await createIntent()).json()) as { id: string };
    const res = await confirm(declined.id, '4000 0000 0000 0002');
    expect(res.status).toBe(402);
    expect(await res.json()).toMatchObject({ error: 'card_declined' });
    const { payment_intents } = (await (await simulator('payments', '/v1/payment_intents?limit=5')).json()) as {
      payment_intents: { id: string; status: string }[];
    };
    expect(payment_intents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: paid.id, status: 'refunded' }),
        expect.objectContaining({ id: declined.id, status: 'failed' }),
      ]),
    );
  });
});
