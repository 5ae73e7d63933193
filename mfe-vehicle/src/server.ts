import { fragmentPath } from '@forecourt/shared';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import federation from '../module-federation.config';
import { vehiclePage } from './fragments/vehicle-page';
import type { WorkerEnv } from './worker/env';
import { fragmentHandler } from './worker/fragment';
import { releaseReader } from './worker/release';

// The fragment Worker of mfe-vehicle. No public route (workers_dev = false): only the gateway reaches it,
// through a service binding, at https://fragment.internal/fragments/<name>. Its [assets] (the client
// build under /_mf/mfe_vehicle/<version>/) are matched by the asset layer before this code runs.
//
// Deploy (after `npm run build`): wrangler deploy -c mfe-vehicle/wrangler.toml   (canary: wrangler.canary.toml)

/**
 * Builds the Worker's app. Each call has its own release cache, so tests can build their own.
 * @example const response = await createApp().request('/fragments/VehiclePage', { method: 'POST', body }, env);
 */
export function createApp(): Hono<WorkerEnv> {
  const app = new Hono<WorkerEnv>();
  const release = releaseReader(federation.name);

  app.post(fragmentPath(vehiclePage.name), fragmentHandler(vehiclePage, release));

  app.notFound((c) => c.json({ error: `Not found: ${c.req.method} ${c.req.path}` }, 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException) return c.json({ error: error.message }, error.status);
    console.error('[fc] mfe-vehicle fragment failed', error);
    return c.json({ error: 'Internal error' }, 500);
  });
  return app;
}

export default createApp();
