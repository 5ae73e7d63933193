import { fragmentWorker, type RemoteWorkerEnv } from '@forecourt/shared/remote-kit';
import type { Hono } from 'hono';
import remote from '../remote';
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
  return fragmentWorker(remote, { VehiclePage: vehiclePage, VehiclePrint: vehiclePrint });
}

export default createApp();
