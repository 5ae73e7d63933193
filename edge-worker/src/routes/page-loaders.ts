import { LocationsPageQuerySchema } from '@forecourt/shared/pages/locations';
import { LocationSlugSchema } from '@forecourt/shared/schemas/slug';
import { LOCATION_PAGE_PREFIXES } from '@forecourt/shared/schemas/tenant';
import { apiError } from '@forecourt/shared/server-kit/api-error';
import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { createGeocoder } from '../services/geocoding/cache';
import { loadLocationPage, loadLocationsPage } from '../services/page-loaders/locations-page';

// The page loaders (shared `pages/*`): one call answers everything a remote's page renders from, so a
// fragment Worker makes one call per view and the gateway reads each record once. Internal only: they
// answer the remotes' fragment Workers (InternalApi) and nobody else, since they bundle partner calls
// that the public API rate-limits one by one (the `partners` class); the browser uses the resources.

const LocationParamSchema = z.object({ slug: LocationSlugSchema });
const LocationQuerySchema = z.object({ via: z.enum(LOCATION_PAGE_PREFIXES).default('contact-us') });

/**
 * `/api/pages` routes, mounted with `app.route('/api/pages', pageLoaders())`:
 * - `GET /api/pages/locations?postcode=` → LocationsPageLoad (the dealer locator's answer when a postcode is given);
 * - `GET /api/pages/location/:slug?via=contact-us` → LocationPageLoad (404 when the site does not show it there).
 *
 * @example GET /api/pages/location/brisbane?via=contact-us → { location, … }
 */
export function pageLoaders(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // Each postcode's place, kept per isolate and in the data centre's cache: postcodes do not move.
  const geocoder = createGeocoder();

  app.use('*', async (c, next) => {
    if (!c.get('internal')) return apiError(c, 404, `Not found: ${c.req.method} ${c.req.path}`);
    await next();
    // Assembled per view from answers of different lifetimes; each part is kept apart (answer-cache.ts).
    c.header('Cache-Control', 'no-store');
  });

  app.get(
    '/locations',
    validator('query', (value) => LocationsPageQuerySchema.parse(value)),
    async (c) => {
      const sources = { env: c.env, tenant: c.get('tenant'), now: new Date(), geocoder };
      return c.json(await loadLocationsPage(sources, c.req.valid('query').postcode));
    },
  );

  app.get(
    '/location/:slug',
    validator('param', (value) => LocationParamSchema.parse(value)),
    validator('query', (value) => LocationQuerySchema.parse(value)),
    async (c) => {
      const { slug } = c.req.valid('param');
      const sources = { env: c.env, tenant: c.get('tenant'), now: new Date(), geocoder };
      const load = await loadLocationPage(sources, slug, c.req.valid('query').via);
      return load ? c.json(load) : apiError(c, 404, `Location not found: ${slug}`);
    },
  );

  return app;
}
