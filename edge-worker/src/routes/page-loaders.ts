import { emptySearchState, type SearchState } from '@forecourt/shared';
import { SearchPageLoadRequestSchema } from '@forecourt/shared/pages/search';
import { ModelSlugSchema } from '@forecourt/shared/schemas/slug';
import { type Context, Hono } from 'hono';
import { validator } from 'hono/validator';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { requestBody } from '../middleware/request-body';
import { apiError } from '../render/api';
import { findVisibleCar } from '../services/cars';
import { findSiteDealership } from '../services/dealerships';
import { siteModelOffers } from '../services/offers';
import { createAnswerCache } from '../services/page-loaders/answer-cache';
import { loadSearchPage } from '../services/page-loaders/search-page';
import { loadVehiclePage } from '../services/page-loaders/vehicle-page';
import { createCatalogueStore } from '../services/search/catalogue';
import type { SearchEngines } from '../services/search/engines';
import { listingQuery } from '../services/search/listing-query';
import { toSearchResponse } from '../services/search/listing-response';
import { offers } from './offers';
import { runSearch, waitUntilOf } from './search';
import { carSlugParam } from './vehicle-car';

// The page loaders (shared `pages/*`): one call answers everything a remote's page renders from, so a
// fragment Worker makes one call per view and the gateway reads each record once. Internal only: they
// answer the remotes' fragment Workers (InternalApi) and nobody else, since they bundle partner calls
// that the public API rate-limits one by one (the `partners` class); the browser uses the resources.

/** Options of {@link pageLoaders}. */
export interface PageLoadersOptions {
  /** The isolate's search engines (the same ones `/api/search` uses, so one embedded index). */
  engines: SearchEngines;
}

const VehicleQuerySchema = z.object({ postcode: z.string().max(20).optional() });

/**
 * `/api/pages` routes, mounted with `app.route('/api/pages', pageLoaders({ engines }))`:
 * - `GET /api/pages/vehicle/:slug?postcode=` → VehiclePageLoad (404 when the site does not show the car);
 * - `GET /api/pages/vehicle-print/:slug` → VehiclePrintLoad (404 likewise);
 * - `POST /api/pages/search` `{ params, query }` → SearchPageLoad (404 when the site has no such page);
 * - `GET /api/pages/offers?…` → the offers search's answer (the special offers page, issue 15);
 * - `GET /api/pages/offers/:id` → `{ offer }` (404 for an offer the site does not show today);
 * - `GET /api/pages/model/:slug?make=` → ModelPageLoad (404 for a model the catalogue does not have).
 *
 * @example GET /api/pages/vehicle/2021-toyota-hilux-sr5-42 → { car, priceComparison, similarCars, delivery, blogs }
 */
export function pageLoaders(options: PageLoadersOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // Kept per isolate, for this app (tests build their own).
  const cache = createAnswerCache();
  const catalogue = createCatalogueStore();
  const engineOf = (c: Context<AppEnv>) => options.engines.engineFor(c.env, waitUntilOf(c));

  app.use('*', async (c, next) => {
    if (!c.get('internal')) return apiError(c, 404, `Not found: ${c.req.method} ${c.req.path}`);
    await next();
    // Assembled per view from answers of different lifetimes; each part is kept apart (answer-cache.ts).
    c.header('Cache-Control', 'no-store');
  });

  app.get(
    '/vehicle/:slug',
    carSlugParam,
    validator('query', (value) => VehicleQuerySchema.parse(value)),
    async (c) => {
      const { slug } = c.req.valid('param');
      const sources = { env: c.env, tenant: c.get('tenant'), now: new Date(), engine: () => engineOf(c), cache };
      const load = await loadVehiclePage(sources, slug, c.req.valid('query').postcode);
      return load ? c.json(load) : apiError(c, 404, `Car not found: ${slug}`);
    },
  );

  app.get('/vehicle-print/:slug', carSlugParam, async (c) => {
    const { slug } = c.req.valid('param');
    const car = await findVisibleCar(c.env.DB, c.get('tenant'), slug, new Date());
    return car ? c.json({ car }) : apiError(c, 404, `Car not found: ${slug}`);
  });

  app.post('/search', requestBody(SearchPageLoadRequestSchema), async (c) => {
    const { params, query } = c.req.valid('json');
    const tenant = c.get('tenant');
    const now = new Date();
    const engine = await engineOf(c);
    const sources = {
      search: async (state: SearchState) =>
        toSearchResponse(await runSearch(engine, listingQuery(state, tenant, now)), state.page),
      dealership: (slug: string) => findSiteDealership(c.env.DB, tenant, slug),
    };
    const load = await loadSearchPage(sources, params, query);
    return load ? c.json(load) : apiError(c, 404, 'No such search page on this site');
  });

  app.get(
    '/model/:slug',
    validator('param', (value) => z.object({ slug: ModelSlugSchema }).parse(value)),
    validator('query', (value) => z.object({ make: ModelSlugSchema.optional() }).parse(value)),
    async (c) => {
      const { slug } = c.req.valid('param');
      const { make } = c.req.valid('query');
      const model = (await catalogue.load(c.env.DB)).find(
        (entry) => entry.slug === slug && (make === undefined || entry.manufacturer.slug === make),
      );
      if (!model) return apiError(c, 404, `Model not found: ${slug}`);
      const tenant = c.get('tenant');
      const now = new Date();
      const state = { ...emptySearchState(), refinementList: { make: [model.manufacturer.name], model: [model.name] } };
      const [offers, stock] = await Promise.all([
        siteModelOffers(c.env.DB, tenant, { make: model.manufacturer.slug, model: slug }, now),
        engineOf(c).then((engine) => runSearch(engine, listingQuery(state, tenant, now))),
      ]);
      return c.json({ model, offers, stock: stock.found });
    },
  );

  // The offers pages read exactly what the public offers API answers (the same rules, one call).
  app.route('/offers', offers);

  return app;
}
