import {
  type Car,
  type DirectorySearchRequest,
  type DirectorySearchResponse,
  emptySearchState,
  type SearchResponse,
  type SearchState,
  type StockMenuEntry,
  stockMenuEntries,
  type TenantConfig,
} from '@forecourt/shared';
import type { CatalogueStore } from '@forecourt/shared/server-kit/catalogue';
import type { SimilarCars } from '@forecourt/shared/vehicle/api';
import type { SearchEngineBindings } from '../bindings';
import type { DirectoryCache } from '../engine/directory-cache';
import type { SearchEngine } from '../engine/engine';
import type { SearchEngines } from '../engine/engines';
import { limitedListQuery, listingQuery } from '../engine/listing-query';
import { toSearchResponse } from '../engine/listing-response';
import { SearchQueryError } from '../engine/query';
import { findSimilarCars } from '../engine/similar-cars';

// The stock search as the other Workers ask it (shared `search/rpc.ts`: the gateway for the header's
// counts and the reservations' changes, the vehicle page for similar cars, the catalogue and finance
// pages for counts and stock): the same engine and stock rule as `/api/search`, one engine per isolate.

/** What each call needs: the isolate's engines and the Worker's bindings, and a way to keep work alive. */
export interface StockSearchSources {
  engines: SearchEngines;
  catalogue: CatalogueStore;
  directoryCache: DirectoryCache;
  env: SearchEngineBindings;
  waitUntil: (promise: Promise<unknown>) => void;
  now?: () => Date;
}

const engineOf = (sources: StockSearchSources): Promise<SearchEngine> =>
  sources.engines.engineFor(sources.env, sources.waitUntil);
const nowOf = (sources: StockSearchSources) => sources.now?.() ?? new Date();

/**
 * One page of the site's stock for a state, as the listing answers it.
 * @example await searchStock(sources, tenant, { ...emptySearchState(), refinementList: { car_type: ['used'] } })
 */
export async function searchStock(
  sources: StockSearchSources,
  tenant: TenantConfig,
  state: SearchState,
): Promise<SearchResponse> {
  const result = await (await engineOf(sources)).search(listingQuery(state, tenant, nowOf(sources)));
  return toSearchResponse(result, state.page);
}

/**
 * The similar cars of a car on the site (same model first), from two engine queries. A make or model the
 * engine cannot filter on safely (a backtick) has nothing similar to offer: no cars, logged.
 * @example await similarCars(sources, tenant, car)
 */
export async function similarCars(sources: StockSearchSources, tenant: TenantConfig, car: Car): Promise<SimilarCars> {
  try {
    return await findSimilarCars(await engineOf(sources), car, tenant, nowOf(sources));
  } catch (error) {
    if (!(error instanceof SearchQueryError)) throw error;
    console.warn(
      JSON.stringify({ level: 'warn', message: 'similar cars: query refused', car: car.slug, error: error.message }),
    );
    return { hits: [], count: 0 };
  }
}

/**
 * The header's Our Stock entries: one unfiltered search of the site's stock (the stock search's own
 * scope), counted by car type and kind, so each count is the total that entry's page shows.
 * @example await stockMenu(sources, tenant)
 */
export async function stockMenu(sources: StockSearchSources, tenant: TenantConfig): Promise<StockMenuEntry[]> {
  const query = limitedListQuery(emptySearchState(), 0, tenant, nowOf(sources));
  const result = await (await engineOf(sources)).search({
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
 * The model directory, searched or from the isolate's directory cache (what `POST /api/search/directory` answers).
 * @example await directory(sources, { query: 'hilux' })
 */
export async function directory(
  sources: StockSearchSources,
  request: DirectorySearchRequest,
): Promise<DirectorySearchResponse> {
  const started = performance.now();
  const answer = sources.directoryCache.answer(await sources.catalogue.load(sources.env.DB), request);
  return { ...answer, ms: Math.round((performance.now() - started) * 100) / 100 };
}

/**
 * Pushes what D1 now holds for these cars to the configured engine.
 * @example await carsChanged(sources, [42])
 */
export function carsChanged(sources: StockSearchSources, carIds: readonly number[]): Promise<void> {
  return sources.engines.carsChanged(sources.env, carIds);
}
