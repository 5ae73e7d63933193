import { describe, expect, it } from 'vitest';
import { postJson, simulator, withSwitches } from './test-support';

// What every simulator answers alike (kit.ts): /health, the outage switch on /control, a 404 for a route
// it does not have, and, while the outage is on, a 503 with Retry-After from its partner API (one call
// of each partner's API below; its own routes are tested beside it, <partner>/routes.worker.test.ts).

const PARTNER_CALLS: readonly [partner: string, call: () => Promise<Response>][] = [
  ['sms', () => postJson('sms', '/v1/messages', { to: '+61400000001', body: 'Your code is 111111' })],
  ['crm', () => postJson('crm', '/v1/leads', {}, { 'Idempotency-Key': 'outage-check' })],
  ['delivery', () => simulator('delivery', '/v1/quote?from=2000&to=3000')],
  ['price-guide', () => postJson('price-guide', '/v1/valuations', {})],
  ['finance', () => postJson('finance', '/v1/quotes', {})],
  ['valuation', () => postJson('valuation', '/v1/valuations', {})],
  ['payments', () => postJson('payments', '/v1/payment_intents', {}, { 'Idempotency-Key': 'outage-check' })],
  ['geocoding', () => simulator('geocoding', '/v1/geocode?postcode=2000')],
];

describe.each(PARTNER_CALLS)('the %s simulator', (partner, call) => {
  it('answers /health with its name', async () => {
    const res = await simulator(partner, '/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, partner });
  });

  it('answers a route it does not have with a JSON 404', async () => {
    const res = await simulator(partner, '/v1/nothing-here', { method: 'PATCH' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'no route for PATCH /v1/nothing-here' });
  });

  it('refuses a control change that is not { outage: boolean }', async () => {
    expect((await postJson(partner, '/control', { outage: 'yes' })).status).toBe(400);
    expect((await simulator(partner, '/control', { method: 'PUT' })).status).toBe(405);
    expect(await (await simulator(partner, '/control')).json()).toEqual({ outage: false });
  });

  it('answers its partner API with 503 and Retry-After while the outage is on, and not after', async () => {
    await withSwitches(partner, '/control', { outage: true }, { outage: false }, async () => {
      expect(await (await simulator(partner, '/control')).json()).toEqual({ outage: true });
      const res = await call();
      expect(res.status).toBe(503);
      expect(res.headers.get('Retry-After')).toBe('30');
      expect(await res.json()).toEqual({ error: 'simulated outage' });
    });
    expect((await call()).status).not.toBe(503);
  });
});
