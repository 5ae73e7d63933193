import { demoData, TEST_TODAY } from '@forecourt/demo/seed/testing';
import { parseSearchUrl, type SearchState, searchRouteFor, type TenantConfig } from '@forecourt/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDirectoryCache } from '../engine/directory-cache';
import { toSearchDocument } from '../engine/document';
import { createEmbeddedSearchEngine } from '../engine/embedded/index';
import type { SearchEngine } from '../engine/engine';
import { listingQuery } from '../engine/listing-query';
import { type StockSearchSources, stockMenu } from './stock-search';

// Each count of the Our Stock dropdown must be the total its link's search page shows: checked against
// the listing query of that page, on the demo stock of every demo site.

const NOW = Date.parse(`${TEST_TODAY}T02:00:00Z`);
const NO_CATALOGUE = { makes: [], models: [], bodies: [], dealerships: [] };

function stateOf(href: string): SearchState {
  const url = new URL(href, 'http://site.test');
  const base = searchRouteFor(url.pathname, NO_CATALOGUE)?.state;
  if (base === undefined) throw new Error(`${href} is not a search page without a catalogue`);
  return parseSearchUrl(url.search, base);
}

describe('stockMenu', () => {
  const { cars, tenants } = demoData();
  let engine: SearchEngine;
  let sources: StockSearchSources;

  beforeAll(async () => {
    engine = createEmbeddedSearchEngine();
    await engine.replaceAll(cars.map((car) => toSearchDocument(car)));
    sources = {
      engines: { engineFor: async () => engine, carsChanged: async () => {} },
      catalogue: { load: async () => [] },
      directoryCache: createDirectoryCache(),
      env: { DB: undefined as unknown as D1Database },
      waitUntil: () => {},
      now: () => new Date(NOW),
    };
  });

  it.each(['harbourcity', 'sunvalley', 'redgum'])('counts what each entry’s search page finds on %s', async (slug) => {
    const tenant = tenants.find((candidate) => candidate.slug === slug) as TenantConfig;
    const entries = await stockMenu(sources, tenant);
    expect(entries[0]?.label).toBe('All Stock');
    expect(entries.length).toBeGreaterThan(1);
    for (const entry of entries) {
      const page = await engine.search(listingQuery(stateOf(entry.href), tenant, new Date(NOW)));
      expect({ href: entry.href, count: entry.count }).toEqual({ href: entry.href, count: page.found });
      expect(entry.count).toBeGreaterThan(0);
    }
  });

  it('lists the kinds of vehicle on a site that sells several', async () => {
    const redgum = tenants.find((candidate) => candidate.slug === 'redgum') as TenantConfig;
    const entries = await stockMenu(sources, redgum);
    expect(entries.map((entry) => entry.label)).toEqual(expect.arrayContaining(['Caravans', 'New Stock']));
  });
});
