import { type FragmentRequestInput, FragmentResponseSchema, SearchStateSchema } from '@forecourt/shared';
import type { RemoteBindings } from '@forecourt/shared/remote-worker';
import {
  fakeRemoteBindings,
  postFragment as postFragmentTo,
  testRelease,
} from '@forecourt/shared/remote-worker/test-support';
import { afterEach, describe, expect, it, vi } from 'vitest';
import federation from '../module-federation.config';
import type { SearchPageData } from './features/search-page/use-search';
import { createApp } from './server';
import { sampleCards, sampleResponse } from './test-fixtures';

// The fragment Worker in Node, through Hono's app.request, with fake API and ASSETS bindings.

const RELEASE = testRelease('mfe_search', '1.2.0', 'stable');

const REQUEST: FragmentRequestInput = {
  params: { first: 'used-cars' },
  query: {},
  tenant: {
    slug: 'harbourcity',
    host: 'harbourcity.localhost',
    websiteId: 1,
    soldTagText: 'SOLD!',
    settings: {
      features: { finance: true },
      promoCards: { positions: [8], randomOffset: true, title: 'Get pre-approved', href: '/finance' },
    },
  },
  islandId: 'fc-search-page',
};

/** The fake site's one dealership: its slug is not its name slugified. */
const DEALERSHIP = { slug: 'hct-wynnum', name: 'Harbour City Toyota' };

/** GET /api/dealerships/{slug} of the fake site: its dealership, else 404. */
function dealershipAnswer(request: Request): Response {
  return new URL(request.url).pathname === `/api/dealerships/${DEALERSHIP.slug}`
    ? Response.json(DEALERSHIP)
    : Response.json({ error: 'Dealership not found' }, { status: 404 });
}

/** Bindings: an API that answers every search with `answer(state)`, its dealership lookups, and this Worker's assets. */
function fakeEnv(answer: (state: unknown) => Response = () => Response.json(sampleResponse())) {
  const searches: unknown[] = [];
  const fakes = fakeRemoteBindings({
    api: async (request) => {
      if (request.method === 'GET') return dealershipAnswer(request);
      const body: unknown = await request.clone().json();
      searches.push(body);
      return answer(body);
    },
    release: () => Response.json(RELEASE),
  });
  return { ...fakes, searches };
}

function postFragment(env: RemoteBindings, body: unknown, random = () => 0.9) {
  return postFragmentTo(createApp({ random }), env, 'SearchPage', body, { 'x-request-id': 'req-9' });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('POST /fragments/SearchPage', () => {
  it('renders the first page of a car-type route from POST /api/search', async () => {
    const { env, searches, apiRequests } = fakeEnv();
    const response = await postFragment(env, REQUEST);
    expect(response.status).toBe(200);
    const fragment = FragmentResponseSchema.parse(await response.json());
    expect(fragment).toMatchObject({
      status: 200,
      module: 'mfe_search/SearchPage',
      remote: { name: 'mfe_search', version: '1.2.0', manifestUrl: RELEASE.manifestUrl },
      // The build's own stylesheet, as release.json names it: the gateway links it in <head>.
      stylesheets: RELEASE.stylesheets,
      head: {
        title: 'Used Cars for Sale',
        description: 'Used Cars for Sale: 47 cars found.',
        preloadImages: ['/media/v1/car/ute/white/ext-1.svg'],
      },
    });
    // The car-type route needs no catalogue: one search, for the route's state.
    expect(searches).toEqual([SearchStateSchema.parse({ refinementList: { car_type: ['used'] } })]);
    const [apiRequest] = apiRequests as [Request];
    expect(apiRequest.url).toBe('https://harbourcity.localhost/api/search');
    expect(apiRequest.method).toBe('POST');
    expect(apiRequest.headers.get('x-request-id')).toBe('req-9');

    const data = fragment.data as SearchPageData;
    expect(data.remoteVersion).toBe('1.2.0');
    expect(data.context.title).toBe('Used Cars for Sale');
    // The random offset was drawn once (0.9 → +1) and travels with the data, so the browser agrees.
    expect(data.context.settings.promo?.positions).toEqual([9]);
    expect(data.context.settings.soldTagText).toBe('SOLD!');
    expect(data.view.items).toHaveLength(22);
    expect(fragment.html).toContain('Used Cars for Sale</h1>');
    expect(fragment.html.match(/<article /g)).toHaveLength(21);
    expect(fragment.html).toContain('mfe-search 1.2.0');
  });

  it('reads the URL’s query over the route’s state, in InstantSearch’s format', async () => {
    const { env, searches } = fakeEnv();
    const query = {
      'refinementList[make][0]': 'Toyota',
      'range[price]': '10000:50000',
      sortBy: 'Car_production:price:asc',
      page: '2',
      utm_source: 'mail',
    };
    const fragment = FragmentResponseSchema.parse(await (await postFragment(env, { ...REQUEST, query })).json());
    expect(searches).toEqual([
      SearchStateSchema.parse({
        refinementList: { car_type: ['used'], make: ['Toyota'] },
        range: { price: '10000:50000' },
        sortBy: 'Car_production:price:asc',
        page: 2,
      }),
    ]);
    expect(fragment.head?.title).toBe('Used Cars for Sale – Page 2');
  });

  it('resolves a make and model route through the site’s facets', async () => {
    const { env, searches } = fakeEnv(() =>
      Response.json(
        sampleResponse({
          facets: { make: [{ value: 'Toyota', count: 3 }], model: [{ value: 'HiLux', count: 2 }] },
        }),
      ),
    );
    const fragment = FragmentResponseSchema.parse(
      await (await postFragment(env, { ...REQUEST, params: { first: 'toyota', second: 'hilux' } })).json(),
    );
    expect(fragment.status).toBe(200);
    expect(fragment.head?.title).toBe('Toyota HiLux for Sale');
    expect(searches).toHaveLength(3);
    expect(searches.at(-1)).toEqual(
      SearchStateSchema.parse({ refinementList: { make: ['Toyota'], model: ['HiLux'] } }),
    );
  });

  it('answers a path this site has no search page for with a 404 page and nothing to hydrate', async () => {
    const { env } = fakeEnv();
    const response = await postFragment(env, { ...REQUEST, params: { first: 'ferrari' } });
    const fragment = FragmentResponseSchema.parse(await response.json());
    expect(fragment).toMatchObject({ status: 404, data: null, module: null, head: { title: 'Page not found' } });
    expect(fragment.html).toContain('Page not found</h1>');
  });

  it('resolves a dealership page by its exact slug (GET /api/dealerships/{slug}), listing it by name', async () => {
    const { env, searches, apiRequests } = fakeEnv();
    const response = await postFragment(env, { ...REQUEST, params: { first: DEALERSHIP.slug } });
    const fragment = FragmentResponseSchema.parse(await response.json());
    expect(fragment).toMatchObject({ status: 200, head: { title: 'Cars for Sale at Harbour City Toyota' } });
    expect(apiRequests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'POST /api/search',
      `GET /api/dealerships/${DEALERSHIP.slug}`,
      'POST /api/search',
    ]);
    expect(searches.at(-1)).toEqual(
      SearchStateSchema.parse({ refinementList: { dealership_name: [DEALERSHIP.name] } }),
    );
  });

  it('renders the no-results card with Clear Filters to the site’s refresh path', async () => {
    const { env } = fakeEnv(() => Response.json(sampleResponse({ hits: [], count: 0, pages: 0, facets: {} })));
    const tenant = { ...REQUEST.tenant, settings: { search: { clearFiltersPath: '/our-offers' } } };
    const fragment = FragmentResponseSchema.parse(await (await postFragment(env, { ...REQUEST, tenant })).json());
    expect(fragment.html).toContain(
      'No results found for your search at this time. Please try adjusting the filters for more results.',
    );
    expect(fragment.html).toMatch(/<a class="[^"]*" href="\/our-offers">Clear Filters<\/a>/);
  });

  it.each([
    ['not JSON', '{'],
    ['params that are no slugs', { ...REQUEST, params: { first: '../etc' } }],
    ['unknown params', { ...REQUEST, params: { slug: 'x' } }],
  ])('answers 400 JSON for a body with %s, without calling the API', async (_, body) => {
    const { env, searches } = fakeEnv();
    const response = await postFragment(env, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.stringContaining('Invalid fragment request') });
    expect(searches).toEqual([]);
  });

  it.each([
    ['fails', () => new Response('boom', { status: 500 })],
    ['answers another shape', () => Response.json({ hits: sampleCards(1) })],
    ['answers 404', () => Response.json({ error: 'Not found' }, { status: 404 })],
  ])('answers 502 when the API %s', async (_, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { env } = fakeEnv(answer);
    const response = await postFragment(env, REQUEST);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: expect.stringContaining('/api/search') });
  });
});

describe('other requests', () => {
  it.each([
    ['GET', '/fragments/SearchPage'],
    ['POST', '/fragments/VehiclePage'],
  ])('answers %s %s with 404 JSON', async (method, path) => {
    const { env } = fakeEnv();
    const response = await createApp().request(`https://fragment.internal${path}`, { method }, env);
    expect(response.status).toBe(404);
  });
});

describe('module-federation.config', () => {
  it('exposes the island the fragment names', () => {
    expect(federation.name).toBe(RELEASE.name);
    expect(federation.exposes).toHaveProperty('./SearchPage', './src/expose/SearchPage.tsx');
  });
});
