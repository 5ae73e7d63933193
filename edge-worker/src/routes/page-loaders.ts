import type { SearchState } from '@forecourt/shared';
import type { CheckoutPageLoad } from '@forecourt/shared/pages/checkout';
import { SearchPageLoadRequestSchema } from '@forecourt/shared/pages/search';
import type { TradeInPageLoad } from '@forecourt/shared/pages/trade-in';
import { type Context, Hono } from 'hono';
import { validator } from 'hono/validator';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { requestBody } from '../middleware/request-body';
import { apiError } from '../render/api';
import { findVisibleCar } from '../services/cars';
import { findSiteDealership } from '../services/dealerships';
import { findSiteCar } from '../services/leads/lead-car';
import { createAnswerCache } from '../services/page-loaders/answer-cache';
import { loadSearchPage } from '../services/page-loaders/search-page';
import { loadVehiclePage } from '../services/page-loaders/vehicle-page';
import type { SearchEngines } from '../services/search/engines';
import { listingQuery } from '../services/search/listing-query';
import { toSearchResponse } from '../services/search/listing-response';
import { findTradeIn } from '../services/trade-in';
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

/** The trade-in page's query: a car or lead that is not one is simply not shown. */
const TradeInQuerySchema = z.object({
  car_id: z.coerce.number().int().positive().optional().catch(undefined),
  lead_id: z.uuid().optional().catch(undefined),
});

/** The checkout pages' query: the car by slug (/cars/{slug}/checkout) or by id (/checkout-journey). */
const CheckoutQuerySchema = z.object({
  slug: z.string().max(200).optional(),
  car_id: z.coerce.number().int().positive().optional().catch(undefined),
});

const VehicleQuerySchema = z.object({ postcode: z.string().max(20).optional() });

/**
 * `/api/pages` routes, mounted with `app.route('/api/pages', pageLoaders({ engines }))`:
 * - `GET /api/pages/vehicle/:slug?postcode=` → VehiclePageLoad (404 when the site does not show the car);
 * - `GET /api/pages/vehicle-print/:slug` → VehiclePrintLoad (404 likewise);
 * - `GET /api/pages/trade-in?car_id=&lead_id=` → TradeInPageLoad (the car and the valuation, each null when not this site's);
 * - `GET /api/pages/checkout?slug=|car_id=` → CheckoutPageLoad (404 when the site does not show the car);
 * - `POST /api/pages/search` `{ params, query }` → SearchPageLoad (404 when the site has no such page).
 *
 * @example GET /api/pages/vehicle/2021-toyota-hilux-sr5-42 → { car, priceComparison, similarCars, delivery, blogs }
 */
export function pageLoaders(options: PageLoadersOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // Kept per isolate, for this app (tests build their own).
  const cache = createAnswerCache();
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

  app.get(
    '/trade-in',
    validator('query', (value) => TradeInQuerySchema.parse(value)),
    async (c) => {
      const { car_id, lead_id } = c.req.valid('query');
      const tenant = c.get('tenant');
      const now = new Date();
      const [siteCar, stored] = await Promise.all([
        car_id === undefined ? null : findSiteCar(c.env.DB, tenant, car_id, now),
        lead_id === undefined ? null : findTradeIn(c.env.DB, tenant, lead_id),
      ]);
      const car = siteCar ? await findVisibleCar(c.env.DB, tenant, siteCar.slug, now) : null;
      return c.json({ car, valuation: stored?.answer ?? null } satisfies TradeInPageLoad);
    },
  );

  app.get(
    '/checkout',
    validator('query', (value) => CheckoutQuerySchema.parse(value)),
    async (c) => {
      const { slug, car_id } = c.req.valid('query');
      const tenant = c.get('tenant');
      const now = new Date();
      const siteCar = car_id === undefined ? null : await findSiteCar(c.env.DB, tenant, car_id, now);
      const carSlug = slug ?? siteCar?.slug;
      const car = carSlug ? await findVisibleCar(c.env.DB, tenant, carSlug, now) : null;
      return car ? c.json({ car } satisfies CheckoutPageLoad) : apiError(c, 404, 'Car not found');
    },
  );

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

  return app;
}
