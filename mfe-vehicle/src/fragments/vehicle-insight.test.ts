import { type FragmentRequestInput, FragmentResponseSchema } from '@forecourt/shared';
import { POSTCODE_EMPTY, POSTCODE_UNKNOWN } from '@forecourt/shared/messages/catalogue';
import { fakeRemoteBindings, postFragment, testRelease } from '@forecourt/shared/remote-worker/test-support';
import { SAMPLE_PRICE_COMPARISON } from '@forecourt/shared/testing/sample-price-comparison';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InStockVehiclePageData, VehiclePageData } from '../features/vehicle-page/view-model';
import { createApp } from '../server';
import { sampleCar, sampleSearchCard } from '../test-fixtures';
import { AUTOGAUGE_TIMEOUT_MS } from './vehicle-insight';

// The vehicle page's non-critical data through the fragment Worker (as in server.test.ts: Hono's
// app.request with fake API and ASSETS bindings): the price comparison, similar cars and a delivery
// estimate asked for without JavaScript, each failing or timing out on its own without failing the page.

const RELEASE = testRelease('mfe_vehicle', '1.4.0', 'stable');
const SLUG = '2021-toyota-hilux-sr5-4021';
const CAR_PATH = `/api/cars/${SLUG}`;

const REQUEST: FragmentRequestInput = {
  params: { slug: SLUG },
  tenant: { slug: 'harbourcity', host: 'harbourcity.localhost', websiteId: 4101 },
  islandId: 'fc-vehicle',
};

const COMPARISON = SAMPLE_PRICE_COMPARISON;
const SIMILAR = {
  hits: [1, 2, 3].map((id) => sampleSearchCard({ id, slug: `car-${id}`, path: `/cars/car-${id}` })),
  count: 3,
};

type Answer = Response | Promise<Response>;

/** The gateway's API: the car, and for each other path what the test says (404 for anything unsaid). */
function fakeApi(answers: Record<string, () => Answer>, car = sampleCar()) {
  return fakeRemoteBindings({
    release: () => Response.json(RELEASE),
    api: (request) => {
      const url = new URL(request.url);
      if (url.pathname === CAR_PATH) return Response.json(car);
      const answer = answers[url.pathname.slice(CAR_PATH.length) + url.search];
      return answer ? answer() : Response.json({ error: 'Not found' }, { status: 404 });
    },
  });
}

async function renderPage(env: ReturnType<typeof fakeApi>['env'], query: Record<string, string> = {}) {
  const response = await postFragment(createApp(), env, 'VehiclePage', { ...REQUEST, query });
  expect(response.status).toBe(200);
  const fragment = FragmentResponseSchema.parse(await response.json());
  return { fragment, data: fragment.data as VehiclePageData, html: fragment.html };
}

const inStock = (data: VehiclePageData) => data as InStockVehiclePageData;
const never = () => new Promise<Response>(() => {});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the price comparison panel', () => {
  it('renders the guide’s comparison', async () => {
    const { env, apiRequests } = fakeApi({ '/autogauge': () => Response.json(COMPARISON) });
    const { data, html } = await renderPage(env);
    expect(inStock(data).priceComparison).toMatchObject({ listingPriceText: '$52,990', fillPercent: 40 });
    expect(html).toContain('Price comparison</h2>');
    expect(apiRequests.map((request) => new URL(request.url).pathname)).toContain(`${CAR_PATH}/autogauge`);
  });

  it('is left out when the rule hides it', async () => {
    const { env } = fakeApi({ '/autogauge': () => Response.json({ ...COMPARISON, confidence: 0.2 }) });
    const { data, html } = await renderPage(env);
    expect(inStock(data).priceComparison).toBeNull();
    expect(html).not.toContain('Price comparison</h2>');
  });

  it.each([
    ['fails', () => new Response('boom', { status: 500 })],
    ['answers something else', () => Response.json({ fill: 'lots' })],
  ])('is left out, and the failure logged, when the guide %s', async (_, answer) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { env } = fakeApi({ '/autogauge': answer });
    const { data, html } = await renderPage(env);
    expect(inStock(data).priceComparison).toBeNull();
    expect(html).not.toContain('Price comparison</h2>');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('the price comparison failed'), expect.anything());
  });

  it(`is left out when the guide takes longer than ${AUTOGAUGE_TIMEOUT_MS} ms, and the page still renders`, async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { env } = fakeApi({ '/autogauge': never, '/similar': () => Response.json(SIMILAR) });
    const started = Date.now();
    const { data } = await renderPage(env);
    expect(Date.now() - started).toBeLessThan(AUTOGAUGE_TIMEOUT_MS + 1000);
    expect(inStock(data).priceComparison).toBeNull();
    expect(data.similarCars.cards).toHaveLength(3);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('the price comparison took longer'));
  });
});

describe('similar cars', () => {
  it('are in the server HTML, so the page without JavaScript has them', async () => {
    const { env } = fakeApi({ '/similar': () => Response.json(SIMILAR) });
    const { data, html } = await renderPage(env);
    expect(data.similarCars).toMatchObject({
      slug: SLUG,
      cards: [{ href: '/cars/car-1' }, { href: '/cars/car-2' }, { href: '/cars/car-3' }],
    });
    expect(html).toContain('Similar cars</h2>');
    expect(html).toContain('href="/cars/car-2"');
  });

  it('are left to the browser (null) when the API fails, and the failure is logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { env } = fakeApi({ '/similar': () => new Response('boom', { status: 503 }) });
    const { data, html } = await renderPage(env);
    expect(data.similarCars).toEqual({ slug: SLUG, cards: null });
    expect(html).not.toContain('Similar cars</h2>');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('the similar cars failed'), expect.anything());
  });

  it('are an empty list when the API knows none (404): nothing for the browser to try again', async () => {
    const { env } = fakeApi({});
    expect((await renderPage(env)).data.similarCars.cards).toEqual([]);
  });

  it('are loaded alongside the price comparison, not after it', async () => {
    let similarAsked = false;
    let releaseComparison: (response: Response) => void = () => {};
    const { env } = fakeApi({
      '/autogauge': () =>
        new Promise<Response>((resolve) => {
          releaseComparison = resolve;
        }),
      '/similar': () => {
        similarAsked = true;
        releaseComparison(Response.json(COMPARISON));
        return Response.json(SIMILAR);
      },
    });
    const { data } = await renderPage(env);
    expect(similarAsked).toBe(true);
    expect(inStock(data).priceComparison).not.toBeNull();
  });

  it('are all a sold car’s page asks for beyond the car', async () => {
    const { env, apiRequests } = fakeApi({ '/similar': () => Response.json(SIMILAR) }, sampleCar({ status: 'sold' }));
    const { data, html } = await renderPage(env, { postcode: '4000' });
    expect(apiRequests.map((request) => new URL(request.url).pathname).sort()).toEqual([
      CAR_PATH,
      `${CAR_PATH}/similar`,
    ]);
    expect(data.availability).toBe('sold');
    expect(html).toContain('JUST SOLD');
    expect(html).toContain('Similar cars</h2>');
  });
});

describe('the delivery calculator without JavaScript (?postcode=)', () => {
  it('is idle, and asks nothing, without a postcode', async () => {
    const { env, apiRequests } = fakeApi({});
    const { data } = await renderPage(env);
    expect(inStock(data).deliveryCalculator.state).toEqual({ status: 'idle' });
    expect(apiRequests.some((request) => request.url.includes('/delivery'))).toBe(false);
  });

  it('renders the estimate for a known postcode: price and region', async () => {
    const { env, apiRequests } = fakeApi({
      '/delivery?postcode=4000': () => Response.json({ price: 349, name: 'Brisbane Metro' }),
    });
    const { data, html } = await renderPage(env, { postcode: '4000' });
    expect(inStock(data).deliveryCalculator.state).toEqual({
      status: 'result',
      postcode: '4000',
      price: '$349',
      region: 'Brisbane Metro',
    });
    expect(html).toContain('Delivery to Brisbane Metro');
    expect(html).toContain('$349');
    const delivery = apiRequests.find((request) => request.url.includes('/delivery'));
    expect(delivery?.url).toBe(`https://harbourcity.localhost${CAR_PATH}/delivery?postcode=4000`);
  });

  it('renders the unknown-location message when the partner does not serve the postcode (404)', async () => {
    const { env } = fakeApi({
      '/delivery?postcode=0872': () =>
        Response.json({ error: 'Unknown postcode', code: 'unknown_postcode' }, { status: 404 }),
    });
    const { data, html } = await renderPage(env, { postcode: '0872' });
    expect(inStock(data).deliveryCalculator.state).toEqual({
      status: 'error',
      postcode: '0872',
      message: POSTCODE_UNKNOWN,
    });
    expect(html).toContain('Sorry, we can&#x27;t provide an estimate for that location.');
  });

  it('asks for a postcode when the form was sent empty, without calling the API', async () => {
    const { env, apiRequests } = fakeApi({});
    const { data } = await renderPage(env, { postcode: '' });
    expect(inStock(data).deliveryCalculator.state).toEqual({ status: 'error', postcode: '', message: POSTCODE_EMPTY });
    expect(apiRequests.some((request) => request.url.includes('/delivery'))).toBe(false);
  });

  it('gives the unknown-location message, logged, when the estimate fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { env } = fakeApi({ '/delivery?postcode=4000': () => new Response('boom', { status: 500 }) });
    const { data } = await renderPage(env, { postcode: '4000' });
    expect(inStock(data).deliveryCalculator.state).toMatchObject({ status: 'error', message: POSTCODE_UNKNOWN });
    expect(log).toHaveBeenCalled();
  });
});
