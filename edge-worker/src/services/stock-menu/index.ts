import { emptySearchState, type StockMenuEntry, stockMenuEntries, type TenantConfig } from '@forecourt/shared';
import type { SearchEngine } from '../search/engine';
import { limitedListQuery } from '../search/listing-query';

// The Our Stock dropdown's counts (spec: 001 §2 "Our Stock (dynamic stock dropdown)"), for the chrome of
// every page. One unfiltered search of the site's stock, with the same scope as the stock search, so
// each count is the total that entry's search page shows. Kept per site in the isolate for a minute:
// every page of every visitor wants it, and a count a minute old is as good as a live one in a menu.
// Only counts already found are kept, never a search under way: in workerd a promise settles only in
// the request that made it, so a shared pending search would leave other pages waiting on a request
// that may end first.

/** Platform: how long the isolate keeps a site's counts before searching again. */
export const STOCK_MENU_TTL_MS = 60_000;

/** Loads the dropdown's entries of a site, cached in the isolate. */
export interface StockMenuStore {
  load(engine: () => Promise<SearchEngine>, tenant: TenantConfig): Promise<StockMenuEntry[]>;
}

/** Options of {@link createStockMenuStore}. */
export interface StockMenuStoreOptions {
  ttlMs?: number;
  now?: () => number;
}

async function search(engine: SearchEngine, tenant: TenantConfig, now: Date): Promise<StockMenuEntry[]> {
  const query = limitedListQuery(emptySearchState(), 0, tenant, now);
  const result = await engine.search({
    ...query,
    facets: [
      { field: 'car_type', limit: 10 },
      { field: 'item_type', limit: 20 },
    ],
  });
  const values = (field: 'car_type' | 'item_type') =>
    (result.facets[field] ?? []).map(({ value, count }) => ({ value: String(value), count }));
  return stockMenuEntries({ total: result.found, carType: values('car_type'), itemType: values('item_type') });
}

/**
 * Makes a store (the gateway makes one per app).
 *
 * @example const entries = await createStockMenuStore().load(() => engines.engineFor(env, waitUntil), tenant);
 */
export function createStockMenuStore(options: StockMenuStoreOptions = {}): StockMenuStore {
  const ttlMs = options.ttlMs ?? STOCK_MENU_TTL_MS;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { entries: StockMenuEntry[]; loadedAt: number }>();
  return {
    async load(engine, tenant) {
      const cached = cache.get(tenant.slug);
      if (cached !== undefined && now() - cached.loadedAt < ttlMs) return cached.entries;
      const loadedAt = now();
      // A failed search is not kept: the next page tries again.
      const entries = await search(await engine(), tenant, new Date(loadedAt));
      cache.set(tenant.slug, { entries, loadedAt });
      return entries;
    },
  };
}
