import { describe, expect, it } from 'vitest';
import { postJson, simulator } from '../test-support';

// The valuation simulator's routes (worker.ts): trade-in valuations by registration, and their acceptance.

const ASKED = { id: 'routes-test', rego: 'ABC123', regoState: 'QLD', adjustments: { km: 80_000, condition: 'good' } };

describe('the valuation simulator', () => {
  it('values a registered car the same way twice, and records its acceptance by a lead', async () => {
    const first = await postJson('valuation', '/v1/valuations', ASKED);
    expect(first.status).toBe(200);
    const valued = (await first.json()) as { valuation_id: string; reference: string; vehicle: { make: string } };
    expect(valued.reference).toBe('routes-test');
    const again = (await (await postJson('valuation', '/v1/valuations', ASKED)).json()) as typeof valued;
    expect(again.vehicle).toEqual(valued.vehicle);
    const accepted = await postJson('valuation', `/v1/valuations/${valued.valuation_id}/accept`, { lead_id: 'lead-1' });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ valuation_id: valued.valuation_id, lead_id: 'lead-1' });
    const { valuations } = (await (await simulator('valuation', '/v1/valuations?limit=2')).json()) as {
      valuations: { valuation_id: string; accepted_lead_id: string | null }[];
    };
    expect(valuations.find((entry) => entry.valuation_id === valued.valuation_id)?.accepted_lead_id).toBe('lead-1');
  });

  it('refuses an unknown state or condition, and an acceptance of a valuation it never made', async () => {
    expect((await postJson('valuation', '/v1/valuations', { ...ASKED, regoState: 'XX' })).status).toBe(400);
    const condition = await postJson('valuation', '/v1/valuations', {
      ...ASKED,
      adjustments: { km: 1, condition: 'mint' },
    });
    expect(condition.status).toBe(400);
    expect((await postJson('valuation', '/v1/valuations/nope/accept', { lead_id: 'lead-1' })).status).toBe(404);
  });
});
