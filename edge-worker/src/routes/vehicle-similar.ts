import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { stockSearchOf } from '../services/stock-search';
import { carSlugParam, visibleCarOr404 } from './vehicle-car';

// GET /api/cars/:slug/similar (spec: 000 §7 "Similar cars by slug") → SimilarCars (shared vehicle/api.ts):
// at most 6 cards from the stock search (its RPC), same model first, within the site's own stock.

/**
 * The similar-cars route, mounted with `app.route('/api/cars', vehicleSimilar)`.
 *
 * @example GET /api/cars/2021-toyota-hilux-sr5-42/similar → { hits: [ …6 cards ], count: 37 }
 */
export const vehicleSimilar = new Hono<AppEnv>();

vehicleSimilar.get('/:slug/similar', carSlugParam, async (c) => {
  const car = await visibleCarOr404(c, c.req.valid('param').slug);
  if (car instanceof Response) return car;
  c.header('Cache-Control', 'public, max-age=60');
  return c.json(await stockSearchOf(c.env).similarCars(c.get('tenant').slug, car));
});
