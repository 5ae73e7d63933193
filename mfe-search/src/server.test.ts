import { type FragmentRequestInput, FragmentResponseSchema, SearchStateSchema } from '@forecourt/shared';
import type { SearchPageLoad } from '@forecourt/shared/pages/search';
import type { RemoteBindings } from '@forecourt/shared/remote-kit';
import {
  fakeRemoteBindings,
  postFragment as postFragmentTo,
  testRelease,
} from '@forecourt/shared/remote-kit/test-support';
import { afterEach, describe, expect, it, vi } from 'vitest';
import remote from '../remote';
import { CARD_IMAGE_SIZES } from './features/listing/card-view';
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

type Route = SearchPageLoad['route'];

/** The used-cars page's route, as the gateway's loader resolves `/search/used-cars`. */
const USED_CARS: Route = {
  kind: 'car-type',
  pathname: '/search/used-cars',
  state: SearchStateSchema.parse({ refinementList: { car_type: ['used'] } }),
};

/** The loader's answer for `route`: its state (or `state`) searched, answered with `response`. */
function pageLoad(route: Route, state = route.state, response = sampleResponse()): SearchPageLoad {
  return { route, state, response };
}

/** Bindings: the page loader answers every page with `answer(body)`, and this Worker's assets. */
function fakeEnv(answer: (body: unknown) => Response = () => Response.json(pageLoad(USED_CARS))) {
  const loads: unknown[] = [];
  const fakes = fakeRemoteBindings({
    api: async (request) => {
      const body: unknown = await request.clone().json();
      loads.push(body);
      return answer(body);
    },
    release: () => Response.json(RELEASE),
  });
  return { ...fakes, loads };
}

function postFragment(env: RemoteBindings, body: unknown, random = () => 0.9) {
  return postFragmentTo(createApp({ random }), env, 'SearchPage', body, { 'x-request-id': 'req-9' });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('POST /fragments/SearchPage', () => {
  it('renders the first page of a car-type route from one call to the page loader', async () => {
    const { env, loads, apiRequests } = fakeEnv();
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
        // The first card's photo, with the srcset and sizes its <img> has (the browser fetches one candidate).
        preloadImages: [
          {
            href: '/media/v1/car/ute/white/ext-1.svg',
            srcSet: expect.stringContaining('/media/v1/car/ute/white/ext-1.svg 600w'),
            sizes: CARD_IMAGE_SIZES,
          },
        ],
      },
    });
    // One call for the whole page: the route's params and the URL's query, as the gateway sent them.
    expect(loads).toEqual([{ params: { first: 'used-cars' }, query: {} }]);
    expect(apiRequests).toHaveLength(1);
    const [apiRequest] = apiRequests as [Request];
    expect(apiRequest.url).toBe('https://harbourcity.localhost/api/pages/search');
    expect(apiRequest.method).toBe('POST');
    expect(apiRequest.headers.get('x-request-id')).toBe('req-9');

    const data = fragment.data as SearchPageData;
    expect(data.remoteVersion).toBe('1.2.0');
    expect(data.context.title).toBe('Used Cars for Sale');
    expect(data.context.route).toEqual(USED_CARS);
    // The random offset was drawn once (0.9 → +1) and travels with the data, so the browser agrees.
    expect(data.context.settings.promo?.positions).toEqual([9]);
    expect(data.context.settings.soldTagText).toBe('SOLD!');
    expect(data.view.items).toHaveLength(22);
    expect(fragment.html).toContain('Used Cars for Sale</h1>');
    expect(fragment.html.match(/<article /g)).toHaveLength(21);
    expect(fragment.html).toContain('mfe-search 1.2.0');
    // The preloaded first photo is the one image the browser fetches ahead of the others.
    const highPriority = [...fragment.html.matchAll(/<img[^>]*fetchPriority="high"[^>]*>/gi)].map((match) => match[0]);
    expect(highPriority).toHaveLength(1);
    expect(highPriority[0]).toContain('src="/media/v1/car/ute/white/ext-1.svg"');
    // …with the candidates and sizes the page preloads, so the preload is the picture it shows.
    const [preload] = fragment.head?.preloadImages ?? [];
    if (typeof preload !== 'object') throw new Error('the first photo is preloaded without its srcset');
    expect(highPriority[0]).toContain(`srcSet="${preload.srcSet.replaceAll('&', '&amp;')}"`);
    expect(highPriority[0]).toContain(`sizes="${preload.sizes}"`);
  });

  it('sends the URL’s query to the loader and renders the state it answers', async () => {
    const state = SearchStateSchema.parse({
      refinementList: { car_type: ['used'], make: ['Toyota'] },
      range: { price: '10000:50000' },
      sortBy: 'Car_production:price:asc',
      page: 2,
    });
    const { env, loads } = fakeEnv(() => Response.json(pageLoad(USED_CARS, state)));
    const query = { 'refinementList[make][0]': 'Toyota', 'range[price]': '10000:50000', page: '2' };
    const fragment = FragmentResponseSchema.parse(await (await postFragment(env, { ...REQUEST, query })).json());
    expect(loads).toEqual([{ params: { first: 'used-cars' }, query }]);
    expect(fragment.head?.title).toBe('Used Cars for Sale – Page 2');
    expect((fragment.data as SearchPageData).view.state).toEqual(state);
  });

  it.each([
    [
      'a make and model',
      { first: 'toyota', second: 'hilux' },
      { kind: 'make-model', pathname: '/search/toyota/hilux', refinementList: { make: ['Toyota'], model: ['HiLux'] } },
      'Toyota HiLux for Sale',
    ],
    [
      'a dealership',
      { first: 'hct-wynnum' },
      {
        kind: 'dealership',
        pathname: '/search/hct-wynnum',
        refinementList: { dealership_name: ['Harbour City Toyota'] },
      },
      'Cars for Sale at Harbour City Toyota',
    ],
  ] as const)('titles %s page by the route the loader resolved', async (_, params, route, title) => {
    const resolved: Route = {
      kind: route.kind,
      pathname: route.pathname,
      state: SearchStateSchema.parse({ refinementList: route.refinementList }),
    };
    const { env, loads } = fakeEnv(() => Response.json(pageLoad(resolved)));
    const fragment = FragmentResponseSchema.parse(await (await postFragment(env, { ...REQUEST, params })).json());
    expect(fragment).toMatchObject({ status: 200, head: { title } });
    expect(loads).toEqual([{ params, query: {} }]);
  });

  it('answers a path this site has no search page for (the loader’s 404) with a 404 page and nothing to hydrate', async () => {
    const { env } = fakeEnv(() => Response.json({ error: 'No such search page on this site' }, { status: 404 }));
    const response = await postFragment(env, { ...REQUEST, params: { first: 'ferrari' } });
    const fragment = FragmentResponseSchema.parse(await response.json());
    expect(fragment).toMatchObject({ status: 404, data: null, module: null, head: { title: 'Page not found' } });
    expect(fragment.html).toContain('Page not found</h1>');
  });

  it('renders the no-results card with Clear Filters to the site’s refresh path', async () => {
    const empty = sampleResponse({ hits: [], count: 0, pages: 0, facets: {} });
    const { env } = fakeEnv(() => Response.json(pageLoad(USED_CARS, USED_CARS.state, empty)));
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
    const { env, loads } = fakeEnv();
    const response = await postFragment(env, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.stringContaining('Invalid fragment request') });
    expect(loads).toEqual([]);
  });

  it.each([
    ['fails', () => new Response('boom', { status: 500 })],
    ['answers another shape', () => Response.json({ hits: sampleCards(1) })],
  ])('answers 502 when the API %s', async (_, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { env } = fakeEnv(answer);
    const response = await postFragment(env, REQUEST);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: expect.stringContaining('/api/pages/search') });
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

describe('remote.ts', () => {
  it('exposes the island the fragment names', () => {
    expect(remote.name).toBe(RELEASE.name);
    expect(remote.exposes).toHaveProperty('./SearchPage', './src/expose/SearchPage.tsx');
  });
});
