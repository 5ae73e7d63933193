import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  defineRemote,
  fragmentBindingName,
  fragmentWorkerName,
  hydrationTriggerOf,
  MAX_DECLARED_BODY_BYTES,
  remoteFolderOf,
  wranglerConfigFile,
} from './declaration';

const page = { path: '/offers', title: 'Offers', params: z.object({}) };

describe('defineRemote', () => {
  it('completes a declaration with its folder and, by default, every channel', () => {
    const remote = defineRemote({
      name: 'mfe_offers',
      version: '1.2.3',
      exposes: { './OffersPage': './src/expose/OffersPage.tsx' },
      fragments: { OffersPage: { island: true }, OffersPrint: { island: false } },
      pages: [{ ...page, fragments: [{ fragment: 'OffersPage', primary: true }] }],
    });
    expect(remote.folder).toBe('mfe-offers');
    expect(remote.channels).toEqual(['stable', 'canary']);
  });

  it("takes a shopper's own page under a gated route", () => {
    const remote = defineRemote({
      name: 'mfe_offers',
      version: '1.0.0',
      exposes: { './OffersPage': './src/expose/OffersPage.tsx' },
      fragments: { OffersPage: { island: true } },
      pages: [
        { ...page, path: '/online-payment/:id', shopper: true, fragments: [{ fragment: 'OffersPage', primary: true }] },
      ],
    });
    expect(remote.pages[0]?.shopper).toBe(true);
  });

  it("takes a dealer's page in the dealer's area", () => {
    const remote = defineRemote({
      name: 'mfe_offers',
      version: '1.0.0',
      exposes: {},
      fragments: { OffersAdmin: { island: false } },
      pages: [
        { ...page, path: '/dealer/offers', dealer: true, fragments: [{ fragment: 'OffersAdmin', primary: true }] },
      ],
    });
    expect(remote.pages[0]?.dealer).toBe(true);
  });

  it("composes another remote's fragment on a page without declaring it itself", () => {
    const fragments = [
      { fragment: 'OffersPage', primary: true },
      { fragment: 'FinanceCalculator', primary: false, remote: 'mfe_finance' },
    ] as const;
    const remote = defineRemote({
      name: 'mfe_offers',
      version: '1.0.0',
      exposes: { './OffersPage': './src/expose/OffersPage.tsx' },
      fragments: { OffersPage: { island: true } },
      pages: [{ ...page, fragments }],
    });
    expect(remote.pages[0]?.fragments[1]?.remote).toBe('mfe_finance');
  });

  it.each([
    ['a name that is not mfe_<snake_case>', { name: 'offers' }, 'mfe_<snake_case>'],
    ['an island that is not exposed', { exposes: {} }, 'not exposed as ./OffersPage'],
    ['an exposed module that is no island', { exposes: { './OffersPage': 'a', './Other': 'b' } }, './Other is exposed'],
    [
      'a page without a primary fragment',
      { pages: [{ ...page, fragments: [{ fragment: 'OffersPage', primary: false }] }] },
      'exactly one primary',
    ],
    [
      'a hydration trigger on server HTML',
      { fragments: { OffersPage: { island: true }, OffersPrint: { island: false, hydrate: 'idle' } } },
      'OffersPrint is no island but declares hydrate',
    ],
    [
      'an unknown hydration trigger',
      { fragments: { OffersPage: { island: true, hydrate: 'scroll' } } },
      'OffersPage: hydrate must be one of load, idle, visible, interaction',
    ],
    [
      'a page naming an undeclared fragment',
      { pages: [{ ...page, fragments: [{ fragment: 'Nope', primary: true }] }] },
      'undeclared Nope',
    ],
    [
      "another remote's fragment as the primary one",
      { pages: [{ ...page, fragments: [{ fragment: 'Calculator', primary: true, remote: 'mfe_finance' }] }] },
      'cannot be primary',
    ],
    [
      "a dealer's page outside the dealer's area",
      { pages: [{ ...page, dealer: true, fragments: [{ fragment: 'OffersPage', primary: true }] }] },
      "/offers is a dealer's page, so it must be under /dealer/",
    ],
    [
      "a page in the dealer's area that is not the dealer's",
      { pages: [{ ...page, path: '/dealer/offers', fragments: [{ fragment: 'OffersPage', primary: true }] }] },
      "/dealer/offers is in the dealer's area, so it must declare dealer: true",
    ],
    [
      "the dealer's sign-in as a dealer's page",
      {
        pages: [
          { ...page, path: '/dealer/sign-in', dealer: true, fragments: [{ fragment: 'OffersPage', primary: true }] },
        ],
      },
      "/dealer/sign-in is a dealer's page, so it must be under /dealer/",
    ],
    [
      "a shopper's own page on a path the platform does not gate",
      { pages: [{ ...page, shopper: true, fragments: [{ fragment: 'OffersPage', primary: true }] }] },
      "/offers is a shopper's own page, so it must be under a gated route: /online-payment, /my-garage",
    ],
  ])('refuses %s', (_, change, message) => {
    const input = {
      name: 'mfe_offers',
      version: '1.0.0',
      exposes: { './OffersPage': './src/expose/OffersPage.tsx' },
      fragments: { OffersPage: { island: true } },
      pages: [{ ...page, fragments: [{ fragment: 'OffersPage', primary: true }] }],
      ...change,
    };
    expect(() => defineRemote(input as Parameters<typeof defineRemote>[0])).toThrow(message);
  });
});

describe('hydrationTriggerOf', () => {
  const remote = defineRemote({
    name: 'mfe_offers',
    version: '1.0.0',
    exposes: { './OffersPage': 'a', './OffersCarousel': 'b' },
    fragments: { OffersPage: { island: true }, OffersCarousel: { island: true, hydrate: 'visible' } },
    pages: [{ ...page, fragments: [{ fragment: 'OffersPage', primary: true }] }],
  });

  it('is the declared trigger, else load', () => {
    expect(hydrationTriggerOf(remote, 'OffersCarousel')).toBe('visible');
    expect(hydrationTriggerOf(remote, 'OffersPage')).toBe('load');
    expect(hydrationTriggerOf(remote, 'toString')).toBe('load');
  });
});

describe('names derived from a container name', () => {
  it('gives the folder, bindings, Workers and configs', () => {
    expect(remoteFolderOf('mfe_used_cars')).toBe('mfe-used-cars');
    expect(fragmentBindingName('mfe_used_cars', 'stable')).toBe('MFE_USED_CARS');
    expect(fragmentBindingName('mfe_used_cars', 'canary')).toBe('MFE_USED_CARS_CANARY');
    expect(fragmentWorkerName('mfe_used_cars', 'stable')).toBe('forecourt-mfe-used-cars');
    expect(fragmentWorkerName('mfe_used_cars', 'canary')).toBe('forecourt-mfe-used-cars-canary');
    expect(wranglerConfigFile('stable')).toBe('wrangler.toml');
    expect(wranglerConfigFile('canary')).toBe('wrangler.canary.toml');
  });
});

describe('defineRemote: the API it owns', () => {
  const base = {
    name: 'mfe_offers',
    version: '1.0.0',
    exposes: {},
    fragments: { OffersList: { island: false } },
    pages: [{ ...page, fragments: [{ fragment: 'OffersList', primary: true }] }],
  } as const;

  it('takes prefixes under /api and budgets under them', () => {
    const remote = defineRemote({
      ...base,
      api: { prefixes: ['/api/offers'], budgets: [{ path: '/api/offers/:id', routeClass: 'partners' }] },
    });
    expect(remote.api?.prefixes).toEqual(['/api/offers']);
  });

  it('refuses a prefix outside /api and a budget outside its prefixes', () => {
    expect(() => defineRemote({ ...base, api: { prefixes: ['/offers'] } })).toThrow(/API prefix \/offers/);
    expect(() =>
      defineRemote({
        ...base,
        api: { prefixes: ['/api/offers'], budgets: [{ path: '/api/offers-x', routeClass: 'leads' }] },
      }),
    ).toThrow(/not under one of its API prefixes/);
  });

  it('takes a larger body limit for an exact path under its prefixes, within the most a gateway holds', () => {
    const limit = { path: '/api/offers/import', bytes: 1_000_000, seconds: 30 };
    expect(defineRemote({ ...base, api: { prefixes: ['/api/offers'], bodyLimits: [limit] } }).api?.bodyLimits).toEqual([
      limit,
    ]);
    const refused = (bodyLimit: typeof limit) => () =>
      defineRemote({ ...base, api: { prefixes: ['/api/offers'], bodyLimits: [bodyLimit] } });
    expect(refused({ ...limit, path: '/api/offers/:id' })).toThrow(/not an exact path/);
    expect(refused({ ...limit, path: '/api/parts/import' })).toThrow(/not an exact path/);
    expect(refused({ ...limit, bytes: MAX_DECLARED_BODY_BYTES + 1 })).toThrow(/bytes/);
    expect(refused({ ...limit, seconds: 0 })).toThrow(/seconds/);
  });
});
