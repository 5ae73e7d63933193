import { type FragmentRequestInput, FragmentResponseSchema } from '@forecourt/shared';
import { fakeRemoteBindings, postFragment, testRelease } from '@forecourt/shared/remote-kit/test-support';
import { describe, expect, it } from 'vitest';
import { createApp } from '../server';
import { sampleCar } from '../test-fixtures';

// POST /fragments/VehiclePrint in Node with fake API and ASSETS bindings: the printable page is server
// HTML only (data and module null), and a missing or unknown car_id is a 404 page.

const RELEASE = testRelease('mfe_vehicle', '1.4.0', 'stable');

const REQUEST: FragmentRequestInput = {
  params: {},
  query: { car_id: '2021-toyota-hilux-sr5-4021' },
  tenant: { slug: 'harbourcity', host: 'harbourcity.localhost', websiteId: 4101 },
  islandId: 'fc-vehicle-print',
};

async function print(api: (request: Request) => Response, body: FragmentRequestInput = REQUEST) {
  const { env, apiRequests } = fakeRemoteBindings({ api, release: () => Response.json(RELEASE) });
  const response = await postFragment(createApp(), env, 'VehiclePrint', body);
  expect(response.status).toBe(200);
  return { fragment: FragmentResponseSchema.parse(await response.json()), apiRequests };
}

describe('POST /fragments/VehiclePrint', () => {
  it('renders the printable page of the car with nothing to hydrate', async () => {
    const car = sampleCar({
      dealercomments: `<p>${'One owner, full service history. '.repeat(20)}</p><p>The last line.</p><script>alert(1)</script>`,
      standardEquipment: Array.from({ length: 10 }, (_, index) => `Feature ${index + 1}`),
    });
    const { fragment, apiRequests } = await print(() => Response.json({ car }));
    expect(fragment).toMatchObject({
      status: 200,
      data: null,
      module: null,
      head: { title: '2021 Toyota HiLux SR5 (print)', preloadImages: ['/media/v1/car/ute/white/ext-1.svg'] },
    });
    expect(apiRequests.map((request) => request.url)).toEqual([
      'https://harbourcity.localhost/api/pages/vehicle-print/2021-toyota-hilux-sr5-4021',
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
    const { fragment } = await print(() => Response.json({ car: sampleCar({ status: 'sold' }) }));
    expect(fragment.status).toBe(200);
    expect(fragment.html).toContain('>Sold</p>');
    expect(fragment.html).not.toContain('$52,990');
  });

  it('is the not-found page for a car the site does not show', async () => {
    const { fragment } = await print(() => Response.json({ error: 'Car not found' }, { status: 404 }));
    expect(fragment).toMatchObject({ status: 404, data: null, module: null, head: { title: 'Car not found' } });
  });

  it.each([
    ['no car_id', {}],
    ['an empty car_id', { car_id: '' }],
    ['a car_id that is not a slug', { car_id: '../admin' }],
  ])('is the not-found page for %s, without calling the API', async (_, query) => {
    const { fragment, apiRequests } = await print(() => Response.json(sampleCar()), { ...REQUEST, query });
    expect(fragment.status).toBe(404);
    expect(apiRequests).toHaveLength(0);
  });
});
