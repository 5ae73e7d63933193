import { demoData, TEST_TODAY } from '@forecourt/demo/seed/testing';
import { parseSearchUrl, type SearchState, searchRouteFor, type TenantConfig } from '@forecourt/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { toSearchDocument } from '../search/document';
import { createEmbeddedSearchEngine } from '../search/embedded/index';
import type { SearchEngine } from '../search/engine';
import { listingQuery } from '../search/listing-query';
import { createStockMenuStore } from './index';

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

describe('createStockMenuStore', () => {
  const { cars, tenants } = demoData();
  let engine: SearchEngine;

  beforeAll(async () => {
    engine = createEmbeddedSearchEngine();
    await engine.replaceAll(cars.map((car) => toSearchDocument(car)));
  });

  it.each(['harbourcity', 'sunvalley', 'redgum'])('counts what each entry’s search page finds on %s', async (slug) => {
    const tenant = tenants.find((candidate) => candidate.slug === slug) as TenantConfig;
    const entries = await createStockMenuStore({ now: () => NOW }).load(async () => engine, tenant);
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
    const entries = await createStockMenuStore({ now: () => NOW }).load(async () => engine, redgum);
    expect(entries.map((entry) => entry.label)).toEqual(expect.arrayContaining(['Caravans', 'New Stock']));
  });

  it('keeps a site’s counts for the TTL, then searches again; a failed search is not kept', async () => {
    let clock = NOW;
    let searches = 0;
    let failing = true;
    const counting: SearchEngine = {
      ...engine,
      search: (query) => {
        searches += 1;
        return failing ? Promise.reject(new Error('engine down')) : engine.search(query);
      },
    };
    const store = createStockMenuStore({ ttlMs: 1000, now: () => clock });
    const sunvalley = tenants.find((candidate) => candidate.slug === 'sunvalley') as TenantConfig;
    await expect(store.load(async () => counting, sunvalley)).rejects.toThrow('engine down');
    failing = false;
    await store.load(async () => counting, sunvalley);
    await store.load(async () => counting, sunvalley);
    expect(searches).toBe(2);
    clock += 1000;
    await store.load(async () => counting, sunvalley);
    expect(searches).toBe(3);
  });
});
