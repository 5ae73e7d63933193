import { env, exports } from 'cloudflare:workers';
import type { Location } from '@forecourt/shared';
import { LocationPageLoadSchema, LocationsPageLoadSchema } from '@forecourt/shared/pages/locations';
import { beforeAll, describe, expect, it } from 'vitest';
import { type FixtureDealership, fixtureStatements, locationsFor, makeTenant } from './fixtures';
import { gateway } from './http';

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
});

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
