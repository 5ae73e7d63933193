import { apiError } from '@forecourt/shared/server-kit/api-error';
import { Hono } from 'hono';
import { priceGuideClientFor, toPriceComparison } from '../partners/price-guide';
import { carSlugParam, logUpstreamFailure, type VehicleApiEnv, visibleCarOr404 } from './car';

// GET /api/cars/:slug/autogauge (spec: 000 §7 "GET {api}{car path}/autogauge"): the price guide's view
// of the listing as a PriceComparison (shared vehicle/api.ts). A car the guide has no figures for gets
// nulls (the panel hides, 000 §5); the guide down, slow or garbled is a 502 (the panel hides on error).
// It spends the shopper's `partners` budget at the gateway (remote.ts declares it).

/**
 * The autogauge route, mounted with `api.route('/api/cars', autogauge)`.
 *
 * @example GET /api/cars/2021-toyota-hilux-sr5-42/autogauge → { fill, listing_price, market_range_min, … }
 */
export const autogauge = new Hono<VehicleApiEnv>();

autogauge.get('/:slug/autogauge', carSlugParam, async (c) => {
  const car = await visibleCarOr404(c, c.req.valid('param').slug);
  if (car instanceof Response) return car;
  const result = await priceGuideClientFor(c.env).valuate(car);
  if (result.kind === 'failed') {
    logUpstreamFailure(c, 'price guide', result.error);
    return apiError(c, 502, 'The price guide is unavailable.');
  }
  c.header('Cache-Control', 'public, max-age=300');
  return c.json(toPriceComparison(car.price, result.kind === 'valued' ? result.figures : null));
});
