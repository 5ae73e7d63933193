import type { Car, FragmentRequestInput } from '@forecourt/shared';
import { FragmentResponseSchema } from '@forecourt/shared';
import { POSTCODE_EMPTY, POSTCODE_UNKNOWN } from '@forecourt/shared/messages/catalogue';
import { fakeRemoteBindings, postFragment, testRelease } from '@forecourt/shared/remote-kit/test-support';
import { SAMPLE_PRICE_COMPARISON } from '@forecourt/shared/testing/sample-price-comparison';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { InStockVehiclePageData, VehiclePageData } from '../features/vehicle-page/view-model';
import type { VehiclePageLoad } from '../loaders/vehicle-page';
import { fakeLoaders, sampleCar, sampleSearchCard, sampleVehiclePageLoad } from '../test-fixtures';

// The vehicle page's non-critical data through the fragments' app (as in server.test.ts: Hono's
// app.request with a loader of the test's own): the page's loader answers the price comparison, the
// similar cars and a delivery estimate asked for without JavaScript beside the car, in one load; each
// may be missing (the loader left it out: its failures and timeouts are tested in workerd,
// test/vehicle-page.worker.test.ts) without failing the page.

const RELEASE = testRelease('mfe_vehicle', '1.4.0', 'stable');
const SLUG = '2021-toyota-hilux-sr5-4021';

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

/** The page's loader, answering `parts` beside the car. */
function fakeLoader(parts: Partial<Omit<VehiclePageLoad, 'car'>>, car: Car = sampleCar()) {
  return fakeLoaders({ page: () => sampleVehiclePageLoad(car, parts) });
}

async function renderPage(loader: ReturnType<typeof fakeLoader>, query: Record<string, string> = {}) {
  const { env } = fakeRemoteBindings({
    release: () => Response.json(RELEASE),
  });
  const response = await postFragment(createApp(loader.loaders), env, 'VehiclePage', { ...REQUEST, query });
  expect(response.status).toBe(200);
  const fragment = FragmentResponseSchema.parse(await response.json());
  return { fragment, data: fragment.data as VehiclePageData, html: fragment.html };
}

const inStock = (data: VehiclePageData) => data as InStockVehiclePageData;

describe('the price comparison panel', () => {
  it('renders the guide’s comparison', async () => {
    const loader = fakeLoader({ priceComparison: COMPARISON });
    const { data, html } = await renderPage(loader);
    expect(inStock(data).priceComparison).toMatchObject({ listingPriceText: '$52,990', fillPercent: 40 });
    expect(html).toContain('Price comparison</h2>');
  });

  it('is left out when the rule hides it', async () => {
    const loader = fakeLoader({ priceComparison: { ...COMPARISON, confidence: 0.2 } });
    const { data, html } = await renderPage(loader);
    expect(inStock(data).priceComparison).toBeNull();
    expect(html).not.toContain('Price comparison</h2>');
  });

  it('is left out when the loader could not have it, and the page still renders', async () => {
    const loader = fakeLoader({ priceComparison: null, similarCars: SIMILAR });
    const { data, html } = await renderPage(loader);
    expect(inStock(data).priceComparison).toBeNull();
    expect(html).not.toContain('Price comparison</h2>');
    expect(data.similarCars.cards).toHaveLength(3);
  });
});

describe('similar cars', () => {
  it('are in the server HTML, so the page without JavaScript has them', async () => {
    const loader = fakeLoader({ similarCars: SIMILAR });
    const { data, html } = await renderPage(loader);
    expect(data.similarCars).toMatchObject({
      slug: SLUG,
      cards: [{ href: '/cars/car-1' }, { href: '/cars/car-2' }, { href: '/cars/car-3' }],
    });
    expect(html).toContain('Similar cars</h2>');
    expect(html).toContain('href="/cars/car-2"');
  });

  it('are left to the browser (null) when the loader could not have them', async () => {
    const loader = fakeLoader({ similarCars: null });
    const { data, html } = await renderPage(loader);
    expect(data.similarCars).toEqual({ slug: SLUG, cards: null });
    expect(html).not.toContain('Similar cars</h2>');
  });

  it('are an empty list when there are none: nothing for the browser to try again', async () => {
    const loader = fakeLoader({ similarCars: { hits: [], count: 0 } });
    expect((await renderPage(loader)).data.similarCars.cards).toEqual([]);
  });

  it('are on a sold car’s page, in the one load', async () => {
    const loader = fakeLoader({ similarCars: SIMILAR }, sampleCar({ status: 'sold' }));
    const { data, html } = await renderPage(loader, { postcode: '4000' });
    expect(loader.calls).toMatchObject([{ slug: SLUG, postcode: '4000' }]);
    expect(data.availability).toBe('sold');
    expect(html).toContain('JUST SOLD');
    expect(html).toContain('Similar cars</h2>');
  });
});

describe('the delivery calculator without JavaScript (?postcode=)', () => {
  it('is idle, and asks the loader for no estimate, without a postcode', async () => {
    const loader = fakeLoader({});
    const { data } = await renderPage(loader);
    expect(inStock(data).deliveryCalculator.state).toEqual({ status: 'idle' });
    expect(loader.calls).toMatchObject([{ slug: SLUG, postcode: undefined }]);
  });

  it('renders the estimate for a known postcode, asked for in the one load: price and region', async () => {
    const loader = fakeLoader({ delivery: { price: 349, name: 'Brisbane Metro' } });
    const { data, html } = await renderPage(loader, { postcode: '4000' });
    expect(inStock(data).deliveryCalculator.state).toEqual({
      status: 'result',
      postcode: '4000',
      price: '$349',
      region: 'Brisbane Metro',
    });
    expect(html).toContain('Delivery to Brisbane Metro');
    expect(html).toContain('$349');
    expect(loader.calls).toMatchObject([{ slug: SLUG, postcode: '4000' }]);
  });

  it('renders the unknown-location message when the loader has no estimate for the postcode', async () => {
    const loader = fakeLoader({ delivery: null });
    const { data, html } = await renderPage(loader, { postcode: '0872' });
    expect(inStock(data).deliveryCalculator.state).toEqual({
      status: 'error',
      postcode: '0872',
      message: POSTCODE_UNKNOWN,
    });
    expect(html).toContain('Sorry, we can&#x27;t provide an estimate for that location.');
  });

  it('asks for a postcode when the form was sent empty', async () => {
    const loader = fakeLoader({});
    const { data } = await renderPage(loader, { postcode: '' });
    expect(inStock(data).deliveryCalculator.state).toEqual({ status: 'error', postcode: '', message: POSTCODE_EMPTY });
  });
});

describe('blog cards', () => {
  it('are the loader’s cards, formatted for the page', async () => {
    const blogs = [{ href: '/blog/a', heading: 'A', image: null, description: 'About A', date: '2026-10-14' }];
    const loader = fakeLoader({ blogs });
    const { data } = await renderPage(loader);
    expect(inStock(data).content.blogs).toEqual([
      { href: '/blog/a', heading: 'A', image: null, description: 'About A', date: '14/10/2026', isoDate: '2026-10-14' },
    ]);
  });
});
