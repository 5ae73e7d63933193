import type {
  Car,
  DirectorySearchRequest,
  DirectorySearchResponse,
  SearchResponse,
  SearchState,
  StockMenuEntry,
  TenantConfig,
} from '@forecourt/shared';
import { sliceEntrypoint } from '@forecourt/shared/remote-kit/entrypoint';
import type { StockSearchRpc } from '@forecourt/shared/search/rpc';
import type { SavedSearchSummary } from '@forecourt/shared/search/saved-searches';
import type { SavedSearchesRpc, SearchAlertsReport } from '@forecourt/shared/search/saved-searches-rpc';
import { createTenantStore } from '@forecourt/shared/server-kit/tenants';
import type { SimilarCars } from '@forecourt/shared/vehicle/api';
import { runSearchAlerts } from './alerts/run';
import { createApi } from './api';
import { createApp } from './app';
import type { SearchBindings } from './bindings';
import { shopperSearches, summaryOf } from './db/saved-searches';
import { createSearchIsolate, sourcesFor } from './isolate';
import { loadUnsubscribe, saveSearchLoader } from './loaders/saved-searches';
import { searchPageLoader } from './loaders/search-page';
import { alertSenderFor } from './partners/alert-messages';
import { carsChanged, directory, searchStock, similarCars, stockMenu } from './rpc/stock-search';

// mfe-search's Worker: a vertical slice. Its fragments and client build over `fetch` (the gateway's
// service binding; no public route), its JSON API through the gateway's proxy (`api`), and the stock
// search's typed RPC (shared `search/rpc.ts`) for the other Workers, and the saved searches' (shared
// `search/saved-searches-rpc.ts`: My Garage's list, the scheduled alerts). One isolate: one search index.
//
// Deploy (after `npm run build`): wrangler deploy -c mfe-search/wrangler.toml   (canary: wrangler.canary.toml)

const isolate = createSearchIsolate();
const tenants = createTenantStore();

/** The site an RPC call names, or a thrown error (the caller's fallback takes over). */
async function siteOf(env: SearchBindings, slug: string): Promise<TenantConfig> {
  const lookup = await tenants.bySlug(env.TENANTS, slug, env.DB);
  if (lookup.kind !== 'found') throw new Error(`mfe_search: the site ${slug} is ${lookup.kind}`);
  return lookup.tenant;
}

export default class SearchWorker
  extends sliceEntrypoint<SearchBindings>({
    fragments: createApp({
      loadSearchPage: searchPageLoader(isolate),
      loadSaveSearch: saveSearchLoader(isolate),
      loadUnsubscribe,
    }),
    api: createApi(isolate),
  })
  implements StockSearchRpc, SavedSearchesRpc
{
  private sources() {
    return sourcesFor(isolate, this.env, (promise) => this.ctx.waitUntil(promise));
  }

  async searchStock(tenant: string, state: SearchState): Promise<SearchResponse> {
    return searchStock(this.sources(), await siteOf(this.env, tenant), state);
  }

  async similarCars(tenant: string, car: Car): Promise<SimilarCars> {
    return similarCars(this.sources(), await siteOf(this.env, tenant), car);
  }

  async stockMenu(tenant: string): Promise<StockMenuEntry[]> {
    return stockMenu(this.sources(), await siteOf(this.env, tenant));
  }

  searchDirectory(request: DirectorySearchRequest): Promise<DirectorySearchResponse> {
    return directory(this.sources(), request);
  }

  carsChanged(carIds: number[]): Promise<void> {
    return carsChanged(this.sources(), carIds);
  }

  async shopperSavedSearches(tenant: string, userId: number): Promise<SavedSearchSummary[]> {
    return (await shopperSearches(this.env.DB, tenant, userId)).map(summaryOf);
  }

  sendSearchAlerts(now: number): Promise<SearchAlertsReport> {
    return runSearchAlerts({
      db: this.env.DB,
      tenants,
      kv: this.env.TENANTS,
      stock: this.sources(),
      send: alertSenderFor(this.env),
      now,
    });
  }
}
