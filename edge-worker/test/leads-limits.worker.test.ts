import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { json } from './http';
import { CONTACT, LEAD_GROUP, LEAD_LIMITS, postJson, seedLeadFixtures } from './leads-support';
import { atWindowStart } from './rate-window';

// Abuse limits per route class, configured per tenant (TenantConfig.rateLimits): lead-limits allows 2
// leads and 3 reveals a minute per client; lead-group allows thousands.

beforeAll(() => seedLeadFixtures());

const LEAD = { form: 'trade-in', ...CONTACT, postcode: '2000', dealership_slug: 'alpha-motors' };

describe('per-tenant limits on leads and reveals', () => {
  it("holds leads to the site's own budget, counted under the leads class", async () => {
    await atWindowStart();
    const ip = '203.0.113.150';
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await postJson(LEAD_LIMITS, '/api/leads', LEAD, { ip })).status);
    expect(statuses).toEqual([201, 201, 429]);
    const over = await postJson(LEAD_LIMITS, '/api/leads', LEAD, { ip });
    expect(await json(over)).toMatchObject({ error: 'Too many requests' });
    expect(over.headers.get('ratelimit-limit')).toBe('2');
    expect((await env.RATE_LIMITS.list({ prefix: `rl:lead-limits:leads:${ip}:` })).keys).toHaveLength(1);

    // Invalid bodies spend the budget too (the limit comes before the body is read).
    const other = '203.0.113.151';
    await postJson(LEAD_LIMITS, '/api/leads', '{oops', { ip: other });
    await postJson(LEAD_LIMITS, '/api/leads', '{oops', { ip: other });
    expect((await postJson(LEAD_LIMITS, '/api/leads', LEAD, { ip: other })).status).toBe(429);
  }, 20_000);

  it('holds reveals to their own budget, apart from leads', async () => {
    await atWindowStart();
    const ip = '203.0.113.152';
    const body = { car_id: 9101, dealership_id: 9001, website_id: 503 };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await postJson(LEAD_LIMITS, '/api/reveal-phone', body, { ip })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await postJson(LEAD_LIMITS, '/api/leads', LEAD, { ip })).status).toBe(201);
  }, 20_000);

  it("another site's budget is its own", async () => {
    await atWindowStart();
    const ip = '203.0.113.153';
    for (let i = 0; i < 2; i += 1) await postJson(LEAD_LIMITS, '/api/leads', LEAD, { ip });
    expect((await postJson(LEAD_LIMITS, '/api/leads', LEAD, { ip })).status).toBe(429);
    expect((await postJson(LEAD_GROUP, '/api/leads', LEAD, { ip })).status).toBe(201);
  }, 20_000);
});
