import type { FragmentRequestInput } from '@forecourt/shared';
import { FragmentResponseSchema } from '@forecourt/shared';
import { LocationsPageQuerySchema } from '@forecourt/shared/pages/locations';
import { describeRemoteContract } from '@forecourt/shared/remote-kit/remote-contract';
import { fakeRemoteBindings, postFragment, testRelease } from '@forecourt/shared/remote-kit/test-support';
import { describe, expect, it, vi } from 'vitest';
import remote from '../remote';
import { toLocationPageData } from './features/location-page/view';
import { createApp } from './server';
import { sampleListing, samplePageLoad } from './test-fixtures';

// The fragment Worker in Node, through Hono's app.request, with fake API and ASSETS bindings. The
// clock is pinned: the open-now line is worked out at the moment of rendering.

vi.useFakeTimers({ toFake: ['Date'] });
vi.setSystemTime(new Date('2026-12-24T23:00:00Z')); // Christmas Day, 10 am in Sydney

const REQUEST: FragmentRequestInput = {
  params: { via: 'contact-us', slug: 'harbour-city-toyota-parramatta' },
  tenant: { slug: 'harbourcity', host: 'harbourcity.localhost', websiteId: 1 },
  islandId: 'fc-location-page',
};

describeRemoteContract({
  remote,
  createApp,
  fragment: 'LocationPage',
  request: REQUEST,
  api: () => Response.json(samplePageLoad()),
  expectedData: () => toLocationPageData(samplePageLoad(), new Date()),
});

const RELEASE = testRelease('mfe_locations', '0.1.0', 'stable');

async function render(fragment: string, request: Partial<FragmentRequestInput>, answer: unknown) {
  const { env, apiRequests } = fakeRemoteBindings({
    api: () => Response.json(answer),
    release: () => Response.json(RELEASE),
  });
  const response = await postFragment(createApp(), env, fragment, { ...REQUEST, islandId: 'fc-x', ...request });
  const calls = apiRequests.map((apiRequest) => new URL(apiRequest.url).pathname + new URL(apiRequest.url).search);
  return { status: response.status, body: FragmentResponseSchema.parse(await response.json()), calls };
}

describe('the location page', () => {
  it('asks the loader for the slug under its prefix and shows the holiday hours closed today', async () => {
    const { body, calls } = await render('LocationPage', {}, samplePageLoad());
    expect(calls).toEqual(['/api/pages/location/harbour-city-toyota-parramatta?via=contact-us']);
    expect(body.html).toContain('Closed (Christmas Day) · Opens tomorrow at 10:00 am');
    expect(body.html).toContain('View Holiday Hours');
    expect(body.html).toContain('MD 123456');
    expect(body.html).toContain('"@type":"AutoDealer"');
    expect(body.html).toContain('href="/special-offers?dealership=harbour-city-toyota"');
  });

  it('has no holiday hours button without special hours, and no licences unless flagged', async () => {
    const load = samplePageLoad({ showLicences: false, location: { ...samplePageLoad().location, special_hours: [] } });
    const { body } = await render('LocationPage', {}, load);
    expect(body.html).not.toContain('View Holiday Hours');
    expect(body.html).not.toContain('MD 123456');
  });
});

describe('the listings', () => {
  it('renders /dealerships/{brand} for a brand the site sells, and 404 for one it does not', async () => {
    const toyota = await render('LocationsDirectory', { params: { brand: 'toyota' } }, sampleListing());
    expect(toyota.status).toBe(200);
    expect(toyota.body.html).toContain('Toyota Dealerships');
    const kia = await render('LocationsDirectory', { params: { brand: 'kia' } }, sampleListing());
    expect(kia.body.status).toBe(404);
  });

  it('shows the dealer locator message and asks the loader with the postcode', async () => {
    const listing = sampleListing({ locator: { ok: false, postcode: '0000', message: 'Invalid postcode' } });
    const { body, calls } = await render('DealerLocator', { params: {}, query: { postcode: '0000' } }, listing);
    expect(calls).toEqual(['/api/pages/locations?postcode=0000']);
    expect(body.html).toContain('role="alert"');
    expect(body.html).toContain('Invalid postcode');
  });

  it("shows the loader's message for a postcode of any length, never the error page", async () => {
    const long = `2000${' '.repeat(30)}x`;
    const message = 'Invalid postcode. Please enter a 4-digit number.';
    const listing = sampleListing({ locator: { ok: false, postcode: long, message } });
    // The gateway's loader refuses (400) a query its shared contract refuses; a refusal is the page's 502.
    const { env, apiRequests } = fakeRemoteBindings({
      api: (request) =>
        LocationsPageQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams)).success
          ? Response.json(listing)
          : Response.json({ error: 'Invalid query' }, { status: 400 }),
      release: () => Response.json(RELEASE),
    });
    const request = { ...REQUEST, islandId: 'fc-x', params: {}, query: { postcode: long } };
    const response = await postFragment(createApp(), env, 'DealerLocator', request);
    expect(response.status).toBe(200);
    const body = FragmentResponseSchema.parse(await response.json());
    expect(new URL(apiRequests[0]?.url ?? '').searchParams.get('postcode')).toBe(long);
    expect(body.html).toContain(message);
  });

  it('draws brand logos at 76 by 65 under the stats banner', async () => {
    const { body } = await render('BrandsPage', { params: {} }, sampleListing());
    expect(body.html).toContain('width="76" height="65"');
    expect(body.html).toMatch(/50\+.*locations/s);
  });

  it('gives the home page a carousel island starting at card 1', async () => {
    const { body } = await render('LocationsCarousel', { params: {} }, sampleListing());
    expect(body.module).toBe('mfe_locations/LocationsCarousel');
    expect(body.data).toMatchObject({ startIndex: 1, swipeHint: false });
  });
});
