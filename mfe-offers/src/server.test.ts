import type { FragmentRequestInput } from '@forecourt/shared';
import { EMPTY_OFFERS_STATE } from '@forecourt/shared/offers/url-state';
import { describeRemoteContract } from '@forecourt/shared/remote-kit/remote-contract';
import { fakeRemoteBindings, postFragment, testRelease } from '@forecourt/shared/remote-kit/test-support';
import { describe, expect, it } from 'vitest';
import remote from '../remote';
import { toOfferPageData } from './features/offer-page/view';
import { buildOffersView } from './features/offers-search/view';
import { buildPartsSearchView } from './features/parts/view';
import { createApp } from './server';
import { sampleDirectoryResponse, sampleOffer, sampleOffersResponse } from './test-fixtures';

// The fragment Worker in Node, through Hono's app.request, with fake API and ASSETS bindings.

const TENANT = { slug: 'harbourcity', host: 'harbourcity.localhost', websiteId: 4101 };

const SEARCH: FragmentRequestInput = {
  params: {},
  query: { 'categories[0]': 'Drive Away', page: '1' },
  tenant: TENANT,
  islandId: 'fc-offers-search',
};

describeRemoteContract({
  remote,
  createApp,
  fragment: 'OffersSearchPage',
  request: SEARCH,
  api: () => Response.json(sampleOffersResponse()),
  expectedData: (release) => ({
    remoteVersion: release.version,
    view: buildOffersView({ ...EMPTY_OFFERS_STATE, categories: ['Drive Away'] }, sampleOffersResponse()),
  }),
});

const OFFER: FragmentRequestInput = {
  params: { manufacturer: 'toyota', offerId: '12' },
  query: { intent: 'test-drive' },
  tenant: TENANT,
  islandId: 'fc-offer-page',
};

describeRemoteContract({
  remote,
  createApp,
  fragment: 'OfferPage',
  request: OFFER,
  api: () => Response.json({ offer: sampleOffer() }),
  expectedData: (release) => toOfferPageData(sampleOffer(), 'test-drive', release.version, TENANT.host),
});

describeRemoteContract({
  remote,
  createApp,
  fragment: 'OffersCarousel',
  request: { params: {}, tenant: TENANT, islandId: 'fc-offers-carousel' },
  api: () => Response.json(sampleOffersResponse()),
  expectedData: (release) => ({
    remoteVersion: release.version,
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
  }),
});

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

describe('mfe_offers fragments', () => {
  const post = (fragment: string, body: FragmentRequestInput, api: (request: Request) => Response) => {
    const release = testRelease(remote.name, remote.version, 'stable');
    const fakes = fakeRemoteBindings({ api, release: () => Response.json(release) });
    return { answer: postFragment(createApp(), fakes.env, fragment, body), apiRequests: fakes.apiRequests };
  };

  it('asks the page loader for the URL’s search by offset, in one call', async () => {
    const { answer, apiRequests } = post(
      'OffersSearchPage',
      { ...SEARCH, query: { query: 'hilux', min_price: '10000', page: '2', dealership: 'harbour-city-toyota' } },
      () => Response.json(sampleOffersResponse()),
    );
    expect((await answer).status).toBe(200);
    expect(apiRequests).toHaveLength(1);
    const url = new URL(apiRequests[0]?.url ?? '');
    expect(url.pathname).toBe('/api/pages/offers');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      query: 'hilux',
      price: '10000:',
      dealership: 'harbour-city-toyota',
      offset: '21',
    });
  });

  it('renders the exact empty state when nothing matches', async () => {
    const { answer } = post('OffersSearchPage', SEARCH, () => Response.json(sampleOffersResponse([])));
    const body = (await (await answer).json()) as { html: string };
    expect(body.html).toContain('No Results Available');
    expect(body.html).toContain(
      'There appears to be no offers currently available that meet the conditions of your search',
    );
  });

  it('is not found under another manufacturer’s path', async () => {
    const { answer } = post('OfferPage', { ...OFFER, params: { manufacturer: 'mazda', offerId: '12' } }, () =>
      Response.json({ offer: sampleOffer() }),
    );
    expect(await (await answer).json()).toMatchObject({ status: 404, data: null });
  });

  it('writes the offer’s schema.org data and never the dealer’s script', async () => {
    const hostile = sampleOffer({ description: '<p>Hi<script>alert(1)</script></p>', name: '</script><b>x' });
    const { answer } = post('OfferPage', OFFER, () => Response.json({ offer: hostile }));
    const { html } = (await (await answer).json()) as { html: string };
    expect(html).toContain('application/ld+json');
    expect(html).toContain('"@type":"Offer"');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('</script><b>');
  });

  it('shows the directory’s page of models for the URL’s body, in one call, with nothing to hydrate', async () => {
    const { answer, apiRequests } = post(
      'ModelsPage',
      { params: {}, query: { body: 'Ute', page: '2' }, tenant: TENANT, islandId: 'fc-models' },
      () => Response.json(sampleDirectoryResponse()),
    );
    const body = (await (await answer).json()) as { status: number; html: string; data: unknown };
    expect(body).toMatchObject({ status: 200, data: null });
    expect(apiRequests).toHaveLength(1);
    expect(new URL(apiRequests[0]?.url ?? '').pathname).toBe('/api/search/directory');
    expect(await apiRequests[0]?.json()).toEqual({ query: '', offset: 21, 'model.body': ['Ute'] });
    expect(body.html).toContain('Ute models');
    expect(body.html).toContain('href="/models?body=SUV"');
    expect(body.html).toContain('Ute · Cab Chassis');
    expect(body.html).toContain('aria-label="Page 2"');
  });

  it('renders a model page from its one loader call, and the catalogue’s 404 for an unknown model', async () => {
    const [model] = sampleDirectoryResponse().hits;
    const request = { params: { slug: 'hilux' }, query: { make: 'toyota' }, tenant: TENANT, islandId: 'fc-model' };
    const { answer, apiRequests } = post('ModelPage', request, () =>
      Response.json({ model, offers: [sampleOffer()], stock: 0 }),
    );
    const body = (await (await answer).json()) as { status: number; html: string; data: unknown };
    expect(body).toMatchObject({ status: 200, data: null });
    expect(apiRequests.map((r) => r.url)).toEqual(['https://harbourcity.localhost/api/pages/model/hilux?make=toyota']);
    expect(body.html).toContain('Toyota Hilux');
    expect(body.html).toContain('No Toyota Hilux in stock right now');
    expect(body.html).toContain('href="/offers/toyota/12"');
    const missing = post('ModelPage', request, () => Response.json({ error: 'Model not found' }, { status: 404 }));
    expect(await (await missing.answer).json()).toMatchObject({ status: 404 });
  });

  const brand = {
    title: 'Toyota',
    slug: 'toyota',
    logo: '/media/v1/logo/toyota.svg',
    banner: null,
    description: 'Toyota at the harbour.',
    skipPage: false,
  };

  it('renders a brand page from its one loader call (either path’s param), and 404 for a brand not on the site', async () => {
    const [model] = sampleDirectoryResponse().hits;
    const load = { brand, models: [{ model, stock: 4 }], stock: 4, offers: [sampleOffer()] };
    for (const params of [{ slug: 'toyota' }, { brand: 'toyota' }] as Record<string, string>[]) {
      const request = { params, query: {}, tenant: TENANT, islandId: 'fc-brand' };
      const { answer, apiRequests } = post('BrandPage', request, () => Response.json(load));
      const body = (await (await answer).json()) as { status: number; html: string; data: unknown };
      expect(body).toMatchObject({ status: 200, data: null });
      expect(apiRequests.map((r) => r.url)).toEqual(['https://harbourcity.localhost/api/pages/brand/toyota']);
      expect(body.html).toContain('alt="Toyota logo"');
      expect(body.html).toContain('4 Toyota vehicles in stock');
      expect(body.html).toContain('href="/search/toyota"');
      expect(body.html).toContain('href="/models/hilux?make=toyota"');
      expect(body.html).toContain('href="/offers/toyota/12"');
    }
    const request = { params: { brand: 'nope' }, query: {}, tenant: TENANT, islandId: 'fc-brand' };
    const missing = post('BrandPage', request, () => Response.json({ error: 'Brand not found' }, { status: 404 }));
    expect(await (await missing.answer).json()).toMatchObject({ status: 404 });
  });

  it('hydrates the parts search with its first view, from one loader call', async () => {
    const request = { params: {}, query: { category: 'Towing', enquire: '5' }, tenant: TENANT, islandId: 'fc-parts' };
    const { answer, apiRequests } = post('PartsSearchPage', request, () => Response.json(PARTS_LOAD));
    const body = (await (await answer).json()) as { status: number; html: string; data: unknown; module: unknown };
    expect(apiRequests.map((r) => r.url)).toEqual(['https://harbourcity.localhost/api/pages/parts?category=Towing']);
    expect(body.status).toBe(200);
    expect(body.module).toEqual(expect.anything());
    expect(body.data).toEqual({
      remoteVersion: remote.version,
      view: buildPartsSearchView({ query: '', category: 'Towing', page: 1 }, PARTS_LOAD, 5),
    });
    expect(body.html).toContain('id="part-enquiry"');
  });

  it('lists every make from one make-list call, a monogram for a make without a logo, with nothing to hydrate', async () => {
    const load = {
      makes: [
        { make: { id: 1, name: 'Toyota', slug: 'toyota', logo: { url: '/media/v1/logo/toyota.svg' } }, stock: 4 },
        { make: { id: 2, name: 'Holden', slug: 'holden', logo: null }, stock: 0 },
      ],
      brands: [brand],
    };
    const request = { params: {}, query: {}, tenant: TENANT, islandId: 'fc-makes' };
    const { answer, apiRequests } = post('MakesPage', request, () => Response.json(load));
    const body = (await (await answer).json()) as { status: number; html: string; data: unknown };
    expect(body).toMatchObject({ status: 200, data: null });
    expect(apiRequests.map((r) => r.url)).toEqual(['https://harbourcity.localhost/api/pages/makes']);
    expect(body.html).toContain('href="/brands/toyota"');
    expect(body.html).toContain('src="/media/v1/logo/toyota.svg"');
    expect(body.html).toMatch(/<svg[^>]*aria-hidden="true"[^>]*>.*>H<\/text>/);
    expect(body.html).not.toContain('href="/search/holden"');
  });

  it('renders each picker from one pickers call, and nothing for a site with nothing to pick', async () => {
    const [model] = sampleDirectoryResponse().hits;
    const load = {
      brands: [brand, { ...brand, title: 'Kia', slug: 'kia', skipPage: true }].map((entry) => ({ ...entry, stock: 3 })),
      bodies: [{ value: 'Ute', count: 7 }],
      models: [{ model, stock: 7 }],
    };
    const request = { params: {}, query: {}, tenant: TENANT, islandId: 'fc-picker' };
    const expected = {
      BrandPicker: ['href="/brands/toyota"', 'href="/search/kia"', '3 in stock'],
      BodyPicker: ['href="/search?refinementList[body][0]=Ute"', '7 in stock'],
      ModelPicker: ['href="/models/hilux?make=toyota"', '7 in stock'],
    };
    for (const [fragment, snippets] of Object.entries(expected)) {
      const { answer, apiRequests } = post(fragment, request, () => Response.json(load));
      const body = (await (await answer).json()) as { status: number; html: string; data: unknown };
      expect(body).toMatchObject({ status: 200, data: null });
      expect(apiRequests.map((r) => r.url)).toEqual(['https://harbourcity.localhost/api/pages/pickers']);
      for (const snippet of snippets) expect(body.html).toContain(snippet);
      const empty = post(fragment, request, () => Response.json({ brands: [], bodies: [], models: [] }));
      expect(((await (await empty.answer).json()) as { html: string }).html).not.toContain('<section');
    }
  });
});
