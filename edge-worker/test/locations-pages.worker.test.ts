import { createExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import type { Location } from '@forecourt/shared';
import { TOO_MANY_POSTCODE_LOOKUPS } from '@forecourt/shared/messages/catalogue';
import { LocationPageLoadSchema, LocationsPageLoadSchema } from '@forecourt/shared/pages/locations';
import {
  type FixtureDealership,
  fixtureStatements,
  locationsFor,
  makeTenant,
} from '@forecourt/shared/server-kit/testing/fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/index';
import { markInternal } from '../src/middleware/internal-caller';
import { LOCATOR_UNAVAILABLE } from '../src/services/page-loaders/locations-page';
import { seedComposition, standInStats } from './composition-fixtures';
import { gateway } from './http';
import { atWindowStart } from './rate-window';
import { setPartnerOutage } from './simulators';

// The locations page loaders inside workerd with the real D1, KV and the geocoding simulator: the
// dealer locator orders a site's locations by distance from a postcode, refuses bad postcodes with the
// spec's messages, and a location page applies the site's prefixes and review settings.

const DEALERS: FixtureDealership[] = [
  { id: 9701, slug: 'loc-sydney-motors', name: 'Loc Sydney Motors' },
  { id: 9702, slug: 'loc-perth-motors', name: 'Loc Perth Motors' },
];
const REVIEWED = { count: 2, average_rating: '4.0' };
const [SYDNEY, PERTH] = locationsFor(DEALERS).map((location) => ({ ...location, reviews: REVIEWED })) as [
  Location,
  Location,
];
const PERTH_YARD: Location = {
  ...PERTH,
  address: { ...PERTH.address, city: 'Perth', state: 'WA', postcode: '6000', lat: -31.95, long: 115.86 },
};
const SITE = makeTenant({
  slug: 'locsite',
  hostnames: ['locsite.example.com'],
  dealerships: DEALERS.map((dealer) => dealer.slug),
  locations: { pagePrefixes: ['contact-us', 'locations'], reviewMinRating: 4 },
});
const HOST = 'locsite.example.com';
/** A site allowing each shopper 2 partner calls a minute, for the page views that drive them. */
const BUDGET_SITE = makeTenant({
  slug: 'locbudget',
  dealerships: DEALERS.map((dealer) => dealer.slug),
  rateLimits: { partners: { limit: 2, windowSeconds: 60 } },
});

beforeAll(async () => {
  await env.DB.batch([
    ...fixtureStatements(env.DB, [], DEALERS, [SYDNEY, PERTH_YARD]),
    ...[5, 3].map((rating, index) =>
      env.DB.prepare(
        'INSERT OR IGNORE INTO reviews (id, location_id, customer_name, text, rating, review_date) VALUES (?, ?, ?, ?, ?, ?)',
      ).bind(97_000 + index, SYDNEY.id, `Reviewer ${index}`, 'Text', rating, `2026-0${index + 1}-01T10:00:00+10:00`),
    ),
  ]);
  await env.TENANTS.put(`tenant:${SITE.slug}`, JSON.stringify(SITE));
  await env.TENANTS.put(`host:${HOST}`, SITE.slug);
  await env.TENANTS.put(`tenant:${BUDGET_SITE.slug}`, JSON.stringify(BUDGET_SITE));
  // The stand-in remotes' release registry, for the composed pages.
  await seedComposition(env);
});

/** How many times the geocoding simulator was asked for `postcode`. */
async function lookupsOf(postcode: string): Promise<number> {
  const res = await fetch(new URL('/v1/lookups?limit=1000', env.GEOCODING_API_URL));
  const { lookups } = (await res.json()) as { lookups: { postcode: string }[] };
  return lookups.filter((lookup) => lookup.postcode === postcode).length;
}

function internal(path: string): Promise<Response> {
  return exports.InternalApi.fetch(new Request(`https://${HOST}${path}`));
}

async function locator(postcode: string) {
  const response = await internal(`/api/pages/locations?postcode=${encodeURIComponent(postcode)}`);
  expect(response.status).toBe(200);
  return LocationsPageLoadSchema.parse(await response.json()).locator;
}

describe('GET /api/pages/locations', () => {
  it('orders the locations by distance from a Perth and a Sydney postcode', async () => {
    const perth = await locator('6000');
    expect(perth).toMatchObject({ ok: true, place: { state: 'WA' } });
    expect(perth?.ok && perth.nearest.map((entry) => entry.slug)).toEqual([PERTH_YARD.slug, SYDNEY.slug]);
    expect(perth?.ok && perth.nearest[0]?.distanceKm).toBeLessThan(5);
    const sydney = await locator('2000');
    expect(sydney?.ok && sydney.nearest[0]?.slug).toBe(SYDNEY.slug);
  });

  it("refuses an empty, a malformed and an unknown postcode with the spec's messages", async () => {
    expect(await locator('')).toMatchObject({ ok: false, message: 'Please enter a postcode.' });
    expect(await locator('20a0')).toMatchObject({
      ok: false,
      message: 'Invalid postcode. Please enter a 4-digit number.',
    });
    expect(await locator('0000')).toMatchObject({ ok: false, message: 'Invalid postcode' });
  });

  it("takes a postcode of any length down the same path: the spec's message, or the trimmed postcode's answer", async () => {
    for (const long of ['2'.repeat(21), `2000${' '.repeat(17)}x`, 'x'.repeat(5000)]) {
      expect(await locator(long), long.slice(0, 30)).toMatchObject({
        ok: false,
        message: 'Invalid postcode. Please enter a 4-digit number.',
      });
    }
    // Surrounding spaces are ignored however many there are (shared checkPostcode), as for ' 2000 '.
    expect(await locator(`2000${' '.repeat(30)}`)).toMatchObject({ ok: true, postcode: '2000' });
  });

  it('asks the geocoder once per postcode: a repeated one, found or unknown, is answered from the cache (issue 24 item 9)', async () => {
    for (const postcode of ['3000', '3000', '0001', '0001']) await locator(postcode);
    expect([await lookupsOf('3000'), await lookupsOf('0001')]).toEqual([1, 1]);
  });

  it('keeps no failure: after an outage the postcode is looked up again', async () => {
    await setPartnerOutage(env.GEOCODING_API_URL, true);
    try {
      expect(await locator('4000')).toMatchObject({ ok: false, message: LOCATOR_UNAVAILABLE });
    } finally {
      await setPartnerOutage(env.GEOCODING_API_URL, false);
    }
    expect(await locator('4000')).toMatchObject({ ok: true, postcode: '4000' });
  });

  it("shares a postcode's place with the other isolates of the data centre (Cache API)", async () => {
    await locator('5000');
    // A new app has an empty isolate cache, as a fresh isolate would.
    const fresh = createApp();
    const request = markInternal(new Request(`https://${HOST}/api/pages/locations?postcode=5000`));
    const res = await fresh.fetch(request, env, createExecutionContext());
    expect(LocationsPageLoadSchema.parse(await res.json()).locator).toMatchObject({ ok: true, postcode: '5000' });
    expect(await lookupsOf('5000')).toBe(1);
  });

  it('answers internal callers only', async () => {
    expect((await gateway('/api/pages/locations', { host: HOST })).status).toBe(404);
  });
});

describe('GET /api/pages/location/:slug', () => {
  it("lists the reviews at the site's minimum rating", async () => {
    const response = await internal(`/api/pages/location/${SYDNEY.slug}?via=contact-us`);
    expect(response.status).toBe(200);
    const load = LocationPageLoadSchema.parse(await response.json());
    expect(load.reviews.map((review) => review.rating)).toEqual([5]);
    expect(load.dealership.slug).toBe('loc-sydney-motors');
  });

  it('is a 404 under a prefix the site does not serve, and for another site', async () => {
    expect((await internal(`/api/pages/location/${SYDNEY.slug}?via=our-location`)).status).toBe(404);
    expect((await internal(`/api/pages/location/${SYDNEY.slug}?via=locations`)).status).toBe(200);
    expect((await internal('/api/pages/location/no-such-place?via=contact-us')).status).toBe(404);
  });
});

describe('page views that drive a partner call (issue 24 item 9)', () => {
  const host = `${BUDGET_SITE.slug}.localhost`;
  const view = (path: string, client: string) =>
    gateway(path, { host, headers: { 'CF-Connecting-IP': client, Accept: 'text/html' } });

  it("spend the shopper's partners budget; over it the page says to try again (429) and asks no remote", async () => {
    await atWindowStart();
    const client = '203.0.113.90';
    const fragments = async () => (await standInStats(env.MFE_VEHICLE)).fragments;
    const before = await fragments();
    // No postcode, or one that is not one: no partner call, nothing spent.
    for (const query of ['', '?postcode=', '?postcode=20a0']) {
      expect((await view(`/cars/hilux-sr5${query}`, client)).status, query).toBe(200);
    }
    for (const postcode of ['2000', '2150']) {
      expect((await view(`/cars/hilux-sr5?postcode=${postcode}`, client)).status).toBe(200);
    }
    expect(await fragments()).toBe(before + 5);

    const over = await view('/cars/hilux-sr5?postcode=3000', client);
    expect(over.status).toBe(429);
    const retryAfter = Number(over.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(over.headers.get('Content-Type')).toContain('text/html');
    const html = await over.text();
    expect(html).toContain(TOO_MANY_POSTCODE_LOOKUPS);
    expect(html).toContain('href="/cars/hilux-sr5"');
    expect(await fragments()).toBe(before + 5);

    // The dealer locator spends the same budget; another shopper has their own.
    const locator = await view('/dealer-locator?postcode=3000', client);
    expect(locator.status).toBe(429);
    expect(await locator.text()).toContain('href="/dealer-locator"');
    expect((await view('/cars/hilux-sr5?postcode=3000', '203.0.113.91')).status).toBe(200);
  }, 20_000);
});
