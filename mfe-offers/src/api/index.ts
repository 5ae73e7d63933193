import { type SliceEnv, sliceApi } from '@forecourt/shared/server-kit/slice-api';
import type { Hono } from 'hono';
import type { OffersBindings } from '../bindings';
import { offers } from './offers';
import { parts } from './parts';
import { spinToWin } from './spin-to-win';

/**
 * mfe-offers's JSON API (the prefixes remote.ts declares; the gateway proxies them here):
 * `/api/offers`, `/api/offers/:id`, `/api/parts`, `/api/spin-to-win`.
 * @example const api = createApi();
 */
export function createApi(): Hono<SliceEnv<OffersBindings>> {
  const api = sliceApi<OffersBindings>({ remote: 'mfe_offers' });
  api.route('/api/offers', offers);
  api.route('/api/parts', parts);
  api.route('/api/spin-to-win', spinToWin);
  return api;
}
