import type { SimilarCars } from '@forecourt/shared/vehicle/api';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../env';
import type { SearchEngines } from '../services/search/engines';
import { SearchQueryError } from '../services/search/query';
import { findSimilarCars } from '../services/similar-cars';
import { waitUntilOf } from './search';
import { carSlugParam, logUpstreamFailure, visibleCarOr404 } from './vehicle-car';

// GET /api/cars/:slug/similar (spec: 000 §7 "Similar cars by slug") → SimilarCars (shared vehicle/api.ts):
// at most 6 cards from the search engine, same model first, within the site's own stock.

/** Options of {@link vehicleSimilar}. */
export interface VehicleSimilarOptions {
  /** The isolate's search engines (the same ones `/api/search` uses, so one embedded index). */
  engines: SearchEngines;
}

/**
 * The similar-cars route, mounted with `app.route('/api/cars', vehicleSimilar({ engines }))`.
 *
 * @example GET /api/cars/2021-toyota-hilux-sr5-42/similar → { hits: [ …6 cards ], count: 37 }
 */
export function vehicleSimilar(options: VehicleSimilarOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const engineOf = (c: Context<AppEnv>) => options.engines.engineFor(c.env, waitUntilOf(c));

  app.get('/:slug/similar', carSlugParam, async (c) => {
    const car = await visibleCarOr404(c, c.req.valid('param').slug);
    if (car instanceof Response) return car;
    c.header('Cache-Control', 'public, max-age=60');
    try {
      return c.json(await findSimilarCars(await engineOf(c), car, c.get('tenant'), new Date()));
    } catch (error) {
      // A make or model the engine cannot filter on safely (a backtick): nothing similar to offer.
      if (!(error instanceof SearchQueryError)) throw error;
      logUpstreamFailure(c, 'similar cars search', error.message);
      return c.json({ hits: [], count: 0 } satisfies SimilarCars);
    }
  });

  return app;
}
