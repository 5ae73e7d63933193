import { emptySearchState, type SearchState } from '@forecourt/shared';
import type { CheckoutPageLoad } from '@forecourt/shared/pages/checkout';
import type { TradeInPageLoad } from '@forecourt/shared/pages/trade-in';
import { createAnswerCache } from '@forecourt/shared/server-kit/answer-cache';
import { apiError } from '@forecourt/shared/server-kit/api-error';
import { findVisibleCar } from '@forecourt/shared/server-kit/cars';
import { type Context, Hono } from 'hono';
import { validator } from 'hono/validator';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { findSiteCar } from '../services/leads/lead-car';
import { loadFinanceCalculator, loadFinancePage } from '../services/page-loaders/finance-page';
import { stockSearchOf } from '../services/stock-search';
import { findTradeIn } from '../services/trade-in';
import { carOnRead } from './checkout';
import { carSlugParam } from './vehicle-car';

// The page loaders (shared `pages/*`): one call answers everything a remote's page renders from, so a
// fragment Worker makes one call per view and the gateway reads each record once. Internal only: they
// answer the remotes' fragment Workers (InternalApi) and nobody else, since they bundle partner calls
// that the public API rate-limits one by one (the `partners` class); the browser uses the resources.

/** Options of {@link pageLoaders}. */
export interface PageLoadersOptions {
  /** The clock of the reservations' ends on the checkout page, in ms (default `Date.now`; tests move it). */
  now?: () => number;
}

/** The trade-in page's query: a car or lead that is not one is simply not shown. */
const TradeInQuerySchema = z.object({
  car_id: z.coerce.number().int().positive().optional().catch(undefined),
  lead_id: z.uuid().optional().catch(undefined),
});

/** The checkout pages' query: the car by slug (/cars/{slug}/checkout). */
const CheckoutQuerySchema = z.object({ slug: z.string().max(200).optional() });

const FinanceQuerySchema = z.object({
  car_id: z.coerce.number().int().positive().optional(),
  featured: z.literal('1').optional(),
});

/**
 * `/api/pages` routes, mounted with `app.route('/api/pages', pageLoaders({ now }))`:
 * - `GET /api/pages/trade-in?car_id=&lead_id=` → TradeInPageLoad (the car and the valuation, each null when not this site's);
 * - `GET /api/pages/checkout?slug=` → CheckoutPageLoad (404 when the site does not show the car).
 *
 * @example GET /api/pages/checkout?slug=2021-toyota-hilux-sr5-42 → { car }
 */
export function pageLoaders(options: PageLoadersOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const clock = options.now ?? Date.now;
  // Kept per isolate, for this app (tests build their own).
  const cache = createAnswerCache();
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

  return app;
}
