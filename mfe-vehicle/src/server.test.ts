import { type FragmentRequestInput, FragmentResponseSchema } from '@forecourt/shared';
import type { RemoteBindings } from '@forecourt/shared/remote-kit';
import {
  type FragmentWorkerApp,
  fakeRemoteBindings,
  postFragment as postFragmentTo,
  testRelease,
} from '@forecourt/shared/remote-kit/test-support';
import { IDLE_DELIVERY } from '@forecourt/shared/vehicle/delivery';
import { afterEach, describe, expect, it, vi } from 'vitest';
import remote from '../remote';
import { toVehiclePageData } from './features/vehicle-page/view-model';
import type { VehicleInsight } from './fragments/vehicle-insight';
import { createApp } from './server';
import { sampleCar, sampleVehiclePageLoad } from './test-fixtures';

// The fragment Worker in Node, through Hono's app.request, with fake API and ASSETS bindings.

const RELEASE = testRelease('mfe_vehicle', '1.4.0-canary', 'canary');

const REQUEST: FragmentRequestInput = {
  params: { slug: '2021-toyota-hilux-sr5-4021' },
  tenant: { slug: 'harbourcity', host: 'harbourcity.localhost', websiteId: 4101 },
  islandId: 'fc-vehicle',
};

/** Bindings that answer like the gateway's API and this Worker's assets. */
function fakeEnv(api: (request: Request) => Response, release: () => Response = () => Response.json(RELEASE)) {
  return fakeRemoteBindings({ api, release });
}

/** The page loader answers the car, with no price comparison, similar cars or blogs; anything else is a 404. */
const carApi = (car: unknown) => (request: Request) =>
  /^\/api\/pages\/vehicle\/[^/]+$/.test(new URL(request.url).pathname)
    ? Response.json(sampleVehiclePageLoad(car))
    : Response.json({ error: 'Not found' }, { status: 404 });

const postFragment = (app: FragmentWorkerApp, env: RemoteBindings, body: unknown, headers?: Record<string, string>) =>
  postFragmentTo(app, env, 'VehiclePage', body, headers);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('POST /fragments/VehiclePage', () => {
  it('renders the car the API returns, naming the build from release.json', async () => {
    const car = sampleCar();
    const { env, apiRequests } = fakeEnv(carApi(car));
    const response = await postFragment(createApp(), env, REQUEST, { 'x-request-id': 'req-123' });

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
    expect(fragment.html).toContain('mfe-vehicle 1.4.0-canary');
    // React's generated ids carry the island's prefix, as the client's hydrateRoot will.
    expect(fragment.html).toMatch(/aria-labelledby="_fc-vehicle-[^"]+"/);
    // React hoists a preload only for the hero's responsive image (a srcset cannot go in a Link header);
    // nothing else comes before the page's root.
    expect(fragment.html).toMatch(/^(<link rel="preload" as="image" imageSrcSet="[^"]+"[^>]*\/>)?<article /);

    // One call for the whole page: the gateway's page loader (fragments/vehicle-insight.test.ts for its parts).
    expect(apiRequests).toHaveLength(1);
    const [apiRequest] = apiRequests as [Request];
    expect(apiRequest.url).toBe('https://harbourcity.localhost/api/pages/vehicle/2021-toyota-hilux-sr5-4021');
    expect(apiRequest.method).toBe('GET');
    expect(apiRequest.headers.get('accept')).toBe('application/json');
    expect(apiRequest.headers.get('x-request-id')).toBe('req-123');
  });

  it('answers a car the site does not show with a 404 page and nothing to hydrate', async () => {
    const { env } = fakeEnv(() => Response.json({ error: 'Car not found' }, { status: 404 }));
    const response = await postFragment(createApp(), env, REQUEST);

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

  it('escapes the slug into the API path', async () => {
    const { env, apiRequests } = fakeEnv(() => new Response(null, { status: 404 }));
    await postFragment(createApp(), env, { ...REQUEST, params: { slug: 'a/../b c' } });
    expect(apiRequests[0]?.url).toBe('https://harbourcity.localhost/api/pages/vehicle/a%2F..%2Fb%20c');
  });

  it('renders the sold view for a sold car', async () => {
    const { env } = fakeEnv(carApi(sampleCar({ status: 'sold' })));
    const fragment = FragmentResponseSchema.parse(await (await postFragment(createApp(), env, REQUEST)).json());
    expect(fragment.status).toBe(200);
    expect(fragment.data).toMatchObject({ availability: 'sold', soldTagText: 'JUST SOLD' });
    expect(fragment.html).toContain('JUST SOLD');
  });

  it.each([
    ['not JSON', '{'],
    ['no tenant', { ...REQUEST, tenant: undefined }],
    ['a bad island id', { ...REQUEST, islandId: 'Not An Id' }],
    ['no slug', { ...REQUEST, params: {} }],
  ])('answers 400 JSON for a body with %s, without calling the API', async (_, body) => {
    const { env, apiRequests } = fakeEnv(carApi(sampleCar()));
    const response = await postFragment(createApp(), env, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.stringContaining('Invalid fragment request') });
    expect(apiRequests).toHaveLength(0);
  });

  it('answers 502 and logs when the API returns a car this remote cannot read', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { price: _, ...carWithoutPrice } = sampleCar();
    const { env } = fakeEnv(carApi(carWithoutPrice));
    const response = await postFragment(createApp(), env, REQUEST);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: expect.stringContaining('/api/pages/vehicle/') });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('answered something unexpected'), expect.anything());
  });

  it('answers 502 and logs when the API fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { env } = fakeEnv(() => new Response('boom', { status: 500 }));
    const response = await postFragment(createApp(), env, REQUEST);
    expect(response.status).toBe(502);
    expect(log).toHaveBeenCalled();
  });

  it('reads release.json once per isolate', async () => {
    const { env, assetRequests } = fakeEnv(carApi(sampleCar()));
    const app = createApp();
    await postFragment(app, env, REQUEST);
    await postFragment(app, env, REQUEST);
    expect(assetRequests).toEqual(['https://assets.local/release.json']);
  });

  it('answers 500 when release.json cannot be read, and tries again on the next request', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let available = false;
    const { env, assetRequests } = fakeEnv(carApi(sampleCar()), () =>
      available ? Response.json(RELEASE) : new Response('Not found', { status: 404 }),
    );
    const app = createApp();
    expect((await postFragment(app, env, REQUEST)).status).toBe(500);
    expect(log).toHaveBeenCalled();
    available = true;
    expect((await postFragment(app, env, REQUEST)).status).toBe(200);
    expect(assetRequests).toHaveLength(2);
  });

  it('refuses a release.json of another remote', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { env } = fakeEnv(carApi(sampleCar()), () => Response.json({ ...RELEASE, name: 'mfe_search' }));
    expect((await postFragment(createApp(), env, REQUEST)).status).toBe(500);
  });

  it('calls the API as the site the body names, the one place the tenant travels in', async () => {
    const { env, apiRequests } = fakeEnv(carApi(sampleCar()));
    const response = await postFragment(createApp(), env, {
      ...REQUEST,
      tenant: { ...REQUEST.tenant, host: 'sunvalley.localhost' },
    });
    expect(response.status).toBe(200);
    expect(apiRequests[0]?.url).toMatch(/^https:\/\/sunvalley\.localhost\//);
  });

  it("passes the API's Server-Timing on to the gateway", async () => {
    const { env } = fakeEnv((request) => {
      const answer = carApi(sampleCar())(request);
      answer.headers.set('Server-Timing', 'd1;dur=0.4;desc="1 query"');
      return answer;
    });
    const response = await postFragment(createApp(), env, REQUEST);
    expect(response.headers.get('Server-Timing')).toBe('d1;dur=0.4;desc="1 query"');
  });
});

describe('other requests', () => {
  it.each([
    ['GET', '/fragments/VehiclePage'],
    ['POST', '/fragments/Nope'],
    ['GET', '/'],
  ])('answers %s %s with 404 JSON', async (method, path) => {
    const { env } = fakeEnv(carApi(sampleCar()));
    const response = await createApp().request(`https://fragment.internal${path}`, { method }, env);
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
