import { type Car, type FragmentRequestInput, FragmentResponseSchema } from '@forecourt/shared';
import { fakeRemoteBindings, postFragment, testRelease } from '@forecourt/shared/remote-kit/test-support';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { fakeLoaders, sampleCar } from '../test-fixtures';

// POST /fragments/VehiclePrint in Node with a loader of the test's own and a fake ASSETS binding: the
// printable page is server HTML only (data and module null), and a missing or unknown car_id is a 404 page.

const RELEASE = testRelease('mfe_vehicle', '1.4.0', 'stable');

const REQUEST: FragmentRequestInput = {
  params: {},
  query: { car_id: '2021-toyota-hilux-sr5-4021' },
  tenant: { slug: 'harbourcity', host: 'harbourcity.localhost', websiteId: 4101 },
  islandId: 'fc-vehicle-print',
};

/** Renders the print page with a loader answering `car` (null: the site does not show it). */
async function print(car: Car | null, body: FragmentRequestInput = REQUEST) {
  const { env } = fakeRemoteBindings({ release: () => Response.json(RELEASE) });
  const { loaders, calls } = fakeLoaders({ print: () => car });
  const response = await postFragment(createApp(loaders), env, 'VehiclePrint', body);
  expect(response.status).toBe(200);
  return { fragment: FragmentResponseSchema.parse(await response.json()), calls };
}

describe('POST /fragments/VehiclePrint', () => {
  it('renders the printable page of the car with nothing to hydrate', async () => {
    const car = sampleCar({
      dealercomments: `<p>${'One owner, full service history. '.repeat(20)}</p><p>The last line.</p><script>alert(1)</script>`,
      standardEquipment: Array.from({ length: 10 }, (_, index) => `Feature ${index + 1}`),
    });
    const { fragment, calls } = await print(car);
    expect(fragment).toMatchObject({
      status: 200,
      data: null,
      module: null,
      head: { title: '2021 Toyota HiLux SR5 (print)', preloadImages: ['/media/v1/car/ute/white/ext-1.svg'] },
    });
    expect(calls).toMatchObject([
      { fragment: 'VehiclePrint', slug: '2021-toyota-hilux-sr5-4021', tenant: 'harbourcity' },
    ]);
    const { html } = fragment;
    expect(html).toContain('2021 Toyota HiLux SR5</h1>');
    expect(html).toContain('$52,990');
    expect(html).toMatch(/<img [^>]*src="\/media\/v1\/car\/ute\/white\/ext-1.svg"/);
    for (const heading of ['Key information', 'Location', 'Specifications', 'Features', 'Dealer comments']) {
      expect(html).toContain(`>${heading}</h2>`);
    }
    // Everything is shown (no island, so nothing collapses): every feature and the whole comment.
    expect(html).toContain('Feature 10');
    expect(html).toContain('The last line.');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<button');
    expect(html).toMatch(
      /<a [^>]*href="\/api\/cars\/2021-toyota-hilux-sr5-4021\/pdf" download="2021-toyota-hilux-sr5-4021.pdf"[^>]*>Download PDF<\/a>/,
    );
  });

  it('says Sold instead of a price for a car no longer in stock', async () => {
    const { fragment } = await print(sampleCar({ status: 'sold' }));
    expect(fragment.status).toBe(200);
    expect(fragment.html).toContain('>Sold</p>');
    expect(fragment.html).not.toContain('$52,990');
  });

  it('is the not-found page for a car the site does not show', async () => {
    const { fragment } = await print(null);
    expect(fragment).toMatchObject({ status: 404, data: null, module: null, head: { title: 'Car not found' } });
  });

  it.each([
    ['no car_id', {}],
    ['an empty car_id', { car_id: '' }],
    ['a car_id that is not a slug', { car_id: '../admin' }],
  ])('is the not-found page for %s, without loading anything', async (_, query) => {
    const { fragment, calls } = await print(sampleCar(), { ...REQUEST, query });
    expect(fragment.status).toBe(404);
    expect(calls).toHaveLength(0);
  });
});
