import { sliceApi } from '@forecourt/shared/server-kit/slice-api';
import type { Hono } from 'hono';
import { autogauge } from './autogauge';
import type { VehicleApiEnv } from './car';
import { cars } from './cars';
import { delivery } from './delivery';
import { driveAway } from './drive-away';
import { pdf } from './pdf';
import { similar } from './similar';
import { stockFeed } from './stock-feed';

/**
 * mfe-vehicle's JSON API (the prefix remote.ts declares; the gateway proxies it here): `/api/cars/{slug}`,
 * its `/view.json`, `/autogauge`, `/delivery`, `/drive-away`, `/similar` and `/pdf`; and the dealer's stock feed import
 * (`POST /api/cars/stock-feed`).
 * @example const api = createApi();
 */
export function createApi(): Hono<VehicleApiEnv> {
  const api = sliceApi<VehicleApiEnv['Bindings']>({ remote: 'mfe_vehicle' });
  api.route('/api/cars', stockFeed);
  api.route('/api/cars', cars);
  api.route('/api/cars', autogauge);
  api.route('/api/cars', delivery);
  api.route('/api/cars', driveAway);
  api.route('/api/cars', similar);
  api.route('/api/cars', pdf);
  return api;
}
