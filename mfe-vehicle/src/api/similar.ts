import { Hono } from 'hono';
import { carSlugParam, type VehicleApiEnv, visibleCarOr404 } from './car';

// GET /api/cars/:slug/similar (spec: 000 §7 "Similar cars by slug") → SimilarCars (shared vehicle/api.ts):
// at most 6 cards from the stock search (mfe-search's RPC), same model first, within the site's own stock.

/**
 * The similar-cars route, mounted with `api.route('/api/cars', similar)`.
 *
 * @example GET /api/cars/2021-toyota-hilux-sr5-42/similar → { hits: [ …6 cards ], count: 37 }
 */
export const similar = new Hono<VehicleApiEnv>();

similar.get('/:slug/similar', carSlugParam, async (c) => {
  const car = await visibleCarOr404(c, c.req.valid('param').slug);
  if (car instanceof Response) return car;
  c.header('Cache-Control', 'public, max-age=60');
  return c.json(await c.env.MFE_SEARCH.similarCars(c.get('tenant').slug, car));
});
