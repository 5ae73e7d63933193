import { fragmentWorker, type RemoteWorkerEnv } from '@forecourt/shared/remote-kit';
import type { Hono } from 'hono';
import remote from '../remote';
import type { SearchBindings } from './bindings';
import {
  type SaveSearchLoader,
  saveSearchFragment,
  type UnsubscribeLoader,
  unsubscribeFragment,
} from './fragments/saved-searches';
import { type SearchPageLoader, searchPageFragment } from './fragments/search-page';

// The fragments of mfe-search: the search page, rendered from its loader, and the saved searches' save and stop pages. The Worker (server.ts) mounts
// it beside the API and the RPC; tests build their own with a loader of their own.

export interface AppOptions {
  /** Loads a search page (default: none: the Worker passes the isolate's, loaders/search-page.ts). */
  loadSearchPage: SearchPageLoader;
  /** Loads the save page and the stop page of saved searches (issue 31). */
  loadSaveSearch: SaveSearchLoader;
  loadUnsubscribe: UnsubscribeLoader;
  /** Draws the promo card's random offset (default Math.random). */
  random?: () => number;
}

/**
 * Builds the fragments' app. Each call has its own release cache, so tests can build their own.
 * @example const response = await createApp({ loadSearchPage }).request('/fragments/SearchPage', { method: 'POST', body }, env);
 */
export function createApp(options: AppOptions): Hono<RemoteWorkerEnv<SearchBindings>> {
  return fragmentWorker<'SearchPage' | 'SaveSearch' | 'SavedSearchUnsubscribe', SearchBindings>(remote, {
    SearchPage: searchPageFragment(options.loadSearchPage, options.random),
    SaveSearch: saveSearchFragment(options.loadSaveSearch),
    SavedSearchUnsubscribe: unsubscribeFragment(options.loadUnsubscribe),
  });
}
