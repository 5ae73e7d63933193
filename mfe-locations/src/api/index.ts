import { type SliceEnv, sliceApi } from '@forecourt/shared/server-kit/slice-api';
import type { Hono } from 'hono';
import type { LocationsBindings } from '../bindings';
import { dealerships } from './dealerships';

/**
 * mfe-locations's JSON API (the prefixes remote.ts declares; the gateway proxies them here):
 * `GET /api/dealerships/{slug}`.
 * @example const api = createApi();
 */
export function createApi(): Hono<SliceEnv<LocationsBindings>> {
  const api = sliceApi<LocationsBindings>({ remote: 'mfe_locations' });
  api.route('/api/dealerships', dealerships);
  return api;
}
