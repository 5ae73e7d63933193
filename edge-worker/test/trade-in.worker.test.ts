import { env } from 'cloudflare:workers';
import { identify } from '@forecourt/demo/simulators/valuation/model';
import { TRADE_IN_MAX_AGE_YEARS } from '@forecourt/shared/trade-in/rules';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gateway, json } from './http';
import { CONTACT, LEAD_GROUP, postJson, seedLeadFixtures } from './leads-support';
import { setPartnerOutage } from './simulators';

// POST /api/trade-in (issue 17; spec: 001 §2 "Trade-in", §7 "Trade-in valuation"): the lead is stored
// before the valuation partner is asked, so a partner outage loses nothing; the FAQ's refusals; the
// offer accepted (lead updated, event 18).

beforeAll(() => seedLeadFixtures());

const YEAR = new Date().getUTCFullYear();
const candidates = Array.from({ length: 200 }, (_, i) => `TST${i}`);
/** Registrations the partner identifies as a recent car, and as one too old for an online estimate. */
const RECENT = candidates.find((rego) => YEAR - identify(rego, 'QLD', YEAR).year <= TRADE_IN_MAX_AGE_YEARS) as string;
const OLD = candidates.find((rego) => YEAR - identify(rego, 'QLD', YEAR).year > TRADE_IN_MAX_AGE_YEARS) as string;

const TRADE_IN = { form: 'trade-in', ...CONTACT, postcode: '4000', regoState: 'QLD', km: 40_000, condition: 'good' };

function valuationSimulator(path: string, init?: RequestInit): Promise<Response> {
  return fetch(new URL(path, env.VALUATION_API_URL), init);
}

const setValuationOutage = (outage: boolean) => setPartnerOutage(env.VALUATION_API_URL, outage);

afterEach(() => setValuationOutage(false));

interface StoredRow {
  form: string;
  status: string;
  reason: string | null;
  rego: string;
  km: number;
  accepted_at: string | null;
}

async function stored(leadId: string): Promise<StoredRow | null> {
  return env.DB.prepare(
    `SELECT l.form, v.status, v.reason, v.rego, v.km, v.accepted_at FROM leads l
       JOIN trade_in_valuations v ON v.lead_id = l.id WHERE l.id = ?`,
  )
    .bind(leadId)
    .first<StoredRow>();
}

async function valued(body: Record<string, unknown>) {
  const res = await postJson(LEAD_GROUP, '/api/trade-in', { ...TRADE_IN, ...body });
  const answer = await json(res);
  expect(res.status, JSON.stringify(answer)).toBe(201);
  return answer as { lead_id: string; outcome: Record<string, unknown> & { status: string } };
}

describe('POST /api/trade-in', () => {
  it('stores the lead, asks the partner by rego and state, and answers the range and offer', async () => {
    const answer = await valued({ Rego: RECENT.toLowerCase() });
    expect(answer.outcome).toMatchObject({ status: 'valued', accepted_at: null });
    const outcome = answer.outcome as unknown as {
      range: { low: number; high: number };
      offer: number;
      adjustments: unknown[];
    };
    expect(outcome.range.low).toBeLessThanOrEqual(outcome.range.high);
    expect(outcome.offer).toBeLessThanOrEqual(outcome.range.low);
    expect(outcome.adjustments).toHaveLength(2);
    expect(await stored(answer.lead_id)).toMatchObject({
      form: 'trade-in',
      status: 'valued',
      rego: RECENT,
      km: 40_000,
    });
    const sent = (await (await valuationSimulator('/v1/valuations?limit=5')).json()) as {
      valuations: { reference: string; rego: string; regoState: string }[];
    };
    expect(sent.valuations).toContainEqual(
      expect.objectContaining({ reference: answer.lead_id, rego: RECENT, regoState: 'QLD' }),
    );
  });

  it('keeps the lead when the partner is down, and says the team will call', async () => {
    await setValuationOutage(true);
    const answer = await valued({ Rego: RECENT });
    expect(answer.outcome).toEqual({ status: 'unavailable' });
    expect(await stored(answer.lead_id)).toMatchObject({ form: 'trade-in', status: 'unavailable', rego: RECENT });
    const outbox = await env.DB.prepare('SELECT lead_id FROM lead_outbox WHERE lead_id = ?')
      .bind(answer.lead_id)
      .first();
    expect(outbox).not.toBeNull();
  });

  it('refuses an online estimate over 100,000 km without asking the partner', async () => {
    const answer = await valued({ Rego: RECENT, km: 100_001 });
    expect(answer.outcome).toEqual({ status: 'refused', reason: 'km', vehicle: null });
    expect(await stored(answer.lead_id)).toMatchObject({ status: 'refused', reason: 'km' });
  });

  it('refuses an online estimate for a car over 7 years old', async () => {
    const answer = await valued({ Rego: OLD });
    expect(answer.outcome).toMatchObject({ status: 'refused', reason: 'age' });
  });

  it('answers 400 naming a missing rego or a bad condition', async () => {
    const res = await postJson(LEAD_GROUP, '/api/trade-in', { ...TRADE_IN, condition: 'shiny' });
    expect(res.status).toBe(400);
    expect(String((await json(res)).error)).toMatch(/Rego|condition/);
  });

  it('refuses kilometres that are not whole decimal digits (issue 24 item 12)', async () => {
    for (const km of ['0x10', '1e5', '']) {
      const res = await postJson(LEAD_GROUP, '/api/trade-in', { ...TRADE_IN, Rego: RECENT, km });
      const answer = await json(res);
      expect(res.status, km).toBe(400);
      expect(answer.issues, km).toEqual([
        { path: 'km', message: 'Expected kilometres in whole digits, such as 45000.' },
      ]);
    }
  });

  it('sends an HTML form back to its page with the lead, or with the refused fields', async () => {
    const host = `${LEAD_GROUP.slug}.localhost`;
    const post = (fields: Record<string, string>) =>
      gateway('/api/trade-in', {
        host,
        method: 'POST',
        redirect: 'manual',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: `http://${host}`,
          Referer: `http://${host}/sell-my-car`,
        },
        body: new URLSearchParams(fields).toString(),
      });
    const fields = Object.fromEntries(Object.entries({ ...TRADE_IN, Rego: RECENT }).map(([k, v]) => [k, String(v)]));
    const ok = await post(fields);
    expect(ok.status).toBe(303);
    expect(ok.headers.get('Location')).toMatch(/^\/sell-my-car\?lead_id=[0-9a-f-]{36}$/);
    const bad = await post({ ...fields, phone: '12', Rego: '' });
    expect(bad.status).toBe(303);
    expect(bad.headers.get('Location')).toBe('/sell-my-car?errors=phone%2CRego');
  });
});

describe('POST /api/trade-in/:leadId/accept', () => {
  it('updates the lead once and records event 18 once', async () => {
    const { lead_id } = await valued({ Rego: RECENT });
    const res = await postJson(LEAD_GROUP, `/api/trade-in/${lead_id}/accept`, {});
    expect(res.status).toBe(200);
    expect(((await json(res)).outcome as { accepted_at: string | null }).accepted_at).not.toBeNull();
    expect((await stored(lead_id))?.accepted_at).not.toBeNull();
    await postJson(LEAD_GROUP, `/api/trade-in/${lead_id}/accept`, {});
    const events = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM analytics_events WHERE event_id = 18 AND json_extract(payload, '$.lead_id') = ?",
    )
      .bind(lead_id)
      .first<{ n: number }>();
    expect(events?.n).toBe(1);
  });

  it('answers 404 for another site’s trade-in and 409 when there is no offer', async () => {
    const refused = await valued({ Rego: RECENT, km: 150_000 });
    expect((await postJson(LEAD_GROUP, `/api/trade-in/${refused.lead_id}/accept`, {})).status).toBe(409);
    expect((await postJson(LEAD_GROUP, `/api/trade-in/${crypto.randomUUID()}/accept`, {})).status).toBe(404);
  });
});
