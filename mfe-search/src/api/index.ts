import { type SliceEnv, sliceApi } from '@forecourt/shared/server-kit/slice-api';
import { waitUntilOf } from '@forecourt/shared/server-kit/wait-until';
import type { Hono } from 'hono';
import type { SearchBindings } from '../bindings';
import { inventoryFeed } from '../feeds/inventory-feed';
import { type SearchIsolate, sourcesFor } from '../isolate';
import { search } from './search';

/**
 * mfe-search's JSON API (the prefixes remote.ts declares; the gateway proxies them here):
 * `/api/search`, `/api/search/limited`, `/api/search/directory`, and the ad platforms' vehicle listings feed
 * `/api/search/feeds/inventory.{csv,xml}` (mounted first: the search routes' no-store is not its caching).
 * @example const api = createApi(createSearchIsolate());
 */
export function createApi(isolate: SearchIsolate): Hono<SliceEnv<SearchBindings>> {
  const api = sliceApi<SearchBindings>({ remote: 'mfe_search' });
  api.route('/api/search/feeds', inventoryFeed());
  api.route(
    '/api/search',
    search((c) => sourcesFor(isolate, c.env, waitUntilOf(c))),
  );
  return api;
}
