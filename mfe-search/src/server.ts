import { fragmentWorker, type RemoteWorkerEnv } from '@forecourt/shared/remote-kit';
import type { Hono } from 'hono';
import remote from '../remote';
import { searchPageFragment } from './fragments/search-page';

// The fragment Worker of mfe-search. No public route (workers_dev = false): only the gateway reaches it,
// through a service binding, at https://fragment.internal/fragments/<name>. Its [assets] (the client
// build under /_mf/mfe_search/<version>/) are matched by the asset layer before this code runs. An API
// failure (ApiUpstreamError) is answered 502 by the shared `fragmentApp`.
//
// Deploy (after `npm run build`): wrangler deploy -c mfe-search/wrangler.toml   (canary: wrangler.canary.toml)

export interface AppOptions {
  /** Draws the promo card's random offset (default Math.random). */
  random?: () => number;
}

/**
 * Builds the Worker's app. Each call has its own release cache, so tests can build their own.
 * @example const response = await createApp().request('/fragments/SearchPage', { method: 'POST', body }, env);
 */
export function createApp(options: AppOptions = {}): Hono<RemoteWorkerEnv> {
  return fragmentWorker(remote, { SearchPage: searchPageFragment(options.random) });
}

export default createApp();
