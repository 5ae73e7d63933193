import type { StockMenuEntry, TenantConfig } from '@forecourt/shared';

// The Our Stock dropdown's counts (spec: 001 §2 "Our Stock (dynamic stock dropdown)"), for the chrome of
// every page: what the stock search (mfe-search's RPC `stockMenu`) counts, so each count is the total that
// entry's search page shows. Kept per site in the isolate for a minute:
// every page of every visitor wants it, and a count a minute old is as good as a live one in a menu.
// Only counts already found are kept, never a search under way: in workerd a promise settles only in
// the request that made it, so a shared pending search would leave other pages waiting on a request
// that may end first.

/** Platform: how long the isolate keeps a site's counts before searching again. */
export const STOCK_MENU_TTL_MS = 60_000;

/** Loads the dropdown's entries of a site, cached in the isolate. */
export interface StockMenuStore {
  /** `search` counts the site's stock (the stock search's RPC); called at most once a TTL per site. */
  load(search: () => Promise<StockMenuEntry[]>, tenant: TenantConfig): Promise<StockMenuEntry[]>;
}

/** Options of {@link createStockMenuStore}. */
export interface StockMenuStoreOptions {
  ttlMs?: number;
  now?: () => number;
}

/**
 * Makes a store (the gateway makes one per app).
 *
 * @example const entries = await createStockMenuStore().load(() => stockSearchOf(env).stockMenu(tenant.slug), tenant);
 */
export function createStockMenuStore(options: StockMenuStoreOptions = {}): StockMenuStore {
  const ttlMs = options.ttlMs ?? STOCK_MENU_TTL_MS;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { entries: StockMenuEntry[]; loadedAt: number }>();
  return {
    async load(search, tenant) {
      const cached = cache.get(tenant.slug);
      if (cached !== undefined && now() - cached.loadedAt < ttlMs) return cached.entries;
      const loadedAt = now();
      // A failed search is not kept: the next page tries again.
      const entries = await search();
      cache.set(tenant.slug, { entries, loadedAt });
      return entries;
    },
  };
}
