import { apiError } from '@forecourt/shared/server-kit/api-error';
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { rateLimit } from '../middleware/rate-limit';
import { priceGuideClientFor, toPriceComparison } from '../services/price-guide';
import { carSlugParam, logUpstreamFailure, visibleCarOr404 } from './vehicle-car';

// GET /api/cars/:slug/autogauge (spec: 000 §7 "GET {api}{car path}/autogauge"): the price guide's view
// of the listing as a PriceComparison (shared vehicle/api.ts). A car the guide has no figures for gets
// nulls (the panel hides, 000 §5); the guide down, slow or garbled is a 502 (the panel hides on error).

/**
 * The autogauge route, mounted with `app.route('/api/cars', vehicleAutogauge)`.
 *
 * @example GET /api/cars/2021-toyota-hilux-sr5-42/autogauge → { fill, listing_price, market_range_min, … }
 */
export const vehicleAutogauge = new Hono<AppEnv>();

vehicleAutogauge.get(
  '/:slug/autogauge',
  rateLimit({ routeClass: 'partners', skip: (c) => c.get('internal') }),
  carSlugParam,
  async (c) => {
    const car = await visibleCarOr404(c, c.req.valid('param').slug);
    if (car instanceof Response) return car;
    const result = await priceGuideClientFor(c.env).valuate(car);
    if (result.kind === 'failed') {
      logUpstreamFailure(c, 'price guide', result.error);
      return apiError(c, 502, 'The price guide is unavailable.');
    }
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(toPriceComparison(car.price, result.kind === 'valued' ? result.figures : null));
  },
);
