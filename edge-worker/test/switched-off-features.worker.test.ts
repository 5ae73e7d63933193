import { env } from 'cloudflare:workers';
import { type BrowserEventId, type LeadForm, RELEASE_REGISTRY_KEY } from '@forecourt/shared';
import { makeTenant } from '@forecourt/shared/server-kit/testing/fixtures';
import { SWITCHABLE_FEATURES, type SwitchableFeature } from '@forecourt/shared/site-pages/feature-routes';
import { SUCCESS_PATH } from '@forecourt/shared/vehicle/lead-forms';
import { beforeAll, describe, expect, it } from 'vitest';
import { gateway, json } from './http';
import { testGateway } from './identity-support';
import { CONTACT, postJson, seedLeadFixtures } from './leads-support';
import { testRegistry } from './stand-ins/declarations';

// Issue 24 item 1: a feature a dealer has switched off stores nothing, calls no partner and answers a
// 404 JSON naming it, on every way in: its API, an HTML form post, its lead
// forms and browser events; its pages redirect (issue 19). Every feature of the one table, on a site with
// everything switchable off, beside a site with everything on (where none of these is that 404).
// (Its page loaders, in the slice that owns it, load nothing: mfe-finance/test/page-loaders.worker.test.ts.)

const HIGH = { limit: 10_000, windowSeconds: 60 };
const site = (slug: string, websiteId: number, features: Record<string, boolean>) =>
  makeTenant({
    slug,
    websiteId,
    dealerships: ['alpha-motors'],
    stock: { level: 3 },
    features,
    // Prizes written on both: the flag alone switches Spin to Win.
    spinToWin: { prizes: [{ label: 'Fuel card' }, { label: 'Cap' }] },
    rateLimits: { api: HIGH, leads: HIGH, events: HIGH, partners: HIGH },
  });

/** Trade-in off, like the demo's Redgum; everything else a dealer can switch off, off too. */
const FEATURES_OFF = site('features-off', 521, { favouritesStorage: false, compareStorage: false });
/** Everything on. */
const FEATURES_ON = site('features-on', 522, {
  tradeIn: true,
  finance: true,
  watchlist: true,
  reserve: true,
  spinToWin: true,
});

/** A car both sites show (alpha-motors'). */
const CAR = { id: 9101, slug: 'alpha-in-stock' };

/** A run-unique registration, so the valuation partner's log tells this file's requests apart. */
const REGO = `OFF${String(Date.now()).slice(-6)}`;
const TRADE_IN_LEAD = { form: 'trade-in', ...CONTACT, postcode: '4000' };
const TRADE_IN = { ...TRADE_IN_LEAD, Rego: REGO, regoState: 'QLD', km: 40_000, condition: 'good' };

/** A body of each feature's lead form that the lead schema accepts. */
const LEAD_BODIES: Partial<Record<LeadForm, Record<string, unknown>>> = {
  'trade-in': TRADE_IN_LEAD,
  finance: { form: 'finance', ...CONTACT, amount: 30_000, term: 5, selfAssessedCreditScore: 'GREAT' },
};

beforeAll(async () => {
  await seedLeadFixtures();
  // The finance features' APIs are mfe-finance's, through the proxy (the registry names the remote).
  await env.TENANTS.put(RELEASE_REGISTRY_KEY, JSON.stringify(testRegistry()));
  await Promise.all(
    [FEATURES_OFF, FEATURES_ON].map((tenant) => env.TENANTS.put(`tenant:${tenant.slug}`, JSON.stringify(tenant))),
  );
});

/** What a site has stored: its leads, valuations, analytics events, saved cars and reservations. */
async function storedCounts(tenant: string) {
  const count = (table: string) =>
    env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE tenant = ?`)
      .bind(tenant)
      .first<{ n: number }>()
      .then((row) => row?.n ?? 0);
  const tables = ['leads', 'lead_outbox JOIN leads ON leads.id = lead_id', 'trade_in_valuations', 'analytics_events'];
  return Promise.all([...tables, 'watchlist', 'reservations'].map(count));
}

/** The valuations the partner simulator was asked for with this file's registration. */
async function valuationsAsked(): Promise<number> {
  const res = await fetch(new URL('/v1/valuations?limit=200', env.VALUATION_API_URL));
  const { valuations } = (await res.json()) as { valuations: { rego: string }[] };
  return valuations.filter((valuation) => valuation.rego === REGO).length;
}

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
const asForm = (body: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(body).map(([key, value]) => [key, String(value)])).toString();

/**
 * Posts `body` as an HTML form of the site's own page would, without following the answer's redirect
 * (a composed page read here would leave the shared gateway's release cache without the registry).
 */
function postForm(tenant: typeof FEATURES_OFF, path: string, body: Record<string, unknown>, accept?: string) {
  const host = `${tenant.slug}.localhost`;
  return gateway(path, {
    host,
    method: 'POST',
    redirect: 'manual',
    headers: { ...FORM, Origin: `http://${host}`, ...(accept ? { Accept: accept } : {}) },
    body: asForm(body),
  });
}

/** The path a page pattern names for {@link CAR}. */
const pageFor = (pattern: string) => pattern.replace(':slug', CAR.slug);

/** Every way in to `feature` that has a body or method of its own, as requests to a site. */
function entryRequests(feature: SwitchableFeature) {
  const calls: { name: string; send: (tenant: typeof FEATURES_OFF) => Promise<Response> }[] = [];
  for (const prefix of feature.api) {
    calls.push({ name: `GET ${prefix}`, send: (tenant) => gateway(prefix, { host: `${tenant.slug}.localhost` }) });
    calls.push({ name: `POST ${prefix}/x (JSON)`, send: (tenant) => postJson(tenant, `${prefix}/x`, {}) });
    calls.push({
      name: `POST ${prefix} (HTML form)`,
      send: (tenant) => postForm(tenant, prefix, TRADE_IN_LEAD),
    });
  }
  for (const form of feature.leadForms) {
    const body = LEAD_BODIES[form] ?? {};
    calls.push({ name: `lead ${form} (JSON)`, send: (tenant) => postJson(tenant, '/api/leads', body) });
    calls.push({
      name: `lead ${form} (HTML form)`,
      send: (tenant) => postForm(tenant, '/api/leads', body),
    });
  }
  for (const event_id of feature.browserEvents as readonly BrowserEventId[]) {
    calls.push({
      name: `event ${event_id}`,
      send: (tenant) => postJson(tenant, '/api/events', { event_id, car_id: CAR.id }),
    });
  }
  return calls;
}

describe('a switched-off feature (issue 24 item 1)', () => {
  it('trade-in off: POST /api/trade-in and a trade-in lead are a 404 naming it, store nothing, ask no partner', async () => {
    const before = await storedCounts(FEATURES_OFF.slug);
    const answers = [
      await postJson(FEATURES_OFF, '/api/trade-in', TRADE_IN),
      await postForm(FEATURES_OFF, '/api/trade-in', TRADE_IN),
      await postJson(FEATURES_OFF, '/api/leads', TRADE_IN_LEAD),
      await postForm(FEATURES_OFF, '/api/leads', TRADE_IN_LEAD),
    ];
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect((await json(res)).error).toBe('Trade-in valuations are not available on this site.');
    }
    expect(await storedCounts(FEATURES_OFF.slug)).toEqual(before);
    expect(await valuationsAsked()).toBe(0);
  });

  for (const [name, feature] of Object.entries(SWITCHABLE_FEATURES) as [string, SwitchableFeature][]) {
    it(`${name} off: every API call, lead form and event is a 404 naming it, and nothing is stored`, async () => {
      const before = await storedCounts(FEATURES_OFF.slug);
      for (const call of entryRequests(feature)) {
        const off = await call.send(FEATURES_OFF);
        expect([off.status, (await json(off)).error], `${call.name} with ${name} off`).toEqual([
          404,
          feature.offMessage,
        ]);
        const on = await call.send(FEATURES_ON);
        const answer = on.headers.get('Content-Type')?.startsWith('application/json') ? await json(on) : {};
        expect(answer.error, `${call.name} with ${name} on`).not.toBe(feature.offMessage);
      }
      expect(await storedCounts(FEATURES_OFF.slug)).toEqual(before);
    });

    it(`${name} off: its pages redirect (302) to ${feature.redirectTo}`, async () => {
      // An app of its own: a composed page read here must not leave the shared gateway's release cache
      // without the registry that the composition tests seed.
      const { call } = testGateway();
      for (const pattern of feature.pages) {
        const path = pageFor(pattern);
        const off = await call(path, { tenant: FEATURES_OFF });
        expect([off.status, off.headers.get('Location')], path).toEqual([302, pageFor(feature.redirectTo)]);
        const on = await call(path, { tenant: FEATURES_ON });
        expect(on.headers.get('Location'), `${path} with ${name} on`).not.toBe(pageFor(feature.redirectTo));
      }
    });
  }

  it('answers a lead form posted without JavaScript with the site’s page, same 404 and message', async () => {
    const res = await postForm(FEATURES_OFF, '/api/leads', TRADE_IN_LEAD, 'text/html');
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(await res.text()).toContain('Trade-in valuations are not available on this site.');
    const on = await postForm(FEATURES_ON, '/api/leads', TRADE_IN_LEAD, 'text/html');
    expect([on.status, on.headers.get('Location')]).toEqual([303, SUCCESS_PATH]);
  });
});
