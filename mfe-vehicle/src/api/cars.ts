import { apiError } from '@forecourt/shared/server-kit/api-error';
import { findVisibleCar, recordCarView } from '@forecourt/shared/server-kit/cars';
import { invalidRequest } from '@forecourt/shared/server-kit/request-body';
import { requestQuery } from '@forecourt/shared/server-kit/request-query';
import { Hono } from 'hono';
import { z } from 'zod';
import { carSlugParam, type VehicleApiEnv } from './car';

// The car JSON API: /api/cars/:slug and its view counter (spec: 000 §7
// "GET {api}/cars/{slug}/view.json with photos_count, updated_at, website_id — returns views and car_fields").

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
  c.header('Cache-Control', 'public, max-age=60');
  return c.json(car);
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
