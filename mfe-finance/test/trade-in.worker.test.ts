import { env } from 'cloudflare:workers';
import { identify } from '@forecourt/demo/simulators/valuation/model';
import type { Shopper } from '@forecourt/shared/server-kit/env';
import { makeTenant, seedFixtures } from '@forecourt/shared/server-kit/testing/fixtures';
import { TRADE_IN_MAX_AGE_YEARS } from '@forecourt/shared/trade-in/rules';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signAcceptToken } from '../src/api/accept-token';
import { financeSlice, json, newShopper, setPartnerOutage } from './finance-api';

// POST /api/trade-in (issue 17; spec: 001 §2 "Trade-in", §7 "Trade-in valuation"), mfe-finance's API
// in-process as the gateway's proxy calls it: the lead is stored (the platform's lead service, with its outbox
// row) before the valuation partner is asked, so a partner outage loses nothing; the FAQ's refusals; the
// offer accepted (lead updated, event 18) by its shopper only (issue 24 item 10), with the link's token
// signed by this slice's own secret. Through the gateway (its budget, its refusal page):
// edge-worker/test/trade-in-proxy.worker.test.ts.

/** A group site with trade-in on, on the alpha dealerships (the dealership a trade-in names is one of them). */
const LEAD_GROUP = makeTenant({
  slug: 'trade-in-group',
  websiteId: 521,
  dealerships: ['alpha-motors', 'alpha-used'],
  features: { tradeIn: true },
  stock: { level: 3 },
});

/** A visitor's contact details, valid on every form. */
const CONTACT = { name: 'Sam', last_name: 'Lee', email: 'sam@example.com', phone: '0412 345 678' };

const slice = financeSlice();

beforeAll(async () => {
  await seedFixtures(env);
  await env.TENANTS.put(`tenant:${LEAD_GROUP.slug}`, JSON.stringify(LEAD_GROUP));
});

/** Who is signed in, as the gateway verified them (null: signed out). */
interface PostOptions {
  shopper?: Shopper;
}

/** POSTs a JSON body as a page of the site would. */
function postJson(path: string, body: unknown, options: PostOptions = {}): Promise<Response> {
  return slice.call(path, { tenant: LEAD_GROUP, json: body, shopper: options.shopper ?? null });
}

const YEAR = new Date().getUTCFullYear();
const candidates = Array.from({ length: 200 }, (_, i) => `TST${i}`);
/** Registrations the partner identifies as a recent car, and as one too old for an online estimate. */
const RECENT = candidates.find((rego) => YEAR - identify(rego, 'QLD', YEAR).year <= TRADE_IN_MAX_AGE_YEARS) as string;
const OLD = candidates.find((rego) => YEAR - identify(rego, 'QLD', YEAR).year > TRADE_IN_MAX_AGE_YEARS) as string;

const TRADE_IN = {
  form: 'trade-in',
  ...CONTACT,
  postcode: '4000',
  regoState: 'QLD',
  km: 40_000,
  condition: 'good',
  dealership_slug: 'alpha-used',
};

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

async function valued(body: Record<string, unknown>, options: PostOptions = {}) {
  const res = await postJson('/api/trade-in', { ...TRADE_IN, ...body }, options);
  const answer = await json(res);
  expect(res.status, JSON.stringify(answer)).toBe(201);
  return answer as { lead_id: string; outcome: Record<string, unknown> & { status: string }; accept_token: string };
}

/** POSTs `fields` as the /sell-my-car page's plain HTML form would (no JavaScript). */
function postForm(path: string, fields: Record<string, string>): Promise<Response> {
  const host = `${LEAD_GROUP.slug}.localhost`;
  return slice.call(path, {
    tenant: LEAD_GROUP,
    form: fields,
    headers: { Origin: `http://${host}`, Referer: `http://${host}/sell-my-car` },
  });
}

/** The trade-in form's fields for a car the partner values, as a plain form posts them. */
const VALUED_FORM = Object.fromEntries(Object.entries({ ...TRADE_IN, Rego: RECENT }).map(([k, v]) => [k, String(v)]));

/** Accepts the offer of `leadId` with this body (the link's token, or none) and these headers. */
const accept = (leadId: string, body: Record<string, unknown> = {}, options: PostOptions = {}) =>
  postJson(`/api/trade-in/${leadId}/accept`, body, options);

/** How many times event 18 (offer accepted) was recorded for the lead. */
async function acceptedEvents(leadId: string): Promise<number> {
  const events = await env.DB.prepare(
    "SELECT COUNT(*) AS n FROM analytics_events WHERE event_id = 18 AND json_extract(payload, '$.lead_id') = ?",
  )
    .bind(leadId)
    .first<{ n: number }>();
  return events?.n ?? 0;
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
    const res = await postJson('/api/trade-in', { ...TRADE_IN, condition: 'shiny' });
    expect(res.status).toBe(400);
    expect(String((await json(res)).error)).toMatch(/Rego|condition/);
  });

  it('asks which dealership on a site of several, as every lead form there does (spec: 000 §5)', async () => {
    const res = await postJson('/api/trade-in', { ...TRADE_IN, Rego: RECENT, dealership_slug: undefined });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ error: 'Invalid request: dealership_slug: This is a required field.' });
  });

  it('refuses kilometres that are not whole decimal digits (issue 24 item 12)', async () => {
    for (const km of ['0x10', '1e5', '']) {
      const res = await postJson('/api/trade-in', { ...TRADE_IN, Rego: RECENT, km });
      const answer = await json(res);
      expect(res.status, km).toBe(400);
      expect(answer.issues, km).toEqual([
        { path: 'km', message: 'Expected kilometres in whole digits, such as 45000.' },
      ]);
    }
  });

  it('sends an HTML form back to its page with the lead, or with the refused fields', async () => {
    const ok = await postForm('/api/trade-in', VALUED_FORM);
    expect(ok.status).toBe(303);
    expect(ok.headers.get('Location')).toMatch(/^\/sell-my-car\?lead_id=[0-9a-f-]{36}&accept_token=[\d.a-f]+$/);
    const bad = await postForm('/api/trade-in', { ...VALUED_FORM, phone: '12', Rego: '' });
    expect(bad.status).toBe(303);
    expect(bad.headers.get('Location')).toBe('/sell-my-car?errors=phone%2CRego');
  });
});

describe('POST /api/trade-in/:leadId/accept', () => {
  it('updates the lead once and records event 18 once', async () => {
    const { lead_id, accept_token } = await valued({ Rego: RECENT });
    const res = await accept(lead_id, { accept_token });
    expect(res.status).toBe(200);
    expect(((await json(res)).outcome as { accepted_at: string | null }).accepted_at).not.toBeNull();
    expect((await stored(lead_id))?.accepted_at).not.toBeNull();
    await accept(lead_id, { accept_token });
    expect(await acceptedEvents(lead_id)).toBe(1);
  });

  it('answers 404 for another site’s trade-in and 409 when there is no offer', async () => {
    const refused = await valued({ Rego: RECENT, km: 150_000 });
    expect((await accept(refused.lead_id, { accept_token: refused.accept_token })).status).toBe(409);
    expect((await accept(crypto.randomUUID())).status).toBe(404);
  });

  it('refuses the lead id alone, or a token that is forged, expired or another lead’s (issue 24 item 10)', async () => {
    const { lead_id, accept_token } = await valued({ Rego: RECENT });
    const other = await valued({ Rego: RECENT });
    const secret = env.TRADE_IN_ACCEPT_SECRET;
    const expired = await signAcceptToken(secret, LEAD_GROUP.slug, lead_id, Date.now() - 25 * 60 * 60 * 1000);
    const forged = accept_token.replace(/.$/, (last) => (last === '0' ? '1' : '0'));
    const onAnotherSite = await signAcceptToken(secret, 'lead-solo', lead_id, Date.now());
    // Signed with another of the platform's keys (the sessions'), as before the slice had its own (issue 25).
    const sessionsKey = await signAcceptToken(env.SESSION_SECRET, LEAD_GROUP.slug, lead_id, Date.now());
    for (const body of [
      {},
      { accept_token: forged },
      { accept_token: expired },
      { accept_token: other.accept_token },
      { accept_token: onAnotherSite },
      { accept_token: sessionsKey },
    ]) {
      const res = await accept(lead_id, body);
      expect(res.status, JSON.stringify(body)).toBe(403);
      expect((await json(res)).error).toBe('Open your valuation from its own page, or sign in, to accept this offer.');
    }
    expect((await stored(lead_id))?.accepted_at).toBeNull();
    expect(await acceptedEvents(lead_id)).toBe(0);
  });

  it('takes the shopper who asked for it, and no other shopper', async () => {
    const asker = await newShopper();
    const mine = await valued({ Rego: RECENT }, { shopper: asker });
    expect((await accept(mine.lead_id, {}, { shopper: await newShopper() })).status).toBe(403);
    expect((await accept(mine.lead_id, {}, { shopper: asker })).status).toBe(200);
  });

  it('carries the token through a form posted without JavaScript, and accepts with it', async () => {
    const back = new URL((await postForm('/api/trade-in', VALUED_FORM)).headers.get('Location') ?? '', 'http://x');
    const leadId = back.searchParams.get('lead_id') ?? '';
    const token = back.searchParams.get('accept_token') ?? '';
    expect(token).toMatch(/^\d+\.[0-9a-f]{64}$/);
    expect((await postForm(`/api/trade-in/${leadId}/accept`, {})).status).toBe(403);
    const accepted = await postForm(`/api/trade-in/${leadId}/accept`, { accept_token: token });
    expect([accepted.status, accepted.headers.get('Location')]).toEqual([303, `/sell-my-car?lead_id=${leadId}`]);
    expect((await stored(leadId))?.accepted_at).not.toBeNull();
  });
});
