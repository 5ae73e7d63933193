import type { FragmentRequestInput } from '@forecourt/shared';
import { FragmentResponseSchema } from '@forecourt/shared';
import type { LocationPageLoad, LocationPageParams, LocationsPageLoad } from '@forecourt/shared/pages/locations';
import type { RemoteBindings } from '@forecourt/shared/remote-kit';
import { fakeRemoteBindings, postFragment, testRelease } from '@forecourt/shared/remote-kit/test-support';
import { afterAll, describe, expect, it, vi } from 'vitest';
import remote from '../remote';
import { createApp } from './app';
import { toLocationPageData } from './features/location-page/view';
import type { LocationPageLoader } from './fragments/location-page';
import type { LocationsPageLoader } from './fragments/shared';
import { SAMPLE_PAGE_PATH, sampleListing, samplePageLoad } from './test-fixtures';

// The fragments' app in Node, through Hono's app.request, with loaders of the test's own and a fake
// ASSETS binding. What the loaders read (D1, the geocoder) is tested in workerd (test/). The clock is
// pinned: the open-now line is worked out at the moment of rendering.

vi.useFakeTimers({ toFake: ['Date'] });
vi.setSystemTime(new Date('2026-12-24T23:00:00Z')); // Christmas Day, 10 am in Sydney
afterAll(() => {
  vi.useRealTimers();
});

const REQUEST: FragmentRequestInput = {
  params: { via: 'contact-us', slug: 'harbour-city-toyota-parramatta' },
  tenant: { slug: 'harbourcity', host: 'harbourcity.localhost', websiteId: 1 },
  islandId: 'fc-location-page',
};

const RELEASE = testRelease('mfe_locations', '0.1.0', 'stable');

/** What a loader answers: a load, no such page (null), or a failure (it throws). */
type Answer<T> = T | Error;

/** The loaders, answering `listing` and `page`, and what they were asked. */
function fakeLoaders(
  listing: Answer<LocationsPageLoad> = sampleListing(),
  page: Answer<LocationPageLoad | null> = samplePageLoad(),
) {
  const asked: { locations: (string | undefined)[]; location: LocationPageParams[]; requestIds: unknown[] } = {
    locations: [],
    location: [],
    requestIds: [],
  };
  const answer = <T>(value: Answer<T>): T => {
    if (value instanceof Error) throw value;
    return value;
  };
  const loadLocations: LocationsPageLoader = async (context, postcode) => {
    asked.locations.push(postcode);
    asked.requestIds.push(context.requestId);
    return answer(listing);
  };
  const loadLocationPage: LocationPageLoader = async (context, params) => {
    asked.location.push(params);
    asked.requestIds.push(context.requestId);
    return answer(page);
  };
  return { asked, loaders: { loadLocations, loadLocationPage } };
}

function bindings(): RemoteBindings {
  return fakeRemoteBindings({
    release: () => Response.json(RELEASE),
  }).env;
}

async function render(
  fragment: string,
  request: Partial<FragmentRequestInput>,
  fakes: ReturnType<typeof fakeLoaders> = fakeLoaders(),
) {
  const response = await postFragment(
    createApp(fakes.loaders),
    bindings(),
    fragment,
    { ...REQUEST, islandId: 'fc-x', ...request },
    { 'x-request-id': 'req-7' },
  );
  const status = response.status;
  return { status, json: (await response.json()) as unknown, asked: fakes.asked };
}

async function rendered(fragment: string, request: Partial<FragmentRequestInput>, fakes = fakeLoaders()) {
  const { status, json, asked } = await render(fragment, request, fakes);
  expect(status).toBe(200);
  return { body: FragmentResponseSchema.parse(json), asked };
}

describe('POST /fragments/LocationPage', () => {
  it('renders the island with its data from the loader, asked for the slug under its prefix', async () => {
    const { body, asked } = await rendered('LocationPage', { islandId: 'fc-location-page' });
    expect(asked.location).toEqual([{ via: 'contact-us', slug: 'harbour-city-toyota-parramatta' }]);
    expect(asked.requestIds).toEqual(['req-7']);
    expect(body).toMatchObject({
      status: 200,
      module: 'mfe_locations/LocationPage',
      remote: { name: 'mfe_locations', version: '0.1.0', manifestUrl: RELEASE.manifestUrl },
      stylesheets: RELEASE.stylesheets,
      head: { title: 'Harbour City Toyota Parramatta' },
    });
    // The data round-trip: what the island hydrates with is exactly what the server rendered from.
    expect(body.data).toEqual(toLocationPageData(samplePageLoad(), new Date(), SAMPLE_PAGE_PATH));
    expect(body.html).toContain('Closed (Christmas Day) · Opens tomorrow at 10:00 am');
    expect(body.html).toContain('View Holiday Hours');
    // Its enquiry says which page it was sent from (spec: 000 §3 "Enquiry form fields … page_id").
    expect(body.html).toContain(`<input type="hidden" name="page_id" value="${SAMPLE_PAGE_PATH}"/>`);
    expect(body.html).toContain('MD 123456');
    expect(body.html).toContain('"@type":"AutoDealer"');
    expect(body.html).toContain('href="/special-offers?dealership=harbour-city-toyota"');
  });

  it('has no holiday hours button without special hours, and no licences unless flagged', async () => {
    const load = samplePageLoad({ showLicences: false, location: { ...samplePageLoad().location, special_hours: [] } });
    const { body } = await rendered('LocationPage', {}, fakeLoaders(sampleListing(), load));
    expect(body.html).not.toContain('View Holiday Hours');
    expect(body.html).not.toContain('MD 123456');
  });

  it('answers a location the site does not show (the loader’s null) with a 404 page and nothing to hydrate', async () => {
    const { body } = await rendered('LocationPage', {}, fakeLoaders(sampleListing(), null));
    expect(body).toMatchObject({ status: 404, data: null, module: null, head: { title: 'Location not found' } });
  });

  it.each([
    ['not JSON', '{'],
    ['no tenant', { ...REQUEST, tenant: undefined }],
    ['a bad island id', { ...REQUEST, islandId: 'Not An Id' }],
    ['a prefix that is none', { ...REQUEST, params: { via: 'contact', slug: 'x' } }],
    ['a slug that is none', { ...REQUEST, params: { via: 'contact-us', slug: '../etc' } }],
    ['no slug', { ...REQUEST, params: { via: 'contact-us' } }],
  ])('answers 400 JSON for a body with %s, without loading anything', async (_, body) => {
    const fakes = fakeLoaders();
    const response = await postFragment(createApp(fakes.loaders), bindings(), 'LocationPage', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.stringContaining('Invalid fragment request') });
    expect(fakes.asked.location).toEqual([]);
  });

  it('answers 500 JSON, logged, when the loader fails (the gateway shows the fallback)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { status, json } = await render('LocationPage', {}, fakeLoaders(sampleListing(), new Error('D1 failed')));
    expect(status).toBe(500);
    expect(json).toEqual({ error: 'Internal error' });
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('the listings', () => {
  it('renders /dealerships/{brand} for a brand the site sells, and 404 for one it does not', async () => {
    const toyota = await rendered('LocationsDirectory', { params: { brand: 'toyota' } });
    expect(toyota.body.status).toBe(200);
    expect(toyota.body.html).toContain('Toyota Dealerships');
    const kia = await rendered('LocationsDirectory', { params: { brand: 'kia' } });
    expect(kia.body.status).toBe(404);
  });

  it('shows the dealer locator message and asks the loader with the postcode', async () => {
    const listing = sampleListing({ locator: { ok: false, postcode: '0000', message: 'Invalid postcode' } });
    const { body, asked } = await rendered(
      'DealerLocator',
      { params: {}, query: { postcode: '0000' } },
      fakeLoaders(listing),
    );
    expect(asked.locations).toEqual(['0000']);
    expect(body.html).toContain('role="alert"');
    expect(body.html).toContain('Invalid postcode');
  });

  it("passes a postcode of any length to the loader as typed and shows the loader's message, never the error page", async () => {
    const long = `2000${' '.repeat(30)}x`;
    const message = 'Invalid postcode. Please enter a 4-digit number.';
    const listing = sampleListing({ locator: { ok: false, postcode: long, message } });
    const { body, asked } = await rendered(
      'DealerLocator',
      { params: {}, query: { postcode: long } },
      fakeLoaders(listing),
    );
    expect(asked.locations).toEqual([long]);
    expect(body.html).toContain(message);
  });

  it('asks the loader without a postcode when the page has none', async () => {
    const { asked } = await rendered('DealerLocator', { params: {}, query: {} });
    expect(asked.locations).toEqual([undefined]);
  });

  it('draws brand logos at 76 by 65 under the stats banner', async () => {
    const { body } = await rendered('BrandsPage', { params: {} });
    expect(body.html).toContain('width="76" height="65"');
    expect(body.html).toMatch(/50\+.*locations/s);
  });

  it('gives the home page a carousel island starting at card 1', async () => {
    const { body } = await rendered('LocationsCarousel', { params: {} });
    expect(body.module).toBe('mfe_locations/LocationsCarousel');
    expect(body.data).toMatchObject({ startIndex: 1, swipeHint: false });
  });

  it('answers 500 JSON, logged, when the listing’s loader fails', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { status } = await render('LocationsGrid', { params: {} }, fakeLoaders(new Error('D1 failed')));
    expect(status).toBe(500);
    errors.mockRestore();
  });
});

describe('other requests', () => {
  it.each([
    ['GET', '/fragments/LocationPage'],
    ['POST', '/fragments/Nope'],
  ])('answers %s %s with 404 JSON', async (method, path) => {
    const app = createApp(fakeLoaders().loaders);
    const answer = await app.request(`https://fragment.internal${path}`, { method }, bindings());
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ error: expect.stringContaining('Not found') });
  });
});

describe('remote.ts', () => {
  it('exposes the islands its fragments name', () => {
    expect(remote.name).toBe(RELEASE.name);
    expect(remote.fragments.LocationPage).toMatchObject({ island: true });
    expect(remote.exposes).toHaveProperty('./LocationPage', './src/expose/LocationPage.tsx');
    expect(remote.exposes).toHaveProperty('./LocationsCarousel', './src/expose/LocationsCarousel.tsx');
  });
});
