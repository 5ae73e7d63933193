import { type Car, emptySearchState, type SearchState } from '@forecourt/shared';
import { BrandSlugSchema } from '@forecourt/shared/catalogue/brands';
import type { CheckoutPageLoad } from '@forecourt/shared/pages/checkout';
import type { TradeInPageLoad } from '@forecourt/shared/pages/trade-in';
import type { PartsPageLoad } from '@forecourt/shared/parts/api';
import { ModelSlugSchema } from '@forecourt/shared/schemas/slug';
import { apiError } from '@forecourt/shared/server-kit/api-error';
import { createCatalogueStore, listMakes } from '@forecourt/shared/server-kit/catalogue';
import { listSiteDealerships } from '@forecourt/shared/server-kit/dealerships';
import { type Context, Hono } from 'hono';
import { validator } from 'hono/validator';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { findVisibleCar } from '../services/cars';
import { findSiteCar } from '../services/leads/lead-car';
import { siteModelOffers } from '../services/offers';
import { createAnswerCache } from '../services/page-loaders/answer-cache';
import {
  type CatalogueSources,
  loadBrandPage,
  loadMakesPage,
  loadPickers,
} from '../services/page-loaders/catalogue-page';
import { loadFinanceCalculator, loadFinancePage } from '../services/page-loaders/finance-page';
import { loadVehiclePage } from '../services/page-loaders/vehicle-page';
import { searchSiteParts } from '../services/parts';
import { stockSearchOf } from '../services/stock-search';
import { findTradeIn } from '../services/trade-in';
import { carOnRead, settledCar } from './checkout';
import { offers } from './offers';
import { partsQuery } from './parts';
import { carSlugParam } from './vehicle-car';

// The page loaders (shared `pages/*`): one call answers everything a remote's page renders from, so a
// fragment Worker makes one call per view and the gateway reads each record once. Internal only: they
// answer the remotes' fragment Workers (InternalApi) and nobody else, since they bundle partner calls
// that the public API rate-limits one by one (the `partners` class); the browser uses the resources.

/** Options of {@link pageLoaders}. */
export interface PageLoadersOptions {
  /** The clock of the reservations' ends on the car and checkout pages, in ms (default `Date.now`; tests move it). */
  now?: () => number;
}

/** The trade-in page's query: a car or lead that is not one is simply not shown. */
const TradeInQuerySchema = z.object({
  car_id: z.coerce.number().int().positive().optional().catch(undefined),
  lead_id: z.uuid().optional().catch(undefined),
});

/** The checkout pages' query: the car by slug (/cars/{slug}/checkout). */
const CheckoutQuerySchema = z.object({ slug: z.string().max(200).optional() });

// Any length: the loader checks the postcode itself and the page says what is wrong with it (a 400 here
// would be the remote's 502 and the page's 503).
const VehicleQuerySchema = z.object({ postcode: z.string().optional() });
const FinanceQuerySchema = z.object({
  car_id: z.coerce.number().int().positive().optional(),
  featured: z.literal('1').optional(),
});

/**
 * `/api/pages` routes, mounted with `app.route('/api/pages', pageLoaders({ now }))`:
 * - `GET /api/pages/vehicle/:slug?postcode=` → VehiclePageLoad (404 when the site does not show the car);
 * - `GET /api/pages/vehicle-print/:slug` → VehiclePrintLoad (404 likewise);
 * - `GET /api/pages/offers?…` → the offers search's answer (the special offers page, issue 15);
 * - `GET /api/pages/offers/:id` → `{ offer }` (404 for an offer the site does not show today);
 * - `GET /api/pages/makes` → MakesPageLoad (every make with the site's stock of it, and its brands);
 * - `GET /api/pages/parts?query=&category=&offset=` → PartsPageLoad (the parts search and the site's dealerships);
 * - `GET /api/pages/trade-in?car_id=&lead_id=` → TradeInPageLoad (the car and the valuation, each null when not this site's);
 * - `GET /api/pages/model/:slug?make=` → ModelPageLoad (404 for a model the catalogue does not have);
 * - `GET /api/pages/brand/:slug` → BrandPageLoad (404 for a brand the site does not have);
 * - `GET /api/pages/pickers` → PickersLoad (the brand, body and model pickers' tiles);
 * - `GET /api/pages/checkout?slug=` → CheckoutPageLoad (404 when the site does not show the car).
 *
 * @example GET /api/pages/vehicle/2021-toyota-hilux-sr5-42 → { car, priceComparison, similarCars, delivery, blogs }
 */
export function pageLoaders(options: PageLoadersOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const clock = options.now ?? Date.now;
  // Kept per isolate, for this app (tests build their own).
  const cache = createAnswerCache();
  const catalogue = createCatalogueStore();
  /** The site's stock, searched (the stock search's RPC). */
  const searchOf = (c: Context<AppEnv>) => (state: SearchState) =>
    stockSearchOf(c.env).searchStock(c.get('tenant').slug, state);

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
      const tenant = c.get('tenant');
      const now = new Date(clock());
      const similarCars = (car: Car) => stockSearchOf(c.env).similarCars(tenant.slug, car);
      // A reserved car whose reservation has ended is back on sale on its page at once (issue 24 item 2).
      const settle = (found: Car) => settledCar(c, found, now);
      const sources = { env: c.env, tenant, now, similarCars, cache, settle };
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
    '/finance',
    validator('query', (value) => FinanceQuerySchema.parse(value)),
    async (c) => {
      const { car_id: carId, featured } = c.req.valid('query');
      const tenant = c.get('tenant');
      const now = new Date();
      const usedStock = async () =>
        (await searchOf(c)({ ...emptySearchState(), refinementList: { car_type: ['used'] } })).hits;
      const sources = { env: c.env, tenant, now, cache, usedStock };
      return c.json(await loadFinancePage(sources, carId ?? null, featured === '1'));
    },
  );

  app.get('/finance-calculator/:slug', carSlugParam, async (c) => {
    const { slug } = c.req.valid('param');
    const load = await loadFinanceCalculator({ env: c.env, tenant: c.get('tenant'), now: new Date(), cache }, slug);
    return load ? c.json(load) : apiError(c, 404, `Car not found: ${slug}`);
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
      const { slug } = c.req.valid('query');
      const car = slug ? await carOnRead(c, slug, new Date(clock())) : null;
      return car ? c.json({ car } satisfies CheckoutPageLoad) : apiError(c, 404, 'Car not found');
    },
  );

  const catalogueSources = (c: Context<AppEnv>): CatalogueSources => {
    const tenant = c.get('tenant');
    const now = new Date();
    return {
      tenant,
      catalogue: () => catalogue.load(c.env.DB),
      makes: () => listMakes(c.env.DB),
      search: (state) => searchOf(c)({ ...state, page: 1 }),
      makeOffers: (make) => siteModelOffers(c.env.DB, tenant, { make }, now),
    };
  };

  app.get('/pickers', async (c) => c.json(await loadPickers(catalogueSources(c))));
  app.get('/makes', async (c) => c.json(await loadMakesPage(catalogueSources(c))));

  app.get(
    '/brand/:slug',
    validator('param', (value) => z.object({ slug: BrandSlugSchema }).parse(value)),
    async (c) => {
      const { slug } = c.req.valid('param');
      const load = await loadBrandPage(catalogueSources(c), slug);
      return load ? c.json(load) : apiError(c, 404, `Brand not found: ${slug}`);
    },
  );

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
        searchOf(c)(state),
      ]);
      return c.json({ model, offers, stock: stock.count });
    },
  );

  // The offers pages read exactly what the public offers API answers (the same rules, one call).
  app.route('/offers', offers);
  // The parts pages: what the public parts API answers, and the dealerships a parts enquiry may name.
  app.get('/parts', partsQuery, async (c) => {
    const tenant = c.get('tenant');
    const [search, dealerships] = await Promise.all([
      searchSiteParts(c.env.DB, tenant, c.req.valid('query')),
      listSiteDealerships(c.env.DB, tenant),
    ]);
    return c.json({ search, dealerships } satisfies PartsPageLoad);
  });
  return app;
}
