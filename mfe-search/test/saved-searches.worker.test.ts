import { env } from 'cloudflare:workers';
import type { Car, FragmentRequestInput } from '@forecourt/shared';
import { SAVED_SEARCH_MESSAGES } from '@forecourt/shared/search/saved-searches';
import { createTenantStore } from '@forecourt/shared/server-kit/tenants';
import {
  fixtureStatements,
  insertCar,
  locationsFor,
  makeCar,
  makeTenant,
} from '@forecourt/shared/server-kit/testing/fixtures';
import { callSliceApi } from '@forecourt/shared/server-kit/testing/slice-call';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSearchAlerts } from '../src/alerts/run';
import { createApi } from '../src/api';
import { createApp } from '../src/app';
import type { SearchBindings } from '../src/bindings';
import { createSearchIsolate, sourcesFor } from '../src/isolate';
import { loadUnsubscribe, saveSearchLoader } from '../src/loaders/saved-searches';
import { searchPageLoader } from '../src/loaders/search-page';
import { alertSenderFor } from '../src/partners/alert-messages';

// Saved searches with alerts (issue 31) inside workerd, with the real D1, the embedded engine and the SMS and e-mail
// simulators: saving (signed in, bounded per site, every bad input named), listing and deleting one's own; the
// scheduled run that turns a new matching car and a price drop into one SMS digest, never the same car twice for the
// same reason; its stop link; and a site switched off or gone sends nothing.

const DEALER = { id: 98401, slug: 'alert-motors', name: 'Alert Motors' };
const SITE = makeTenant({ slug: 'alertsite', websiteId: 9841, dealerships: [DEALER.slug], stock: { level: 0 } });
const ONE_SEARCH = makeTenant({
  slug: 'alertone',
  websiteId: 9842,
  dealerships: [DEALER.slug],
  stock: { level: 0 },
  search: { savedSearchesPerShopper: 1 },
});
const SWITCHED_OFF = makeTenant({
  slug: 'alertoff',
  websiteId: 9843,
  dealerships: [DEALER.slug],
  stock: { level: 0 },
  search: { savedSearchesPerShopper: 0 },
});
const SHOPPER = { userId: 98411, phone: '0412984110' };
const OTHER_SHOPPER = { userId: 98412, phone: '0412984120' };
const E164 = '+61412984110';

const car = (id: number, overrides: Partial<Car> = {}) =>
  makeCar({ id, slug: `alert-car-${id}`, dealership: DEALER, make: 'Isuzu', model: 'D-Max', ...overrides });
const STOCK = [car(98421, { price: 41_990 }), car(98422, { price: 38_500 }), car(98423, { make: 'Kia', model: 'Rio' })];

const isolate = createSearchIsolate();
const api = createApi(isolate);
const bindings = env as unknown as SearchBindings;

function call(path: string, shopper: typeof SHOPPER | null, init: RequestInit = {}, tenant = SITE.slug) {
  return callSliceApi(api, bindings, path, { tenant, shopper }, init);
}

function saveJson(body: Record<string, unknown>, shopper: typeof SHOPPER | null = SHOPPER, tenant = SITE.slug) {
  return call(
    '/api/search/saved-searches',
    shopper,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    tenant,
  );
}

const ISUZU = { name: 'Isuzu utes', search: '/search/isuzu', new_cars: true, price_drops: true, frequency: 'instant' };

/** The texts a number was sent about one site's searches (their links name its host), newest first. */
async function smsTo(number: string, site = SITE.slug): Promise<string[]> {
  const res = await fetch(new URL(`/outbox.json?to=${encodeURIComponent(number)}`, env.SMS_API_URL));
  return ((await res.json()) as { messages: { body: string }[] }).messages
    .map((message) => message.body)
    .filter((body) => body.includes(`https://${site}.localhost/`));
}

/** One scheduled run at `now`, on a tenant store that reads KV afresh (a site switched off shows at once). */
function runAt(now: number) {
  return runSearchAlerts({
    db: env.DB,
    tenants: createTenantStore({ ttlMs: 0 }),
    kv: env.TENANTS,
    stock: sourcesFor(isolate, bindings, () => {}),
    send: alertSenderFor(bindings),
    now,
  });
}

/** The fragments' app of the real Worker's loaders, with the stable release its assets name. */
const fragments = createApp({
  loadSearchPage: searchPageLoader(isolate),
  loadSaveSearch: saveSearchLoader(isolate),
  loadUnsubscribe,
});
const fragmentBindings: SearchBindings = {
  ...bindings,
  ASSETS: {
    fetch: async () =>
      Response.json({
        name: 'mfe_search',
        version: '1.0.0',
        channel: 'stable',
        manifestUrl: '/_mf/mfe_search/1.0.0/mf-manifest.json',
        stylesheets: [],
        builtAt: '2026-11-28T00:00:00.000Z',
      }),
  } as unknown as SearchBindings['ASSETS'],
};

/** A fragment of the site's, as the gateway asks for it: its status and HTML. */
async function fragment(name: string, query: Record<string, string>, shopper?: typeof SHOPPER) {
  const body: FragmentRequestInput = {
    params: {},
    query,
    tenant: { slug: SITE.slug, host: `${SITE.slug}.localhost`, websiteId: SITE.websiteId },
    islandId: 'fc-saved',
    ...(shopper ? { shopper } : {}),
  };
  const res = await fragments.request(
    `/fragments/${name}`,
    { method: 'POST', body: JSON.stringify(body) },
    fragmentBindings,
  );
  return (await res.json()) as { status: number; html: string };
}

/** A new car's listing time, as the stock feed gives it: after the searches' last look. */
const justListed = () => new Date(Date.now() + 1).toISOString();

/** Rewrites a car as the stock feed would: a new price, a later update time. */
async function reprice(id: number, price: number, at: string) {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM cars WHERE id = ?').bind(id),
    insertCar(env.DB, car(id, { price, updated_at: at })),
  ]);
}

beforeAll(async () => {
  await env.DB.batch([
    ...fixtureStatements(env.DB, STOCK, [DEALER], locationsFor([DEALER])),
    ...[SHOPPER, OTHER_SHOPPER].map((shopper) =>
      env.DB.prepare(
        'INSERT OR IGNORE INTO users (id, phone, created_at, updated_at, verified_at) VALUES (?, ?, 0, 0, 0)',
      ).bind(shopper.userId, shopper.phone),
    ),
  ]);
  await Promise.all(
    [SITE, ONE_SEARCH, SWITCHED_OFF].map((tenant) => env.TENANTS.put(`tenant:${tenant.slug}`, JSON.stringify(tenant))),
  );
});

describe('saving a search', () => {
  it('needs a signed-in shopper, names every bad field, and refuses a search that is no search page of the site', async () => {
    expect((await saveJson(ISUZU, null)).status).toBe(401);
    const bad = await saveJson({ name: '', search: 'https://elsewhere.example/search', channel: 'fax' });
    expect(bad.status).toBe(400);
    const { error } = (await bad.json()) as { error: string };
    expect(error).toMatch(/name: Please name this search/);
    expect(error).toMatch(/search: not a search of this site/);
    expect(error).toMatch(/channel/);
    const mail = await saveJson({ ...ISUZU, channel: 'email', email: 'not-an-address' });
    expect(await mail.json()).toMatchObject({ error: expect.stringContaining(SAVED_SEARCH_MESSAGES.email) });
    const unknownMake = await saveJson({ ...ISUZU, search: '/search/no-such-make-here' });
    expect(unknownMake.status).toBe(400);
  });

  it('keeps the bound per shopper and site, and a site with saving switched off saves none', async () => {
    expect((await saveJson(ISUZU, SHOPPER, ONE_SEARCH.slug)).status).toBe(201);
    const second = await saveJson({ ...ISUZU, name: 'Again' }, SHOPPER, ONE_SEARCH.slug);
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ error: SAVED_SEARCH_MESSAGES.limit(1) });
    expect((await saveJson(ISUZU, OTHER_SHOPPER, ONE_SEARCH.slug)).status).toBe(201);
    expect((await saveJson(ISUZU, SHOPPER, SWITCHED_OFF.slug)).status).toBe(403);
  });

  it('answers a form with the way on: My Garage when saved, the save page naming the problem when not', async () => {
    const form = (fields: Record<string, string>) =>
      call(
        '/api/search/saved-searches',
        SHOPPER,
        { method: 'POST', body: new URLSearchParams(fields) },
        ONE_SEARCH.slug,
      );
    const refused = await form({ name: 'Full', search: '/search/isuzu', new_cars: '1' });
    expect(refused.status).toBe(303);
    const location = new URL(refused.headers.get('Location') ?? '', 'https://x.invalid');
    expect(location.pathname).toBe('/my-garage/saved-searches/new');
    expect(location.searchParams.get('search')).toBe('/search/isuzu');
    expect(location.searchParams.get('problem')).toBe(SAVED_SEARCH_MESSAGES.limit(1));
  });

  it("lists and deletes only the shopper's own searches on the site", async () => {
    const saved = (await (await saveJson({ ...ISUZU, name: 'To delete' })).json()) as { saved_search: { id: number } };
    const id = saved.saved_search.id;
    const list = async (shopper: typeof SHOPPER) =>
      ((await (await call('/api/search/saved-searches', shopper)).json()) as { saved_searches: { id: number }[] })
        .saved_searches;
    expect((await list(SHOPPER)).map((search) => search.id)).toContain(id);
    expect((await list(OTHER_SHOPPER)).map((search) => search.id)).not.toContain(id);
    expect((await call(`/api/search/saved-searches/${id}`, OTHER_SHOPPER, { method: 'DELETE' })).status).toBe(404);
    expect(
      (await call(`/api/search/saved-searches/${id}`, SHOPPER, { method: 'DELETE' }, ONE_SEARCH.slug)).status,
    ).toBe(404);
    expect((await call('/api/search/saved-searches/abc', SHOPPER, { method: 'DELETE' })).status).toBe(400);
    const deleted = await call(`/api/search/saved-searches/${id}/delete`, SHOPPER, { method: 'POST' });
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get('Location')).toBe('/my-garage#fc-garage-searches');
    expect((await list(SHOPPER)).map((search) => search.id)).not.toContain(id);
  });
});

describe('the scheduled alerts', () => {
  it('texts one digest for a new matching car and a price drop, never the same again, and stops on the link', async () => {
    const res = await saveJson(ISUZU);
    expect(res.status).toBe(201);
    const before = (await smsTo(E164)).length;
    // Nothing changed since saving: nothing to say.
    await runAt(Date.now());
    expect(await smsTo(E164)).toHaveLength(before);

    await env.DB.batch([
      insertCar(env.DB, car(98424, { price: 35_000, updated_at: '2026-11-20T00:00:00Z', created_at: justListed() })),
    ]);
    await reprice(98421, 39_990, '2026-11-20T00:00:01Z');
    const report = await runAt(Date.now());
    // This site's digest, and the other sites' searches of the same stock (the bound's tests above).
    expect(report).toMatchObject({ failed: 0 });
    expect(report.delivered).toBe(report.digests);
    const messages = await smsTo(E164);
    expect(messages).toHaveLength(before + 1);
    const [digest = ''] = messages;
    expect(digest).toMatch(/1 new car and 1 price drop/);
    expect(digest).toMatch(
      /New: 2022 Isuzu D-Max Ascent Sport \$35,000 https:\/\/alertsite\.localhost\/cars\/alert-car-98424/,
    );
    expect(digest).toMatch(/Price drop: .* now \$39,990 \(was \$41,990\)/);
    expect(digest).not.toMatch(/Rio/);
    const token = /saved-searches\/unsubscribe\?token=([0-9a-f]{32})/.exec(digest)?.[1] ?? '';
    expect(token).not.toBe('');

    // The same cars again, later: nothing new to say.
    await runAt(Date.now() + 1000);
    expect(await smsTo(E164)).toHaveLength(before + 1);

    // The stop link's page, then its button: no more alerts for that search.
    const stopPage = async () => (await fragment('SavedSearchUnsubscribe', { token })).html;
    expect(await stopPage()).toContain('Stop these alerts');
    const stopped = await call('/api/search/saved-searches/unsubscribe', null, {
      method: 'POST',
      body: new URLSearchParams({ token }),
    });
    expect(stopped.status).toBe(303);
    expect(await stopPage()).toContain(SAVED_SEARCH_MESSAGES.stopped('Isuzu utes'));
    await reprice(98422, 30_000, '2026-11-20T00:00:02Z');
    await runAt(Date.now() + 2000);
    expect(await smsTo(E164)).toHaveLength(before + 1);
    const unknown = await call('/api/search/saved-searches/unsubscribe', null, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: '0'.repeat(32) }),
    });
    expect(unknown.status).toBe(404);
  });

  it('mails the digest to the address given for e-mail alerts, from the alerts mailbox', async () => {
    const address = `alerts-${Date.now()}@example.com`;
    const saved = await saveJson({ ...ISUZU, name: 'Mailed utes', channel: 'email', email: address }, OTHER_SHOPPER);
    expect(saved.status).toBe(201);
    await env.DB.batch([
      insertCar(env.DB, car(98425, { price: 36_500, updated_at: '2026-11-22T00:00:00Z', created_at: justListed() })),
    ]);
    await runAt(Date.now() + 5000);
    const res = await fetch(new URL('/v1/messages?limit=50', env.EMAIL_API_URL));
    const mails = ((await res.json()) as { messages: { from: string; to: string; subject: string; text: string }[] })
      .messages;
    const mail = mails.find((message) => message.to === address);
    expect(mail?.from).toBe('alerts@forecourt.com.au');
    expect(mail?.subject).toMatch(/new car/);
    expect(mail?.text).toContain('https://alertsite.localhost/cars/alert-car-98425');
    expect(mail?.text).toMatch(
      /Stop alerts for “Mailed utes”: https:\/\/alertsite\.localhost\/saved-searches\/unsubscribe\?token=/,
    );
  });

  it('sends nothing for a site that switched saving off or is gone', async () => {
    const site = makeTenant({ slug: 'alertgone', websiteId: 9844, dealerships: [DEALER.slug], stock: { level: 0 } });
    await env.TENANTS.put(`tenant:${site.slug}`, JSON.stringify(site));
    expect((await saveJson({ ...ISUZU, name: 'Gone' }, OTHER_SHOPPER, site.slug)).status).toBe(201);
    const number = '+61412984120';
    const before = (await smsTo(number, site.slug)).length;
    await env.TENANTS.put(
      `tenant:${site.slug}`,
      JSON.stringify({ ...site, search: { ...site.search, savedSearchesPerShopper: 0 } }),
    );
    await reprice(98424, 33_000, '2026-11-21T00:00:00Z');
    await runAt(Date.now() + 3000);
    await env.TENANTS.delete(`tenant:${site.slug}`);
    await runAt(Date.now() + 4000);
    expect(await smsTo(number, site.slug)).toHaveLength(before);
  });
});

describe('the save page', () => {
  const page = (query: Record<string, string>, shopper?: typeof SHOPPER) => fragment('SaveSearch', query, shopper);

  it("offers the search by its heading, with the shopper's masked phone, and is nobody's without the shopper", async () => {
    const { status, html } = await page({ search: '/search/isuzu' }, SHOPPER);
    expect(status).toBe(200);
    expect(html).toContain('value="Isuzu Cars"');
    expect(html).toContain('By SMS to 04129XXXXX');
    expect(html).toContain('action="/api/search/saved-searches"');
    expect((await page({ search: '/search/isuzu' })).status).toBe(404);
    expect((await page({ search: 'https://elsewhere.example/' }, SHOPPER)).html).toContain('Search cars');
  });
});
