import { DealershipSlugSchema } from '@forecourt/shared/schemas/slug';
import { apiError, summariseIssues } from '@forecourt/shared/server-kit/api-error';
import { findSiteDealershipEntity } from '@forecourt/shared/server-kit/dealerships';
import { invalidRequest } from '@forecourt/shared/server-kit/request-body';
import type { SliceEnv } from '@forecourt/shared/server-kit/slice-api';
import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { z } from 'zod';
import type { LocationsBindings } from '../bindings';

// The dealership JSON API: `GET /api/dealerships/:slug`, one of the site's dealerships by its exact slug,
// the entity spec 001 §3 lists (shared `DealershipEntitySchema`), read from its row at the time of the
// request, its config_overrides included. The search page /search/{dealership_slug} (spec: 000 §2) resolves
// its slug by the same rule (the server kit's `findSiteDealership`), so any dealership of the site has a
// page whatever its name slugifies to.

const ParamsSchema = z.object({ slug: DealershipSlugSchema });

const params = validator('param', (value, c) => {
  const parsed = ParamsSchema.safeParse(value);
  return parsed.success ? parsed.data : invalidRequest(c, summariseIssues(parsed.error.issues));
});

/**
 * `/api/dealerships` routes, mounted with `api.route('/api/dealerships', dealerships)`.
 *
 * @example GET /api/dealerships/harbour-city-toyota → { slug, name, title, address, locations, url, make, logo, dealership_websites, manufacturer_id, config_overrides } (404 JSON when the site has none)
 */
export const dealerships = new Hono<SliceEnv<LocationsBindings>>();

dealerships.get('/:slug', params, async (c) => {
  const { slug } = c.req.valid('param');
  const dealership = await findSiteDealershipEntity(c.env.DB, c.get('tenant'), slug);
  if (!dealership) return apiError(c, 404, `Dealership not found: ${slug}`);
  c.header('Cache-Control', 'public, max-age=60');
  return c.json(dealership);
});
