import { env } from 'cloudflare:workers';
import { makeTenant, seedFixtures } from '@forecourt/shared/server-kit/testing/fixtures';
import { SAMPLE_VALUATION, TRADE_IN_SELLER } from '@forecourt/shared/testing/sample-trade-in';
import { beforeAll, describe, expect, it } from 'vitest';
import { financeSlice, json, newShopper } from './finance-api';

// POST /api/miscellaneous (spec: 000 §7, 001 §7 "valuation data, column_name valuation"): the valuation a
// shopper already has, sent to the dealer as a trade-in lead (the platform's lead service: lead, outbox row
// and the data in one batch), no partner asked; each site's own; bad input a 400 naming the field; a site
// with trade-in off a 404.

const GROUP = makeTenant({
  slug: 'misc-group',
  websiteId: 531,
  dealerships: ['alpha-motors', 'alpha-used'],
  features: { tradeIn: true },
});
const SOLO = makeTenant({
  slug: 'misc-solo',
  websiteId: 532,
  dealerships: ['alpha-motors'],
  features: { tradeIn: true },
});
const NO_TRADE_IN = makeTenant({ slug: 'misc-off', websiteId: 533, dealerships: ['alpha-motors'] });

const BODY = {
  column_name: 'valuation',
  ...TRADE_IN_SELLER,
  Rego: 'MSC123',
  dealership_slug: 'alpha-used',
  valuation: SAMPLE_VALUATION,
};

const slice = financeSlice();

beforeAll(async () => {
  await seedFixtures(env);
  await Promise.all(
    [GROUP, SOLO, NO_TRADE_IN].map((tenant) => env.TENANTS.put(`tenant:${tenant.slug}`, JSON.stringify(tenant))),
  );
});

async function stored(leadId: string) {
  return env.DB.prepare(
    `SELECT l.tenant, l.form, l.payload, l.user_id, m.column_name, m.value,
            (SELECT COUNT(*) FROM lead_outbox o WHERE o.lead_id = l.id) AS queued
       FROM leads l JOIN miscellaneous m ON m.lead_id = l.id WHERE l.id = ?`,
  )
    .bind(leadId)
    .first<{
      tenant: string;
      form: string;
      payload: string;
      user_id: number | null;
      column_name: string;
      value: string;
      queued: number;
    }>();
}

describe('POST /api/miscellaneous', () => {
  it('stores the valuation as a trade-in lead with its data, queued for the CRM (201 { lead_id })', async () => {
    const shopper = await newShopper();
    const res = await slice.call('/api/miscellaneous', { tenant: GROUP, json: BODY, shopper });
    expect(res.status).toBe(201);
    const { lead_id } = (await json(res)) as { lead_id: string };
    const row = await stored(lead_id);
    expect(row).toMatchObject({ tenant: GROUP.slug, form: 'trade-in', column_name: 'valuation', queued: 1 });
    expect(row?.user_id).toBe(shopper.userId);
    expect(JSON.parse(row?.value ?? '{}')).toEqual(BODY.valuation);
    expect(JSON.parse(row?.payload ?? '{}')).toMatchObject({
      form: 'trade-in',
      Rego: 'MSC123',
      dealership_slug: 'alpha-used',
      message: 'Valuation: 2019 Toyota Corolla, $14,000–$16,500, 42,000 km',
    });
  });

  it("keeps each site's own: a dealership of another site is refused, and the site's lead is its own", async () => {
    const res = await slice.call('/api/miscellaneous', {
      tenant: SOLO,
      json: { ...BODY, dealership_slug: 'bravo-nissan' },
    });
    expect(res.status).toBe(400);
    expect(String((await json(res)).error)).toContain('dealership_slug');
    const own = await slice.call('/api/miscellaneous', { tenant: SOLO, json: { ...BODY, dealership_slug: undefined } });
    expect(own.status).toBe(201);
    const row = await stored(String((await json(own)).lead_id));
    expect(row?.tenant).toBe(SOLO.slug);
    expect(row?.user_id).toBeNull();
  });

  it('refuses bad input with a 400 JSON naming the field, storing nothing', async () => {
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM miscellaneous').first<{ n: number }>();
    const cases: [unknown, string][] = [
      [{ ...BODY, column_name: 'notes' }, 'column_name'],
      [{ ...BODY, valuation: { ...BODY.valuation, low: 20_000 } }, 'valuation.high'],
      [{ ...BODY, valuation: undefined }, 'valuation'],
      [{ ...BODY, email: 'nope' }, 'email'],
      [{ ...BODY, dealership_slug: 'bravo-nissan' }, 'dealership_slug'],
      // A site of several dealerships asks which, as for every lead form there (spec: 000 §5).
      [{ ...BODY, dealership_slug: undefined }, 'dealership_slug: This is a required field.'],
    ];
    for (const [body, field] of cases) {
      const res = await slice.call('/api/miscellaneous', { tenant: GROUP, json: body });
      expect(res.status, field).toBe(400);
      expect(res.headers.get('Content-Type'), field).toMatch(/^application\/json/);
      expect(String((await json(res)).error), field).toContain(field);
    }
    const bad = await slice.call('/api/miscellaneous', {
      tenant: GROUP,
      headers: { 'Content-Type': 'application/json' },
      method: 'POST',
    });
    expect(bad.status).toBe(400);
    const after = await env.DB.prepare('SELECT COUNT(*) AS n FROM miscellaneous').first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it('is a 404 on a site with trade-in off', async () => {
    const res = await slice.call('/api/miscellaneous', { tenant: NO_TRADE_IN, json: BODY });
    expect(res.status).toBe(404);
    expect((await json(res)).error).toBe('Trade-in valuations are not available on this site.');
  });
});
