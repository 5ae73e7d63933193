import { type SliceEnv, sliceApi } from '@forecourt/shared/server-kit/slice-api';
import { waitUntilOf } from '@forecourt/shared/server-kit/wait-until';
import type { Hono } from 'hono';
import type { SearchBindings } from '../bindings';
import { inventoryFeed } from '../feeds/inventory-feed';
import { type SearchIsolate, sourcesFor } from '../isolate';
import { savedSearches } from './saved-searches';
import { type SearchSourcesOf, search } from './search';

/**
 * mfe-search's JSON API (the prefixes remote.ts declares; the gateway proxies them here):
 * `/api/search`, `/api/search/limited`, `/api/search/directory`, the ad platforms' vehicle listings feed
 * `/api/search/feeds/inventory.{csv,xml}` (mounted first: the search routes' no-store is not its caching), and the
 * shoppers' saved searches `/api/search/saved-searches` (issue 31).
 * @example const api = createApi(createSearchIsolate());
 */
export function createApi(isolate: SearchIsolate): Hono<SliceEnv<SearchBindings>> {
  const api = sliceApi<SearchBindings>({ remote: 'mfe_search' });
  const sources: SearchSourcesOf = (c) => sourcesFor(isolate, c.env, waitUntilOf(c));
  api.route('/api/search/feeds', inventoryFeed());
  api.route('/api/search/saved-searches', savedSearches(sources));
  api.route('/api/search', search(sources));
  return api;
}
