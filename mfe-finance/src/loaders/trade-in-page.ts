import type { TenantConfig } from '@forecourt/shared';
import { dealershipSelectShown } from '@forecourt/shared/leads/site-config';
import type { TradeInPageLoad } from '@forecourt/shared/pages/trade-in';
import { findVisibleCar } from '@forecourt/shared/server-kit/cars';
import { listSiteDealerships } from '@forecourt/shared/server-kit/dealerships';
import { findSiteCar } from '@forecourt/shared/server-kit/leads/lead-car';
import { isSwitchedOn } from '@forecourt/shared/site-pages/feature-routes';
import { z } from 'zod';
import { findTradeIn } from '../db/trade-ins';
import type { TradeInPageLoader } from '../fragments/trade-in-page';

// The trade-in page's loader (shared pages/trade-in.ts; spec: 001 §2 "/cars/trade-in?car_id={id}, /trade-in,
// /sell-my-car, /sell-your-car"), in mfe-finance's own Worker: the car being bought (named by id, as a lead
// names it), a valuation already made on this site (the no-JavaScript form comes back with ?lead_id=) and the
// site's dealerships where its forms ask which (spec: 000 §5).
// Neither is ever a 404: an unknown car or lead is simply not shown; a site with trade-in off has neither.

/** The page's query: a car or lead that is not one is simply not shown. */
const TradeInQuerySchema = z.object({
  car_id: z.coerce.number().int().positive().optional().catch(undefined),
  lead_id: z.uuid().optional().catch(undefined),
});

const NOTHING: TradeInPageLoad = { car: null, valuation: null, dealerships: [] };

/**
 * The trade-in page's data for the page's query.
 * @example await loadTradeInPage(env.DB, tenant, { car_id: '9101' }, new Date()) // { car, valuation: null }
 */
export async function loadTradeInPage(
  db: D1Database,
  tenant: TenantConfig,
  query: Readonly<Record<string, string>>,
  now: Date,
): Promise<TradeInPageLoad> {
  const { car_id, lead_id } = TradeInQuerySchema.parse(query);
  const [siteCar, stored, dealerships] = await Promise.all([
    car_id === undefined ? null : findSiteCar(db, tenant, car_id, now),
    lead_id === undefined ? null : findTradeIn(db, tenant, lead_id),
    dealershipSelectShown(tenant) ? listSiteDealerships(db, tenant) : [],
  ]);
  const car = siteCar ? await findVisibleCar(db, tenant, siteCar.slug, now) : null;
  return { car, valuation: stored?.answer ?? null, dealerships };
}

/**
 * The loader for the page's fragment: the site the gateway named.
 * @example tradeInPage(tradeInPageLoader)
 */
export const tradeInPageLoader: TradeInPageLoader = async (context, query) => {
  const tenant = await context.site();
  if (!isSwitchedOn('tradeIn', tenant.features)) return NOTHING;
  return loadTradeInPage(context.env.DB, tenant, query, new Date());
};
