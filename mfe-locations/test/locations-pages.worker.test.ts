import { env } from 'cloudflare:workers';
import { simulator, withSwitches } from '@forecourt/demo/simulators/test-support';
import type { Location } from '@forecourt/shared';
import type { LocationPageParams } from '@forecourt/shared/pages/locations';
import {
  type FixtureDealership,
  fixtureStatements,
  locationsFor,
  makeTenant,
} from '@forecourt/shared/server-kit/testing/fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocationPageFor } from '../src/loaders/location-page';
import { LOCATOR_UNAVAILABLE, locationsPageLoader } from '../src/loaders/locations-page';
import { createGeocoder } from '../src/partners/geocoding-cache';
import { fragmentContextFor } from './support';

// The locations pages' loaders inside workerd with the real D1 and the geocoding simulator, as the
// fragments call them: the dealer locator orders a site's locations by distance from a postcode, refuses
// bad postcodes with the spec's messages and asks the geocoder once per postcode; a location page applies
// the site's prefixes and review settings.

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
  dealerships: DEALERS.map((dealer) => dealer.slug),
  locations: { pagePrefixes: ['contact-us', 'locations'], reviewMinRating: 4 },
});
/** Another site, of other dealerships: none of SITE's locations are its. */
const OTHER_SITE = makeTenant({ slug: 'locother', dealerships: ['loc-other-motors'] });

beforeAll(async () => {
  await env.DB.batch([
    ...fixtureStatements(env.DB, [], DEALERS, [SYDNEY, PERTH_YARD]),
    ...[5, 3].map((rating, index) =>
      env.DB.prepare(
        'INSERT OR IGNORE INTO reviews (id, location_id, customer_name, text, rating, review_date) VALUES (?, ?, ?, ?, ?, ?)',
      ).bind(97_000 + index, SYDNEY.id, `Reviewer ${index}`, 'Text', rating, `2026-0${index + 1}-01T10:00:00+10:00`),
    ),
  ]);
});

/** The Worker's listing loader: one geocoder, as one isolate has. */
const loadLocations = locationsPageLoader(createGeocoder());

async function locator(postcode: string) {
  return (await loadLocations(fragmentContextFor(SITE), postcode)).locator;
}

/** How many times the geocoding simulator was asked for `postcode`. */
async function lookupsOf(postcode: string): Promise<number> {
  const res = await simulator('geocoding', '/v1/lookups?limit=1000');
  const { lookups } = (await res.json()) as { lookups: { postcode: string }[] };
  return lookups.filter((lookup) => lookup.postcode === postcode).length;
}

describe('the locations listing’s loader', () => {
  it('answers the site’s own locations and dealerships, and no locator without a postcode', async () => {
    const load = await loadLocations(fragmentContextFor(SITE));
    expect(load.locations.map((location) => location.slug).sort()).toEqual([SYDNEY.slug, PERTH_YARD.slug].sort());
    expect(load.dealerships.map((dealership) => dealership.slug)).toEqual(['loc-perth-motors', 'loc-sydney-motors']);
    expect(load.locator).toBeNull();
    expect((await loadLocations(fragmentContextFor(OTHER_SITE))).locations).toEqual([]);
  });

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
    await withSwitches('geocoding', '/control', { outage: true }, { outage: false }, async () => {
      expect(await locator('4000')).toMatchObject({ ok: false, message: LOCATOR_UNAVAILABLE });
    });
    expect(await locator('4000')).toMatchObject({ ok: true, postcode: '4000' });
  });

  it("shares a postcode's place with the other isolates of the data centre (Cache API)", async () => {
    await locator('5000');
    // A new geocoder keeps nothing in memory, as a fresh isolate would.
    const fresh = locationsPageLoader(createGeocoder());
    expect((await fresh(fragmentContextFor(SITE), '5000')).locator).toMatchObject({ ok: true, postcode: '5000' });
    expect(await lookupsOf('5000')).toBe(1);
  });
});

describe('the location page’s loader', () => {
  const load = (params: LocationPageParams, tenant = SITE) => loadLocationPageFor(fragmentContextFor(tenant), params);

  it("lists the reviews at the site's minimum rating", async () => {
    const page = await load({ slug: SYDNEY.slug, via: 'contact-us' });
    expect(page?.reviews.map((review) => review.rating)).toEqual([5]);
    expect(page?.dealership.slug).toBe('loc-sydney-motors');
  });

  it('lists at most the site’s number of Google reviews, and at rating 4 by default (spec: 000 §9; issue 26)', async () => {
    const defaults = makeTenant({ slug: 'locdefaults', dealerships: SITE.dealerships });
    expect(defaults.locations).toMatchObject({ reviewMinRating: 4, googleReviews: 12 });
    expect((await load({ slug: SYDNEY.slug, via: 'contact-us' }, defaults))?.reviews.map((r) => r.rating)).toEqual([5]);
    const everyOne = makeTenant({
      slug: 'locallreviews',
      dealerships: SITE.dealerships,
      locations: { reviewMinRating: 1, googleReviews: 1 },
    });
    expect((await load({ slug: SYDNEY.slug, via: 'contact-us' }, everyOne))?.reviews).toHaveLength(1);
    const both = makeTenant({
      slug: 'locbothreviews',
      dealerships: SITE.dealerships,
      locations: { reviewMinRating: 1 },
    });
    expect((await load({ slug: SYDNEY.slug, via: 'contact-us' }, both))?.reviews.map((r) => r.rating)).toEqual([3, 5]);
  });

  it('is null (the page’s 404) under a prefix the site does not serve, for no such location, and on another site', async () => {
    expect(await load({ slug: SYDNEY.slug, via: 'our-location' })).toBeNull();
    expect(await load({ slug: SYDNEY.slug, via: 'locations' })).not.toBeNull();
    expect(await load({ slug: 'no-such-place', via: 'contact-us' })).toBeNull();
    expect(await load({ slug: SYDNEY.slug, via: 'contact-us' }, OTHER_SITE)).toBeNull();
  });
});
