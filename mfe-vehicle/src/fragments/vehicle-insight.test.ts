import { type FragmentRequestInput, FragmentResponseSchema } from '@forecourt/shared';
import { POSTCODE_EMPTY, POSTCODE_UNKNOWN } from '@forecourt/shared/messages/catalogue';
import type { VehiclePageLoad } from '@forecourt/shared/pages/vehicle';
import { fakeRemoteBindings, postFragment, testRelease } from '@forecourt/shared/remote-kit/test-support';
import { SAMPLE_PRICE_COMPARISON } from '@forecourt/shared/testing/sample-price-comparison';
import { describe, expect, it } from 'vitest';
import type { InStockVehiclePageData, VehiclePageData } from '../features/vehicle-page/view-model';
import { createApp } from '../server';
import { sampleCar, sampleSearchCard, sampleVehiclePageLoad } from '../test-fixtures';

// The vehicle page's non-critical data through the fragment Worker (as in server.test.ts: Hono's
// app.request with fake API and ASSETS bindings): the page loader answers the price comparison, the
// similar cars and a delivery estimate asked for without JavaScript beside the car, in one call; each
// may be missing (the gateway's loader left it out: its failures and timeouts are tested in the
// gateway's page-loaders.worker.test.ts) without failing the page.

const RELEASE = testRelease('mfe_vehicle', '1.4.0', 'stable');
const SLUG = '2021-toyota-hilux-sr5-4021';
const LOADER_PATH = `/api/pages/vehicle/${SLUG}`;

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

/** The gateway's page loader, answering `parts` beside the car (anything else is a 404). */
function fakeApi(parts: Partial<Omit<VehiclePageLoad, 'car'>>, car = sampleCar()) {
  return fakeRemoteBindings({
    release: () => Response.json(RELEASE),
    api: (request) =>
      new URL(request.url).pathname === LOADER_PATH
        ? Response.json(sampleVehiclePageLoad(car, parts))
        : Response.json({ error: 'Not found' }, { status: 404 }),
  });
}

async function renderPage(env: ReturnType<typeof fakeApi>['env'], query: Record<string, string> = {}) {
  const response = await postFragment(createApp(), env, 'VehiclePage', { ...REQUEST, query });
  expect(response.status).toBe(200);
  const fragment = FragmentResponseSchema.parse(await response.json());
  return { fragment, data: fragment.data as VehiclePageData, html: fragment.html };
}

const inStock = (data: VehiclePageData) => data as InStockVehiclePageData;

describe('the price comparison panel', () => {
  it('renders the guide’s comparison', async () => {
    const { env } = fakeApi({ priceComparison: COMPARISON });
    const { data, html } = await renderPage(env);
    expect(inStock(data).priceComparison).toMatchObject({ listingPriceText: '$52,990', fillPercent: 40 });
    expect(html).toContain('Price comparison</h2>');
  });

  it('is left out when the rule hides it', async () => {
    const { env } = fakeApi({ priceComparison: { ...COMPARISON, confidence: 0.2 } });
    const { data, html } = await renderPage(env);
    expect(inStock(data).priceComparison).toBeNull();
    expect(html).not.toContain('Price comparison</h2>');
  });

  it('is left out when the loader could not have it, and the page still renders', async () => {
    const { env } = fakeApi({ priceComparison: null, similarCars: SIMILAR });
    const { data, html } = await renderPage(env);
    expect(inStock(data).priceComparison).toBeNull();
    expect(html).not.toContain('Price comparison</h2>');
    expect(data.similarCars.cards).toHaveLength(3);
  });
});

describe('similar cars', () => {
  it('are in the server HTML, so the page without JavaScript has them', async () => {
    const { env } = fakeApi({ similarCars: SIMILAR });
    const { data, html } = await renderPage(env);
    expect(data.similarCars).toMatchObject({
      slug: SLUG,
      cards: [{ href: '/cars/car-1' }, { href: '/cars/car-2' }, { href: '/cars/car-3' }],
    });
    expect(html).toContain('Similar cars</h2>');
    expect(html).toContain('href="/cars/car-2"');
  });

  it('are left to the browser (null) when the loader could not have them', async () => {
    const { env } = fakeApi({ similarCars: null });
    const { data, html } = await renderPage(env);
    expect(data.similarCars).toEqual({ slug: SLUG, cards: null });
    expect(html).not.toContain('Similar cars</h2>');
  });

  it('are an empty list when there are none: nothing for the browser to try again', async () => {
    const { env } = fakeApi({ similarCars: { hits: [], count: 0 } });
    expect((await renderPage(env)).data.similarCars.cards).toEqual([]);
  });

  it('are on a sold car’s page, in the one call', async () => {
    const { env, apiRequests } = fakeApi({ similarCars: SIMILAR }, sampleCar({ status: 'sold' }));
    const { data, html } = await renderPage(env, { postcode: '4000' });
    expect(apiRequests.map((request) => new URL(request.url).pathname)).toEqual([LOADER_PATH]);
    expect(data.availability).toBe('sold');
    expect(html).toContain('JUST SOLD');
    expect(html).toContain('Similar cars</h2>');
  });
});

describe('the delivery calculator without JavaScript (?postcode=)', () => {
  it('is idle, and asks the loader for no estimate, without a postcode', async () => {
    const { env, apiRequests } = fakeApi({});
    const { data } = await renderPage(env);
    expect(inStock(data).deliveryCalculator.state).toEqual({ status: 'idle' });
    expect(apiRequests.map((request) => request.url)).toEqual([`https://harbourcity.localhost${LOADER_PATH}`]);
  });

  it('renders the estimate for a known postcode, asked for in the one call: price and region', async () => {
    const { env, apiRequests } = fakeApi({ delivery: { price: 349, name: 'Brisbane Metro' } });
    const { data, html } = await renderPage(env, { postcode: '4000' });
    expect(inStock(data).deliveryCalculator.state).toEqual({
      status: 'result',
      postcode: '4000',
      price: '$349',
      region: 'Brisbane Metro',
    });
    expect(html).toContain('Delivery to Brisbane Metro');
    expect(html).toContain('$349');
    expect(apiRequests.map((request) => request.url)).toEqual([
      `https://harbourcity.localhost${LOADER_PATH}?postcode=4000`,
    ]);
  });

  it('renders the unknown-location message when the loader has no estimate for the postcode', async () => {
    const { env } = fakeApi({ delivery: null });
    const { data, html } = await renderPage(env, { postcode: '0872' });
    expect(inStock(data).deliveryCalculator.state).toEqual({
      status: 'error',
      postcode: '0872',
      message: POSTCODE_UNKNOWN,
    });
    expect(html).toContain('Sorry, we can&#x27;t provide an estimate for that location.');
  });

  it('asks for a postcode when the form was sent empty', async () => {
    const { env } = fakeApi({});
    const { data } = await renderPage(env, { postcode: '' });
    expect(inStock(data).deliveryCalculator.state).toEqual({ status: 'error', postcode: '', message: POSTCODE_EMPTY });
  });
});

describe('blog cards', () => {
  it('are the loader’s cards, formatted for the page', async () => {
    const blogs = [{ href: '/blog/a', heading: 'A', image: null, description: 'About A', date: '2026-10-14' }];
    const { env } = fakeApi({ blogs });
    const { data } = await renderPage(env);
    expect(inStock(data).content.blogs).toEqual([
      { href: '/blog/a', heading: 'A', image: null, description: 'About A', date: '14/10/2026', isoDate: '2026-10-14' },
    ]);
  });
});
