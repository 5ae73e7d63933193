import { type CatalogueStore, createCatalogueStore } from '@forecourt/shared/server-kit/catalogue';
import { createDirectoryCache, type DirectoryCache } from './engine/directory-cache';
import { createSearchEngines, type SearchEngines } from './engine/engines';
import type { StockSearchSources } from './rpc/stock-search';

// What one isolate of mfe-search keeps between requests: the search engines (one embedded index of every
// site's stock, or the Typesense client) and the model catalogue. The API, the pages and the RPC share it.

/** The isolate's search pieces. */
export interface SearchIsolate {
  engines: SearchEngines;
  catalogue: CatalogueStore;
  directoryCache: DirectoryCache;
}

/**
 * Makes an isolate's pieces: once per Worker (server.ts); tests make their own.
 * @example const isolate = createSearchIsolate();
 */
export function createSearchIsolate(): SearchIsolate {
  return { engines: createSearchEngines(), catalogue: createCatalogueStore(), directoryCache: createDirectoryCache() };
}

/**
 * A request's view of the isolate: its bindings and its `waitUntil`.
 * @example searchStock(sourcesFor(isolate, env, waitUntil), tenant, state)
 */
export function sourcesFor(
  isolate: SearchIsolate,
  env: StockSearchSources['env'],
  waitUntil: StockSearchSources['waitUntil'],
): StockSearchSources {
  return { ...isolate, env, waitUntil };
}
