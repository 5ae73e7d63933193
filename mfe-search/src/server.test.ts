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
import { createApp } from './app';
import { CARD_IMAGE_SIZES } from './features/listing/card-view';
import type { SearchPageData } from './features/search-page/use-search';
import type { SearchPageLoader } from './fragments/search-page';
import { sampleResponse } from './test-fixtures';

// The fragments' app in Node, through Hono's app.request, with a loader of the test's own and a fake
// ASSETS binding. What the loader reads (D1, the engine) is tested in loaders/ and engine/.

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
  return { route, state, response, dealershipOverrides: {} };
}

/** What the page's loader answers: a load, no such page (null), or a failure (it throws). */
type LoaderAnswer = SearchPageLoad | null | Error;

/** Bindings of this Worker's assets, and a loader that answers every page with `answer(request)`. */
function fakeEnv(answer: (request: unknown) => LoaderAnswer = () => pageLoad(USED_CARS)) {
  const loads: unknown[] = [];
  const requestIds: (string | undefined)[] = [];
  const fakes = fakeRemoteBindings({
    release: () => Response.json(RELEASE),
  });
  const loader: SearchPageLoader = async (context, params, query) => {
    loads.push({ params, query });
    requestIds.push(context.requestId);
    const answered = answer({ params, query });
    if (answered instanceof Error) throw answered;
    return answered;
  };
  return { ...fakes, loads, requestIds, loader };
}

/** The saved searches' pages' loaders, for the tests of the search page: a save page with no search, an unknown link. */
const SAVED_SEARCH_PAGES = {
  loadSaveSearch: async () => ({ kind: 'no-search' as const, searchHref: '/search' }),
  loadUnsubscribe: async () => ({ kind: 'unknown' as const }),
};

function postFragment(fakes: { env: RemoteBindings; loader: SearchPageLoader }, body: unknown, random = () => 0.9) {
  return postFragmentTo(
    createApp({ random, loadSearchPage: fakes.loader, ...SAVED_SEARCH_PAGES }),
    fakes.env,
    'SearchPage',
    body,
    {
      'x-request-id': 'req-9',
    },
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('POST /fragments/SearchPage', () => {
  it('renders the first page of a car-type route from one call to the page loader', async () => {
    const fakes = fakeEnv();
    const { loads, requestIds } = fakes;
    const response = await postFragment(fakes, REQUEST);
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
    // One load for the whole page: the route's params and the URL's query, as the gateway sent them.
    expect(loads).toEqual([{ params: { first: 'used-cars' }, query: {} }]);
    expect(requestIds).toEqual(['req-9']);

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
    expect(fragment.html).toContain('data-fc-remote-version="1.2.0"');
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
    const fakes = fakeEnv(() => pageLoad(USED_CARS, state));
    const { loads } = fakes;
    const query = { 'refinementList[make][0]': 'Toyota', 'range[price]': '10000:50000', page: '2' };
    const fragment = FragmentResponseSchema.parse(await (await postFragment(fakes, { ...REQUEST, query })).json());
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
    const fakes = fakeEnv(() => pageLoad(resolved));
    const { loads } = fakes;
    const fragment = FragmentResponseSchema.parse(await (await postFragment(fakes, { ...REQUEST, params })).json());
    expect(fragment).toMatchObject({ status: 200, head: { title } });
    expect(loads).toEqual([{ params, query: {} }]);
  });

  it('answers a path this site has no search page for (the loader’s 404) with a 404 page and nothing to hydrate', async () => {
    const response = await postFragment(
      fakeEnv(() => null),
      { ...REQUEST, params: { first: 'ferrari' } },
    );
    const fragment = FragmentResponseSchema.parse(await response.json());
    expect(fragment).toMatchObject({ status: 404, data: null, module: null, head: { title: 'Page not found' } });
    expect(fragment.html).toContain('Page not found</h1>');
  });

  it('renders the no-results card with Clear Filters to the site’s refresh path', async () => {
    const empty = sampleResponse({ hits: [], count: 0, pages: 0, facets: {} });
    const fakes = fakeEnv(() => pageLoad(USED_CARS, USED_CARS.state, empty));
    const tenant = { ...REQUEST.tenant, settings: { search: { clearFiltersPath: '/our-offers' } } };
    const fragment = FragmentResponseSchema.parse(await (await postFragment(fakes, { ...REQUEST, tenant })).json());
    expect(fragment.html).toContain(
      'No results found for your search at this time. Please try adjusting the filters for more results.',
    );
    expect(fragment.html).toMatch(/<a class="[^"]*" href="\/our-offers">Clear Filters<\/a>/);
  });

  it.each([
    ['not JSON', '{'],
    ['params that are no slugs', { ...REQUEST, params: { first: '../etc' } }],
    ['unknown params', { ...REQUEST, params: { slug: 'x' } }],
  ])('answers 400 JSON for a body with %s, without loading anything', async (_, body) => {
    const fakes = fakeEnv();
    const { loads } = fakes;
    const response = await postFragment(fakes, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.stringContaining('Invalid fragment request') });
    expect(loads).toEqual([]);
  });

  it('answers 500 JSON, logged, when the loader fails (the gateway shows the fallback)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await postFragment(
      fakeEnv(() => new Error('the engine failed')),
      REQUEST,
    );
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'Internal error' });
    expect(errors).toHaveBeenCalled();
  });
});

describe('other requests', () => {
  it.each([
    ['GET', '/fragments/SearchPage'],
    ['POST', '/fragments/VehiclePage'],
  ])('answers %s %s with 404 JSON', async (method, path) => {
    const { env, loader } = fakeEnv();
    const response = await createApp({ loadSearchPage: loader, ...SAVED_SEARCH_PAGES }).request(
      `https://fragment.internal${path}`,
      { method },
      env,
    );
    expect(response.status).toBe(404);
  });
});

describe('remote.ts', () => {
  it('exposes the island the fragment names', () => {
    expect(remote.name).toBe(RELEASE.name);
    expect(remote.exposes).toHaveProperty('./SearchPage', './src/expose/SearchPage.tsx');
  });
});
