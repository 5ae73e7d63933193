import { PartsSearchRequestSchema } from '@forecourt/shared/parts/api';
import { Hono } from 'hono';
import { validator } from 'hono/validator';
import type { AppEnv } from '../env';
import { searchSiteParts } from '../services/parts';

// The parts catalogue API (issue 15 "Parts": search, facets, 21 a page). Queries are parsed with
// shared's strict schema: an unknown name or a bad value is a 400 naming it.

/**
 * `/api/parts` routes, mounted with `app.route('/api/parts', parts)`:
 * - `GET /api/parts?query=&category=&offset=` → PartsSearchResponse.
 *
 * The parts pages' loader (`/api/pages/parts`) answers the same search with the site's dealerships.
 *
 * @example GET /api/parts?category=Towing&offset=21
 */
export const parts = new Hono<AppEnv>();

/** `?query=&category=&offset=`, checked. */
export const partsQuery = validator('query', (value) => PartsSearchRequestSchema.parse(value));

parts.get('/', partsQuery, async (c) => {
  c.header('Cache-Control', 'public, max-age=300');
  return c.json(await searchSiteParts(c.env.DB, c.get('tenant'), c.req.valid('query')));
});
