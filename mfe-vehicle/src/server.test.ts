import { type FragmentRequestInput, FragmentResponseSchema } from '@forecourt/shared';
import {
  fakeRemoteBindings,
  postFragment as postFragmentTo,
  testRelease,
} from '@forecourt/shared/remote-kit/test-support';
import { IDLE_DELIVERY } from '@forecourt/shared/vehicle/delivery';
import { afterEach, describe, expect, it, vi } from 'vitest';
import remote from '../remote';
import { type AppOptions, createApp } from './app';
import { toVehiclePageData } from './features/vehicle-page/view-model';
import type { VehicleInsight } from './fragments/vehicle-insight';
import type { VehiclePageLoad } from './loaders/vehicle-page';
import { fakeLoaders, type LoaderAnswer, sampleCar, sampleVehiclePageLoad } from './test-fixtures';

// The fragments' app in Node, through Hono's app.request, with loaders of the test's own and a fake ASSETS
// binding. What the loaders read (D1, the partners, the other slices' RPC) is tested in workerd
// (test/vehicle-page.worker.test.ts); the page's parts in fragments/vehicle-insight.test.ts.

const RELEASE = testRelease('mfe_vehicle', '1.4.0-canary', 'canary');

const REQUEST: FragmentRequestInput = {
  params: { slug: '2021-toyota-hilux-sr5-4021' },
  tenant: { slug: 'harbourcity', host: 'harbourcity.localhost', websiteId: 4101 },
  islandId: 'fc-vehicle',
};

/** This Worker's assets (release.json). */
function fakeEnv(release: () => Response = () => Response.json(RELEASE)) {
  return fakeRemoteBindings({ release });
}

/** Loaders that answer every car page with `answer`. */
function pageLoaders(answer: LoaderAnswer<VehiclePageLoad>) {
  return fakeLoaders({ page: () => answer });
}

const postFragment = (
  loaders: AppOptions,
  env: ReturnType<typeof fakeEnv>['env'],
  body: unknown,
  headers?: Record<string, string>,
  app = createApp(loaders),
) => postFragmentTo(app, env, 'VehiclePage', body, headers);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('POST /fragments/VehiclePage', () => {
  it('renders the car its loader answers, naming the build from release.json', async () => {
    const car = sampleCar();
    const { env } = fakeEnv();
    const { loaders, calls } = pageLoaders(sampleVehiclePageLoad(car));
    const response = await postFragment(loaders, env, REQUEST, { 'x-request-id': 'req-123' });

    expect(response.status).toBe(200);
    const fragment = FragmentResponseSchema.parse(await response.json());
    expect(fragment).toMatchObject({
      status: 200,
      module: 'mfe_vehicle/VehiclePage',
      remote: { name: 'mfe_vehicle', version: '1.4.0-canary', manifestUrl: RELEASE.manifestUrl },
      // The build's own stylesheet, as release.json names it: the gateway links it in <head>.
      stylesheets: RELEASE.stylesheets,
      head: {
        title: '2021 Toyota HiLux SR5 for sale',
        preloadImages: [],
      },
    });
    expect(fragment.head?.description).toContain('$52,990 Drive Away');
    // The loader has no similar cars and no price comparison for it: an empty list, no panel.
    const insight: VehicleInsight = {
      priceComparison: null,
      similarCars: { hits: [], count: 0 },
      delivery: IDLE_DELIVERY,
    };
    expect(fragment.data).toEqual(
      toVehiclePageData(car, { remoteVersion: '1.4.0-canary', tenant: REQUEST.tenant, insight }),
    );
    expect(fragment.html).toContain('<h1');
    expect(fragment.html).toContain('2021 Toyota HiLux SR5</h1>');
    expect(fragment.html).toContain('data-fc-remote-version="1.4.0-canary"');
    // React's generated ids carry the island's prefix, as the client's hydrateRoot will.
    expect(fragment.html).toMatch(/aria-labelledby="_fc-vehicle-[^"]+"/);
    // React hoists a preload only for the hero's responsive image (a srcset cannot go in a Link header);
    // nothing else comes before the page's root.
    expect(fragment.html).toMatch(/^(<link rel="preload" as="image" imageSrcSet="[^"]+"[^>]*\/>)?<article /);

    // One load for the whole page, for the site the gateway named; nothing asked of the gateway.
    expect(calls).toEqual([
      {
        fragment: 'VehiclePage',
        slug: REQUEST.params.slug,
        postcode: undefined,
        tenant: 'harbourcity',
        requestId: 'req-123',
      },
    ]);
  });

  it('answers a car the site does not show with a 404 page and nothing to hydrate', async () => {
    const { env } = fakeEnv();
    const response = await postFragment(pageLoaders(null).loaders, env, REQUEST);

    expect(response.status).toBe(200);
    const fragment = FragmentResponseSchema.parse(await response.json());
    expect(fragment).toMatchObject({
      status: 404,
      data: null,
      module: null,
      remote: { version: '1.4.0-canary' },
      head: { title: 'Car not found', preloadImages: [] },
    });
    expect(fragment.html).toContain('Car not found</h1>');
  });

  it('hands the loader the slug and the postcode as the gateway sent them', async () => {
    const { env } = fakeEnv();
    const { loaders, calls } = pageLoaders(null);
    await postFragment(loaders, env, { ...REQUEST, params: { slug: 'a/../b c' }, query: { postcode: '4000' } });
    expect(calls).toMatchObject([{ slug: 'a/../b c', postcode: '4000' }]);
  });

  it('renders the sold view for a sold car', async () => {
    const { env } = fakeEnv();
    const { loaders } = pageLoaders(sampleVehiclePageLoad(sampleCar({ status: 'sold' })));
    const fragment = FragmentResponseSchema.parse(await (await postFragment(loaders, env, REQUEST)).json());
    expect(fragment.status).toBe(200);
    expect(fragment.data).toMatchObject({ availability: 'sold', soldTagText: 'JUST SOLD' });
    expect(fragment.html).toContain('JUST SOLD');
  });

  it.each([
    ['not JSON', '{'],
    ['no tenant', { ...REQUEST, tenant: undefined }],
    ['a bad island id', { ...REQUEST, islandId: 'Not An Id' }],
    ['no slug', { ...REQUEST, params: {} }],
  ])('answers 400 JSON for a body with %s, without loading anything', async (_, body) => {
    const { env } = fakeEnv();
    const { loaders, calls } = pageLoaders(sampleVehiclePageLoad());
    const response = await postFragment(loaders, env, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.stringContaining('Invalid fragment request') });
    expect(calls).toHaveLength(0);
  });

  it('answers 500 and logs when the loader fails (the car could not be read): the gateway shows its fallback', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { env } = fakeEnv();
    const response = await postFragment(pageLoaders(new Error('D1 is down')).loaders, env, REQUEST);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'Internal error' });
    expect(log).toHaveBeenCalled();
  });

  it('reads release.json once per isolate', async () => {
    const { env, assetRequests } = fakeEnv();
    const { loaders } = pageLoaders(sampleVehiclePageLoad());
    const app = createApp(loaders);
    await postFragment(loaders, env, REQUEST, {}, app);
    await postFragment(loaders, env, REQUEST, {}, app);
    expect(assetRequests).toEqual(['https://assets.local/release.json']);
  });

  it('answers 500 when release.json cannot be read, and tries again on the next request', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let available = false;
    const { env, assetRequests } = fakeEnv(() =>
      available ? Response.json(RELEASE) : new Response('Not found', { status: 404 }),
    );
    const { loaders } = pageLoaders(sampleVehiclePageLoad());
    const app = createApp(loaders);
    expect((await postFragment(loaders, env, REQUEST, {}, app)).status).toBe(500);
    expect(log).toHaveBeenCalled();
    available = true;
    expect((await postFragment(loaders, env, REQUEST, {}, app)).status).toBe(200);
    expect(assetRequests).toHaveLength(2);
  });

  it('refuses a release.json of another remote', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { env } = fakeEnv(() => Response.json({ ...RELEASE, name: 'mfe_search' }));
    expect((await postFragment(pageLoaders(sampleVehiclePageLoad()).loaders, env, REQUEST)).status).toBe(500);
  });

  it('loads the page for the site the body names, the one place the tenant travels in', async () => {
    const { env } = fakeEnv();
    const { loaders, calls } = pageLoaders(sampleVehiclePageLoad());
    const response = await postFragment(loaders, env, {
      ...REQUEST,
      tenant: { ...REQUEST.tenant, slug: 'sunvalley', host: 'sunvalley.localhost' },
    });
    expect(response.status).toBe(200);
    expect(calls).toMatchObject([{ tenant: 'sunvalley' }]);
  });
});

describe('other requests', () => {
  it.each([
    ['GET', '/fragments/VehiclePage'],
    ['POST', '/fragments/Nope'],
    ['GET', '/'],
  ])('answers %s %s with 404 JSON', async (method, path) => {
    const { env } = fakeEnv();
    const app = createApp(pageLoaders(sampleVehiclePageLoad()).loaders);
    const response = await app.request(`https://fragment.internal${path}`, { method }, env);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: expect.stringContaining('Not found') });
  });
});

describe('remote.ts', () => {
  it('exposes the island every fragment names', () => {
    expect(remote.name).toBe(RELEASE.name);
    expect(remote.exposes).toHaveProperty('./VehiclePage', './src/expose/VehiclePage.tsx');
  });
});
