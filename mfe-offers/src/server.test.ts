import { type DirectoryHit, type FragmentRequestInput, FragmentResponseSchema } from '@forecourt/shared';
import { SpinToWinConfigSchema } from '@forecourt/shared/offers/spin-to-win';
import { EMPTY_OFFERS_STATE } from '@forecourt/shared/offers/url-state';
import { fakeRemoteBindings, postFragment, testRelease } from '@forecourt/shared/remote-kit/test-support';
import { makeTenant } from '@forecourt/shared/server-kit/testing/fixtures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import remote from '../remote';
import { createApp } from './app';
import { toOfferPageData } from './features/offer-page/view';
import { buildOffersView } from './features/offers-search/view';
import { buildPartsSearchView } from './features/parts/view';
import type { OffersLoaders } from './loaders';
import { sampleDirectoryResponse, sampleOffer, sampleOffersResponse } from './test-fixtures';

// The fragments' app in Node, through Hono's app.request, with loaders of the test's own and fake
// bindings (the release, the site's configuration). What the loaders read (D1, the stock search) is
// tested in workerd (test/*.worker.test.ts).

const TOYOTA = {
  title: 'Toyota',
  slug: 'toyota',
  logo: '/media/v1/logo/toyota.svg',
  banner: null,
  description: 'Toyota at the harbour.',
  skipPage: false,
};
const KIA = { ...TOYOTA, title: 'Kia', slug: 'kia', skipPage: true };
const SITE = makeTenant({ slug: 'harbourcity', websiteId: 4101, catalogue: { brands: [TOYOTA, KIA] } });
const TENANT = { slug: SITE.slug, host: 'harbourcity.localhost', websiteId: SITE.websiteId };
const RELEASE = testRelease(remote.name, remote.version, 'stable');

const [MODEL] = sampleDirectoryResponse().hits as [DirectoryHit];
const PARTS_LOAD = {
  search: {
    hits: [
      {
        id: 5,
        name: 'Tow bar',
        part_number: 'TOW-5',
        category: 'Towing',
        fits: ['Toyota HiLux'],
        price: 899,
        description: 'A tow bar.',
        image: { url: '/media/v1/logo/towing.svg', alt: 'Towing' },
      },
    ],
    nbHits: 1,
    offset: 0,
    hitsPerPage: 21,
    facets: { category: [{ value: 'Towing', count: 1 }] },
  },
  dealerships: [{ slug: 'harbourcity-toyota', name: 'Harbour City Toyota' }],
};

/** Loaders that answer a sample page each, recording what each was asked (name and arguments past the context). */
/** A site's Spin to Win, before the shopper spins. */
const SPIN_LOAD = {
  config: SpinToWinConfigSchema.parse({ prizes: [{ label: '$100 fuel card' }, { label: 'Free window tint' }] }),
  dealerships: [
    { slug: 'alpha-motors', name: 'Alpha Motors' },
    { slug: 'alpha-used', name: 'Alpha Used' },
  ],
  spin: null,
};

function fakeLoaders(overrides: Partial<OffersLoaders> = {}) {
  const calls: unknown[][] = [];
  const record =
    <A extends unknown[], R>(name: string, answer: (...args: A) => R) =>
    async (_context: unknown, ...args: A): Promise<R> => {
      calls.push([name, ...args]);
      return answer(...args);
    };
  const loaders: OffersLoaders = {
    offersSearch: record('offersSearch', () => sampleOffersResponse()),
    offer: record('offer', () => sampleOffer()),
    modelsDirectory: record('modelsDirectory', () => sampleDirectoryResponse()),
    modelPage: record('modelPage', () => ({ model: MODEL, offers: [sampleOffer()], stock: 0 })),
    brandPage: record('brandPage', (brand) => ({
      brand,
      models: [{ model: MODEL, stock: 4 }],
      stock: 4,
      offers: [sampleOffer()],
    })),
    pickers: record('pickers', () => ({
      brands: [TOYOTA, KIA].map((entry) => ({ ...entry, stock: 3 })),
      bodies: [{ value: 'Ute', count: 7 }],
      models: [{ model: MODEL, stock: 7 }],
    })),
    makesPage: record('makesPage', () => ({
      makes: [
        { make: { id: 1, name: 'Toyota', slug: 'toyota', logo: { url: '/media/v1/logo/toyota.svg' } }, stock: 4 },
        { make: { id: 2, name: 'Holden', slug: 'holden', logo: null }, stock: 0 },
      ],
      brands: [TOYOTA],
    })),
    partsPage: record('partsPage', () => PARTS_LOAD),
    spinToWinPage: record('spinToWinPage', () => SPIN_LOAD),
    ...overrides,
  };
  return { loaders, calls };
}

/** POSTs a fragment request to the app built on `loaders`. */
async function post(fragment: string, body: unknown, loaders = fakeLoaders().loaders) {
  const fakes = fakeRemoteBindings({ release: () => Response.json(RELEASE), tenants: [SITE] });
  const response = await postFragment(createApp(loaders), fakes.env, fragment, body);
  return { response };
}

async function fragmentOf(fragment: string, body: unknown, loaders = fakeLoaders().loaders) {
  const { response } = await post(fragment, body, loaders);
  expect(response.status).toBe(200);
  return FragmentResponseSchema.parse(await response.json());
}

const request = (params: Record<string, string>, query: Record<string, string> = {}): FragmentRequestInput => ({
  params,
  query,
  tenant: TENANT,
  islandId: 'fc-offers',
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the islands: their data is what they were rendered from', () => {
  it.each([
    [
      'OffersSearchPage',
      request({}, { 'categories[0]': 'Drive Away', page: '1' }),
      {
        remoteVersion: RELEASE.version,
        view: buildOffersView({ ...EMPTY_OFFERS_STATE, categories: ['Drive Away'] }, sampleOffersResponse()),
      },
    ],
    [
      'OfferPage',
      request({ manufacturer: 'toyota', offerId: '12' }, { intent: 'test-drive' }),
      toOfferPageData(sampleOffer(), 'test-drive', RELEASE.version, TENANT.host),
    ],
    [
      'OffersCarousel',
      request({}),
      {
        remoteVersion: RELEASE.version,
        slides: [
          {
            id: 12,
            name: 'Hilux SR5 from $59,990 drive away',
            manufacturer: 'Toyota',
            model: 'Hilux',
            category: 'Drive Away',
            href: '/offers/toyota/12',
            image: { src: '/media/v1/car/ute/white/ext-1.svg', alt: 'Toyota Hilux' },
          },
        ],
      },
    ],
    [
      'PartsSearchPage',
      request({}, { category: 'Towing', enquire: '5' }),
      {
        remoteVersion: RELEASE.version,
        view: buildPartsSearchView({ query: '', category: 'Towing', page: 1 }, PARTS_LOAD, 5),
      },
    ],
  ] as const)('%s renders with its data, naming the build from release.json', async (fragment, body, data) => {
    expect(remote.fragments[fragment]).toMatchObject({ island: true });
    const answer = await fragmentOf(fragment, body);
    expect(answer).toMatchObject({
      status: 200,
      module: `${remote.name}/${fragment}`,
      remote: { name: remote.name, version: RELEASE.version, manifestUrl: RELEASE.manifestUrl },
      stylesheets: RELEASE.stylesheets,
      redirect: null,
    });
    expect(answer.data).toEqual(data);
    expect(answer.html.length).toBeGreaterThan(0);
  });

  it.each([
    ['not JSON', '{'],
    ['no tenant', { ...request({}), tenant: undefined }],
    ['a bad island id', { ...request({}), islandId: 'Not An Id' }],
  ])('answers 400 JSON for a body with %s, without loading anything', async (_, body) => {
    const { loaders, calls } = fakeLoaders();
    const { response } = await post('OffersSearchPage', body, loaders);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.stringContaining('Invalid fragment request') });
    expect(calls).toEqual([]);
  });

  it('answers 500 JSON, logged, when a loader fails (the gateway shows the fallback)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { loaders } = fakeLoaders({
      offersSearch: async () => {
        throw new Error('D1 is down');
      },
    });
    const { response } = await post('OffersSearchPage', request({}), loaders);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'Internal error' });
    expect(errors).toHaveBeenCalled();
  });

  it.each([
    ['GET', '/fragments/OffersSearchPage'],
    ['POST', '/fragments/Nope'],
  ])('answers %s %s with 404 JSON', async (method, path) => {
    const { env } = fakeRemoteBindings({
      release: () => Response.json(RELEASE),
    });
    const answer = await createApp(fakeLoaders().loaders).request(`https://fragment.internal${path}`, { method }, env);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ error: expect.stringContaining('Not found') });
  });
});

describe('mfe_offers fragments', () => {
  it('asks the offers search for the URL’s state by offset', async () => {
    const { loaders, calls } = fakeLoaders();
    const query = { query: 'hilux', min_price: '10000', page: '2', dealership: 'harbour-city-toyota' };
    await fragmentOf('OffersSearchPage', request({}, query), loaders);
    expect(calls).toEqual([
      [
        'offersSearch',
        {
          query: 'hilux',
          categories: [],
          price: { min: 10_000, max: null },
          offset: 21,
          dealership: 'harbour-city-toyota',
        },
      ],
    ]);
  });

  it('renders the exact empty state when nothing matches, and the 404 page for a dealership the site lacks', async () => {
    const empty = fakeLoaders({ offersSearch: async () => sampleOffersResponse([]) });
    const { html } = await fragmentOf('OffersSearchPage', request({}), empty.loaders);
    expect(html).toContain('No Results Available');
    expect(html).toContain('There appears to be no offers currently available that meet the conditions of your search');
    const missing = fakeLoaders({ offersSearch: async () => null });
    const answer = await fragmentOf('OffersSearchPage', request({}, { dealership: 'nope' }), missing.loaders);
    expect(answer).toMatchObject({ status: 404, data: null, module: null });
  });

  it('is not found for an offer the site does not show, under another manufacturer’s path, or a bad id', async () => {
    const none = fakeLoaders({ offer: async () => null });
    expect(await fragmentOf('OfferPage', request({ offerId: '12' }), none.loaders)).toMatchObject({ status: 404 });
    const mazda = request({ manufacturer: 'mazda', offerId: '12' });
    expect(await fragmentOf('OfferPage', mazda)).toMatchObject({ status: 404, data: null });
    const { loaders, calls } = fakeLoaders();
    expect(await fragmentOf('OfferPage', request({ offerId: 'x' }), loaders)).toMatchObject({ status: 404 });
    expect(calls).toEqual([]);
  });

  it('writes the offer’s schema.org data and never the dealer’s script', async () => {
    const hostile = sampleOffer({ description: '<p>Hi<script>alert(1)</script></p>', name: '</script><b>x' });
    const { loaders } = fakeLoaders({ offer: async () => hostile });
    const { html } = await fragmentOf('OfferPage', request({ offerId: '12' }), loaders);
    expect(html).toContain('application/ld+json');
    expect(html).toContain('"@type":"Offer"');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('</script><b>');
  });

  it('shows the directory’s page of models for the URL’s body, with nothing to hydrate', async () => {
    const { loaders, calls } = fakeLoaders();
    const body = await fragmentOf('ModelsPage', request({}, { body: 'Ute', page: '2' }), loaders);
    expect(body).toMatchObject({ status: 200, data: null, module: null });
    expect(calls).toEqual([['modelsDirectory', { query: '', offset: 21, 'model.body': ['Ute'] }]]);
    expect(body.html).toContain('Ute models');
    expect(body.html).toContain('href="/models?body=SUV"');
    expect(body.html).toContain('Ute · Cab Chassis');
    expect(body.html).toContain('aria-label="Page 2"');
  });

  it('renders a model page from its loader, and the catalogue’s 404 for an unknown model', async () => {
    const { loaders, calls } = fakeLoaders();
    const body = await fragmentOf('ModelPage', request({ slug: 'hilux' }, { make: 'toyota' }), loaders);
    expect(body).toMatchObject({ status: 200, data: null });
    expect(calls).toEqual([['modelPage', 'hilux', 'toyota']]);
    expect(body.html).toContain('Toyota Hilux');
    expect(body.html).toContain('No Toyota Hilux in stock right now');
    expect(body.html).toContain('href="/offers/toyota/12"');
    const missing = fakeLoaders({ modelPage: async () => null });
    expect(await fragmentOf('ModelPage', request({ slug: 'hilux' }), missing.loaders)).toMatchObject({ status: 404 });
  });

  it('renders a model at /{model slug} too, and sends a model with an override URL there (spec: 001 §2)', async () => {
    const { loaders, calls } = fakeLoaders();
    const body = await fragmentOf('ModelPage', request({ model: 'hilux' }), loaders);
    expect(body).toMatchObject({ status: 200, redirect: null });
    expect(calls).toEqual([['modelPage', 'hilux', undefined]]);
    expect(body.html).toContain('Toyota Hilux');
    const electric = fakeLoaders({
      modelPage: async () => ({ model: { ...MODEL, override_url: '/pages/electric-vehicles' }, offers: [], stock: 0 }),
    });
    const moved = await fragmentOf('ModelPage', request({ model: 'hilux' }), electric.loaders);
    expect(moved.redirect).toEqual({ location: '/pages/electric-vehicles', status: 302 });
    // Its catalogue page stays where the model tiles link (spec: 001 §2 "model tiles to /models/{slug}").
    expect(await fragmentOf('ModelPage', request({ slug: 'hilux' }), electric.loaders)).toMatchObject({ status: 200 });
  });

  it('renders Spin to Win: the prizes and the spin form, then the prize the spin in its link won (spec: 001 §2)', async () => {
    const { loaders, calls } = fakeLoaders();
    const before = await fragmentOf('SpinToWinPage', request({}), loaders);
    expect(before).toMatchObject({ status: 200, data: null });
    expect(calls).toEqual([['spinToWinPage', undefined]]);
    expect(before.html).toContain('<form');
    expect(before.html).toContain('action="/api/spin-to-win"');
    expect(before.html).toContain('<option value="alpha-used">Alpha Used</option>');
    expect(before.html).toContain('<li>Free window tint</li>');
    const spin = { lead_id: '0f8c5d1e-0000-4000-8000-000000000000', prize: 'Free window tint', created_at: '' };
    const won = fakeLoaders({ spinToWinPage: async () => ({ ...SPIN_LOAD, spin }) });
    const after = await fragmentOf('SpinToWinPage', request({}, { spin: spin.lead_id }), won.loaders);
    expect(after.html).toContain('You won: <!-- -->Free window tint');
    expect(after.html).not.toContain('<form');
    const off = fakeLoaders({ spinToWinPage: async () => null });
    expect(await fragmentOf('SpinToWinPage', request({}), off.loaders)).toMatchObject({ status: 404 });
  });

  it('renders one of the site’s brands from its loader, by either path’s param', async () => {
    for (const params of [{ slug: 'toyota' }, { brand: 'toyota' }] as Record<string, string>[]) {
      const { loaders, calls } = fakeLoaders();
      const body = await fragmentOf('BrandPage', request(params), loaders);
      expect(body).toMatchObject({ status: 200, data: null, redirect: null });
      expect(calls).toEqual([['brandPage', TOYOTA]]);
      expect(body.html).toContain('alt="Toyota logo"');
      expect(body.html).toContain('4 Toyota vehicles in stock');
      expect(body.html).toContain('href="/search/toyota"');
      expect(body.html).toContain('href="/models/hilux?make=toyota"');
      expect(body.html).toContain('href="/offers/toyota/12"');
    }
  });

  it('is the 404 page for a brand not on the site, and loads nothing for it', async () => {
    const { loaders, calls } = fakeLoaders();
    for (const params of [{ brand: 'mazda' }, { slug: 'Not A Slug' }] as Record<string, string>[]) {
      expect(await fragmentOf('BrandPage', request(params), loaders)).toMatchObject({ status: 404, redirect: null });
    }
    expect(calls).toEqual([]);
  });

  it('answers a redirect to its stock search for a brand that skips its page, on either path', async () => {
    for (const params of [{ slug: 'kia' }, { brand: 'kia' }] as Record<string, string>[]) {
      const { loaders, calls } = fakeLoaders();
      const answer = await fragmentOf('BrandPage', request(params), loaders);
      expect(answer).toMatchObject({
        status: 302,
        redirect: { location: '/search/kia', status: 302 },
        data: null,
        module: null,
        html: '',
      });
      expect(calls).toEqual([]);
    }
  });

  it('hydrates the parts search with its first view, from the URL’s state', async () => {
    const { loaders, calls } = fakeLoaders();
    const body = await fragmentOf(
      'PartsSearchPage',
      request({}, { category: 'Towing', page: '2', enquire: '5' }),
      loaders,
    );
    expect(calls).toEqual([['partsPage', { query: '', category: 'Towing', offset: 21 }]]);
    expect(body.html).toContain('id="part-enquiry"');
    const landing = fakeLoaders();
    expect(await fragmentOf('PartsLandingPage', request({}), landing.loaders)).toMatchObject({ data: null });
    expect(landing.calls).toEqual([['partsPage', { query: '', offset: 0 }]]);
  });

  it('lists every make, a monogram for a make without a logo, with nothing to hydrate', async () => {
    const body = await fragmentOf('MakesPage', request({}));
    expect(body).toMatchObject({ status: 200, data: null });
    expect(body.html).toContain('href="/brands/toyota"');
    expect(body.html).toContain('src="/media/v1/logo/toyota.svg"');
    expect(body.html).toMatch(/<svg[^>]*aria-hidden="true"[^>]*>.*>H<\/text>/);
    expect(body.html).not.toContain('href="/search/holden"');
  });

  it('renders each picker from the pickers’ loader, and nothing for a site with nothing to pick', async () => {
    const expected = {
      BrandPicker: ['href="/brands/toyota"', 'href="/search/kia"', '3 in stock'],
      BodyPicker: ['href="/search?refinementList[body][0]=Ute"', '7 in stock'],
      ModelPicker: ['href="/models/hilux?make=toyota"', '7 in stock'],
    };
    const nothing = fakeLoaders({ pickers: async () => ({ brands: [], bodies: [], models: [] }) });
    for (const [fragment, snippets] of Object.entries(expected)) {
      const body = await fragmentOf(fragment, request({}));
      expect(body).toMatchObject({ status: 200, data: null });
      for (const snippet of snippets) expect(body.html).toContain(snippet);
      expect((await fragmentOf(fragment, request({}), nothing.loaders)).html).not.toContain('<section');
    }
  });
});
