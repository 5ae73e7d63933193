import { fragmentPath } from '@forecourt/shared';
import { fragmentApp, fragmentHandler, type RemoteWorkerEnv, releaseReader } from '@forecourt/shared/remote-worker';
import type { Hono } from 'hono';
import federation from '../module-federation.config';
import { vehiclePage } from './fragments/vehicle-page';
import { vehiclePrint } from './fragments/vehicle-print';

// The fragment Worker of mfe-vehicle. No public route (workers_dev = false): only the gateway reaches it,
// through a service binding, at https://fragment.internal/fragments/<name>. Its [assets] (the client
// build under /_mf/mfe_vehicle/<version>/) are matched by the asset layer before this code runs.
//
// Deploy (after `npm run build`): wrangler deploy -c mfe-vehicle/wrangler.toml   (canary: wrangler.canary.toml)

/**
 * Builds the Worker's app. Each call has its own release cache, so tests can build their own.
 * @example const response = await createApp().request('/fragments/VehiclePage', { method: 'POST', body }, env);
 */
export function createApp(): Hono<RemoteWorkerEnv> {
  const app = fragmentApp('mfe-vehicle');
  const readRelease = releaseReader(federation.name);
  app.post(fragmentPath(vehiclePage.name), fragmentHandler(vehiclePage, readRelease));
  app.post(fragmentPath(vehiclePrint.name), fragmentHandler(vehiclePrint, readRelease));
  return app;
}

export default createApp();
