import { ApiUpstreamError, fragmentPath } from '@forecourt/shared';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import federation from '../module-federation.config';
import { searchPageFragment } from './fragments/search-page';
import type { WorkerEnv } from './worker/env';
import { fragmentHandler } from './worker/fragment';
import { releaseReader } from './worker/release';

// The fragment Worker of mfe-search. No public route (workers_dev = false): only the gateway reaches it,
// through a service binding, at https://fragment.internal/fragments/<name>. Its [assets] (the client
// build under /_mf/mfe_search/<version>/) are matched by the asset layer before this code runs.
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
export function createApp(options: AppOptions = {}): Hono<WorkerEnv> {
  const app = new Hono<WorkerEnv>();
  const release = releaseReader(federation.name);
  const searchPage = searchPageFragment(options.random);

  app.post(fragmentPath(searchPage.name), fragmentHandler(searchPage, release));

  app.notFound((c) => c.json({ error: `Not found: ${c.req.method} ${c.req.path}` }, 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException) return c.json({ error: error.message }, error.status);
    // The API failed or answered something this remote cannot render: details are logged already.
    if (error instanceof ApiUpstreamError) return c.json({ error: error.message }, error.status);
    console.error('[fc] mfe-search fragment failed', error);
    return c.json({ error: 'Internal error' }, 500);
  });
  return app;
}

export default createApp();
