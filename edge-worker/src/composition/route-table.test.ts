import type { ReleaseRegistry } from '@forecourt/shared';
import type { PublishedDeclaration } from '@forecourt/shared/remotes/published';
import { describe, expect, it } from 'vitest';
import { declaresBodyLimit, islandIdFor, routeTableFor } from './route-table';

const slug = { minLength: 1, maxLength: 200, pattern: '^[a-z0-9][a-z0-9_-]*$', flags: 'i' };

function vehicle(version: string, extraPage = false): PublishedDeclaration {
  return {
    name: 'mfe_vehicle',
    version,
    fragments: { VehiclePage: { island: true }, VehiclePrint: { island: false } },
    pages: [
      {
        path: '/cars/:slug',
        title: 'Car',
        params: { properties: { slug }, required: ['slug'] },
        fragments: [
          { fragment: 'VehiclePage', primary: true },
          { fragment: 'FinanceCalculator', primary: false, remote: 'mfe_finance' },
        ],
      },
      ...(extraPage
        ? [
            {
              path: '/cars/:slug/spin',
              title: 'Spin',
              params: { properties: { slug }, required: ['slug'] },
              fragments: [{ fragment: 'VehiclePage', primary: true }],
            },
          ]
        : []),
    ],
    api: {
      prefixes: ['/api/cars'],
      budgets: [
        { path: '/api/cars/:slug/autogauge', routeClass: 'partners' },
        { method: 'POST', path: '/api/cars/:slug/enquiries', routeClass: 'leads' },
      ],
      bodyLimits: [{ path: '/api/cars/stock-feed', bytes: 1_000_000, seconds: 30 }],
    },
  };
}

const finance: PublishedDeclaration = {
  name: 'mfe_finance',
  version: '3.0.0',
  fragments: { FinanceCalculator: { island: true, hydrate: 'visible' }, FinancePage: { island: true } },
  pages: [
    {
      path: '/:page{finance|finance-enquiry}',
      title: 'Finance',
      params: { properties: { page: { enum: ['finance', 'finance-enquiry'] } }, required: ['page'] },
      fragments: [{ fragment: 'FinancePage', primary: true }],
    },
  ],
  api: { prefixes: ['/api/youx', '/api/cars/trade-in'], budgets: [] },
};

const registry: ReleaseRegistry = {
  remotes: {
    mfe_vehicle: {
      channels: { stable: '1.0.0', canary: '1.1.0-canary' },
      versions: [
        { version: '1.0.0', publishedAt: '2026-11-01T00:00:00Z', declaration: vehicle('1.0.0') },
        { version: '1.1.0-canary', publishedAt: '2026-11-20T00:00:00Z', declaration: vehicle('1.1.0-canary', true) },
      ],
    },
    mfe_finance: {
      channels: { stable: '3.0.0' },
      versions: [{ version: '3.0.0', publishedAt: '2026-11-01T00:00:00Z', declaration: finance }],
    },
    mfe_old: { channels: { stable: '0.1.0' }, versions: [{ version: '0.1.0', publishedAt: '2026-10-01T00:00:00Z' }] },
  },
};

describe('routeTableFor', () => {
  it("follows the tenant's pins to each remote's release and the pages that release declares", () => {
    const stable = routeTableFor(registry, {});
    expect(stable.releases.get('mfe_vehicle')).toMatchObject({
      channel: 'stable',
      version: '1.0.0',
      pinHonoured: true,
    });
    expect(stable.matchPage('/cars/abc/spin')).toBeNull();
    const canary = routeTableFor(registry, { mfe_vehicle: { channel: 'canary' } });
    expect(canary.releases.get('mfe_vehicle')?.version).toBe('1.1.0-canary');
    expect(canary.matchPage('/cars/abc/spin')?.route.title).toBe('Spin');
    const unserved = routeTableFor(registry, { mfe_vehicle: { version: '0.9.0' } });
    expect(unserved.releases.get('mfe_vehicle')).toMatchObject({ channel: 'stable', pinHonoured: false });
  });

  it('matches a page by pattern and param rules, decoding the params, another remote named in its slot', () => {
    const table = routeTableFor(registry, {});
    const car = table.matchPage('/cars/2021-Toyota%2DHilux');
    expect(car?.params).toEqual({ slug: '2021-Toyota-Hilux' });
    expect(car?.route.fragments.map((slot) => slot.remote)).toEqual(['mfe_vehicle', 'mfe_finance']);
    expect(table.matchPage('/cars/a%20b')).toBeNull();
    expect(table.matchPage('/finance-enquiry')?.params).toEqual({ page: 'finance-enquiry' });
    expect(table.matchPage('/finance-x')).toBeNull();
    expect(table.matchPage('/nowhere')).toBeNull();
  });

  it("prefers the page whose segments say more, whatever the remotes' order: a name, then a listed param, then any", () => {
    // A catch-all one-segment page (a model's /{slug}, spec: 001 §2) from a remote named before the others.
    const catchAll: PublishedDeclaration = {
      name: 'mfe_aaa',
      version: '1.0.0',
      fragments: { ModelPage: { island: false } },
      pages: [
        {
          path: '/:model',
          title: 'Model',
          params: { properties: { model: slug }, required: ['model'] },
          fragments: [{ fragment: 'ModelPage', primary: true }],
        },
      ],
      api: { prefixes: [], budgets: [] },
    };
    const withCatchAll: ReleaseRegistry = {
      remotes: {
        ...registry.remotes,
        mfe_aaa: {
          channels: { stable: '1.0.0' },
          versions: [{ version: '1.0.0', publishedAt: '2026-11-01T00:00:00Z', declaration: catchAll }],
        },
      },
    };
    const table = routeTableFor(withCatchAll, { mfe_vehicle: { channel: 'canary' } });
    expect(table.matchPage('/finance')?.route.title).toBe('Finance');
    expect(table.matchPage('/hilux')?.route.title).toBe('Model');
    expect(table.matchPage('/cars/abc/spin')?.route.title).toBe('Spin');
  });

  it("finds an API path's owner by its longest prefix, and the budget its route spends", () => {
    const table = routeTableFor(registry, {});
    expect(table.matchApi('GET', '/api/cars/abc')).toMatchObject({
      release: { remote: 'mfe_vehicle' },
      routeClass: null,
    });
    expect(table.matchApi('GET', '/api/cars/abc/autogauge')?.routeClass).toBe('partners');
    expect(table.matchApi('POST', '/api/cars/abc/enquiries')?.routeClass).toBe('leads');
    expect(table.matchApi('GET', '/api/cars/abc/enquiries')?.routeClass).toBeNull();
    expect(table.matchApi('POST', '/api/cars/trade-in')?.release.remote).toBe('mfe_finance');
    expect(table.matchApi('GET', '/api/carsx')).toBeNull();
    expect(table.matchApi('GET', '/api/leads')).toBeNull();
  });

  it('gives the body limit a release declares for an exact API path, and knows some release declares it', () => {
    const table = routeTableFor(registry, {});
    expect(table.matchApi('POST', '/api/cars/stock-feed')?.bodyLimit).toEqual({ bytes: 1_000_000, seconds: 30 });
    expect(table.matchApi('POST', '/api/cars/stock-feed/x')?.bodyLimit).toBeNull();
    expect(declaresBodyLimit(registry, '/api/cars/stock-feed')).toBe(true);
    expect(declaresBodyLimit(registry, '/api/cars/abc')).toBe(false);
  });

  it('knows what each release declares, and which releases declare nothing', () => {
    const table = routeTableFor(registry, {});
    expect(table.declares('mfe_finance', 'FinanceCalculator')).toBe(true);
    expect(table.declares('mfe_finance', 'toString')).toBe(false);
    expect(table.hydrationTrigger({ remote: 'mfe_finance', fragment: 'FinanceCalculator' })).toBe('visible');
    expect(table.hydrationTrigger({ remote: 'mfe_vehicle', fragment: 'VehiclePage' })).toBe('load');
    expect(table.undeclared).toEqual(['mfe_old']);
    expect(table.releases.has('mfe_old')).toBe(false);
  });

  it('builds one table per registry read and set of pins', () => {
    expect(routeTableFor(registry, {})).toBe(routeTableFor(registry, {}));
    expect(routeTableFor(registry, { mfe_vehicle: { channel: 'canary' } })).not.toBe(routeTableFor(registry, {}));
  });
});

describe('islandIdFor', () => {
  it('is fc- and the fragment name in kebab case', () => {
    expect(islandIdFor('VehiclePage')).toBe('fc-vehicle-page');
    expect(islandIdFor('LocationsCarousel')).toBe('fc-locations-carousel');
  });
});
