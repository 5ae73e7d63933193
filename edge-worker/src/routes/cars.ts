import { CarSlugSchema } from '@forecourt/shared/schemas/slug';
import { apiError } from '@forecourt/shared/server-kit/api-error';
import { findVisibleCar, recordCarView } from '@forecourt/shared/server-kit/cars';
import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { z } from 'zod';
import type { AppEnv } from '../env';

// The car JSON API: /api/cars/:slug and its view counter (spec: 000 §7
// "GET {api}/cars/{slug}/view.json with photos_count, updated_at, website_id — returns views and car_fields").

export { CarSlugSchema };

const CarParamsSchema = z.object({ slug: CarSlugSchema });

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

const params = validator('param', (value) => CarParamsSchema.parse(value));

/**
 * `/api/cars` routes, mounted with `app.route('/api/cars', cars)`.
 *
 * @example GET /api/cars/2021-toyota-hilux-sr5-t100 → the car JSON (404 JSON when this site does not show it)
 */
export const cars = new Hono<AppEnv>();

cars.get('/:slug', params, async (c) => {
  const { slug } = c.req.valid('param');
  const car = await findVisibleCar(c.env.DB, c.get('tenant'), slug, new Date());
  if (!car) return apiError(c, 404, `Car not found: ${slug}`);
  c.header('Cache-Control', 'public, max-age=60');
  return c.json(car);
});

cars.get(
  '/:slug/view.json',
  params,
  validator('query', (value) => ViewQuerySchema.parse(value)),
  async (c) => {
    const { slug } = c.req.valid('param');
    const query = c.req.valid('query');
    const tenant = c.get('tenant');
    // GET because the spec's client calls it so; no-store keeps every view reaching the Worker.
    c.header('Cache-Control', 'no-store');
    if (query.website_id !== tenant.websiteId) {
      return apiError(c, 400, 'Invalid request: website_id: not this site', {
        issues: [{ path: 'website_id', message: 'not this site' }],
      });
    }
    const record = await recordCarView(c.env.DB, tenant, slug, new Date());
    if (!record) return apiError(c, 404, `Car not found: ${slug}`);
    return c.json({
      views: record.views,
      car_fields: { photos_count: record.photos_count, updated_at: record.updated_at },
    });
  },
);
