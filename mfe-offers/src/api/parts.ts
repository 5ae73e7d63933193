import { PartsSearchRequestSchema } from '@forecourt/shared/parts/api';
import { requestQuery } from '@forecourt/shared/server-kit/request-query';
import type { SliceEnv } from '@forecourt/shared/server-kit/slice-api';
import { Hono } from 'hono';
import type { OffersBindings } from '../bindings';
import { searchSiteParts } from '../db/parts';

// The parts catalogue API (issue 15 "Parts": search, facets, 21 a page). Queries are parsed with
// shared's strict schema: an unknown name or a bad value is a 400 naming it.

/**
 * `/api/parts` routes, mounted with `api.route('/api/parts', parts)`:
 * - `GET /api/parts?query=&category=&offset=` → PartsSearchResponse.
 *
 * The parts pages' loader (loaders/parts.ts) answers the same search with the site's dealerships.
 *
 * @example GET /api/parts?category=Towing&offset=21
 */
export const parts = new Hono<SliceEnv<OffersBindings>>();

parts.get('/', requestQuery(PartsSearchRequestSchema), async (c) => {
  c.header('Cache-Control', 'public, max-age=300');
  return c.json(await searchSiteParts(c.env.DB, c.get('tenant'), c.req.valid('query')));
});
