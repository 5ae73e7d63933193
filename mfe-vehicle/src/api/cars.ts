import type { Car } from '@forecourt/shared';
import type { CarFinance } from '@forecourt/shared/finance/rpc';
import { withinTimeout } from '@forecourt/shared/remote-kit';
import { apiError } from '@forecourt/shared/server-kit/api-error';
import { findVisibleCar, recordCarView } from '@forecourt/shared/server-kit/cars';
import { invalidRequest } from '@forecourt/shared/server-kit/request-body';
import { requestQuery } from '@forecourt/shared/server-kit/request-query';
import { isSwitchedOn } from '@forecourt/shared/site-pages/feature-routes';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { carSlugParam, type VehicleApiEnv } from './car';

// The car JSON API: /api/cars/:slug and its view counter (spec: 000 §7
// "GET {api}/cars/{slug}/view.json with photos_count, updated_at, website_id — returns views and car_fields").
// The car's `quote` and `finance_lenders` are the finance slice's (its RPC `carFinance`), the figures its page
// shows, never the ones stored with the car (issue 26: the JSON said $124.74/wk beside a page saying $119).

/** The longest the car's JSON waits for its finance figures: as long as its page's teaser does. */
export const CAR_FINANCE_TIMEOUT_MS = 800;

/** The car's finance figures from the finance slice; none where finance is off or the slice fails (logged). */
async function carFinanceOf(c: Context<VehicleApiEnv>, car: Car): Promise<CarFinance> {
  const tenant = c.get('tenant');
  const none: CarFinance = { quote: null, lenders: [] };
  if (!isSwitchedOn('finance', tenant.features)) return none;
  const figures = await withinTimeout(
    'the finance figures',
    CAR_FINANCE_TIMEOUT_MS,
    () => c.env.MFE_FINANCE.carFinance(tenant.slug, car),
    'them',
  );
  return figures ?? none;
}

const dateTimeString = z
  .string()
  .max(40)
  .refine((value) => !Number.isNaN(Date.parse(value)), 'expected a date-time');

/** The query of view.json: what the client last saw, and the site it was shown on. */
export const ViewQuerySchema = z.object({
  photos_count: z.coerce.number().int().nonnegative().optional(),
  updated_at: dateTimeString.optional(),
  website_id: z.coerce.number().int().positive(),
});

/**
 * `/api/cars` routes, mounted with `api.route('/api/cars', cars)`.
 *
 * @example GET /api/cars/2021-toyota-hilux-sr5-t100 → the car JSON (404 JSON when this site does not show it)
 */
export const cars = new Hono<VehicleApiEnv>();

cars.get('/:slug', carSlugParam, async (c) => {
  const { slug } = c.req.valid('param');
  const car = await findVisibleCar(c.env.DB, c.get('tenant'), slug, new Date());
  if (!car) return apiError(c, 404, `Car not found: ${slug}`);
  const { quote, lenders } = await carFinanceOf(c, car);
  c.header('Cache-Control', 'public, max-age=60');
  return c.json({ ...car, quote, finance_lenders: lenders });
});

cars.get('/:slug/view.json', carSlugParam, requestQuery(ViewQuerySchema), async (c) => {
  const { slug } = c.req.valid('param');
  const query = c.req.valid('query');
  const tenant = c.get('tenant');
  // GET because the spec's client calls it so; no-store keeps every view reaching the Worker.
  c.header('Cache-Control', 'no-store');
  if (query.website_id !== tenant.websiteId) {
    return invalidRequest(c, [{ path: 'website_id', message: 'not this site' }]);
  }
  const record = await recordCarView(c.env.DB, tenant, slug, new Date());
  if (!record) return apiError(c, 404, `Car not found: ${slug}`);
  return c.json({
    views: record.views,
    car_fields: { photos_count: record.photos_count, updated_at: record.updated_at },
  });
});
