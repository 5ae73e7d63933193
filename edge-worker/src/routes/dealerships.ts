import { DealershipSlugSchema } from '@forecourt/shared/schemas/slug';
import { apiError } from '@forecourt/shared/server-kit/api-error';
import { findSiteDealership } from '@forecourt/shared/server-kit/dealerships';
import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { z } from 'zod';
import type { AppEnv } from '../env';

// The dealership JSON API: `GET /api/dealerships/:slug`, one of the site's dealerships by its exact slug
// (shared `SiteDealershipSchema`). The search page /search/{dealership_slug} (spec: 000 §2) resolves its
// slug with it, so any dealership of the site has a page whatever its name slugifies to.

const params = validator('param', (value) => z.object({ slug: DealershipSlugSchema }).parse(value));

/**
 * `/api/dealerships` routes, mounted with `app.route('/api/dealerships', dealerships)`.
 *
 * @example GET /api/dealerships/harbour-city-toyota → { slug, name } (404 JSON when the site has no such dealership)
 */
export const dealerships = new Hono<AppEnv>();

dealerships.get('/:slug', params, async (c) => {
  const { slug } = c.req.valid('param');
  const dealership = await findSiteDealership(c.env.DB, c.get('tenant'), slug);
  if (!dealership) return apiError(c, 404, `Dealership not found: ${slug}`);
  c.header('Cache-Control', 'public, max-age=60');
  return c.json(dealership);
});
