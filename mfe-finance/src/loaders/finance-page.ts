import { type Car, emptySearchState, type TenantConfig } from '@forecourt/shared';
import { dealershipSelectShown } from '@forecourt/shared/leads/site-config';
import type { FinanceCalculatorLoad, FinancePageLoad } from '@forecourt/shared/pages/finance';
import { fragmentCar } from '@forecourt/shared/remote-kit/fragment-car';
import type { SearchCard } from '@forecourt/shared/search/api';
import type { AnswerCache } from '@forecourt/shared/server-kit/answer-cache';
import { findVisibleCarById } from '@forecourt/shared/server-kit/cars';
import { listSiteDealerships } from '@forecourt/shared/server-kit/dealerships';
import { isSwitchedOn } from '@forecourt/shared/site-pages/feature-routes';
import type { FinanceBindings } from '../bindings';
import type { FinanceCalculatorLoader } from '../fragments/finance-calculator';
import type { FinancePageLoader } from '../fragments/finance-page';
import type { FinanceIsolate } from '../isolate';
import { carFinanceOf } from '../quotes/car-finance';

// The finance pages' loaders (shared pages/finance.ts), in mfe-finance's own Worker: the finance form's car
// by id (the form works without one), the landing's featured cars (the site's used stock, from the stock
// search's RPC), and the car page calculator's car with the partner's quote and lenders. A site with finance
// switched off has none of them (issue 24 item 1): nothing is read and no partner asked.

/** spec: 001 §9 "Featured cars: 6"; §2 "in-stock used cars that have more than one photo". */
export const FEATURED_CARS = 6;
const FEATURED_MIN_PHOTOS = 2;

/** What the finance form's loader reads from. */
export interface FinancePageSources {
  env: Pick<FinanceBindings, 'DB'>;
  tenant: TenantConfig;
  now: Date;
  /** The site's in-stock used cars, newest first (a page of the listing). */
  usedStock: () => Promise<SearchCard[]>;
}

/** What the calculator's loader reads from: the car, and the partner's figures kept in the isolate. */
export interface FinanceCalculatorSources {
  env: Pick<FinanceBindings, 'DB' | 'FINANCE_API_URL'>;
  tenant: TenantConfig;
  now: Date;
  /** The car with this slug the site shows (read once per request: the kept answer's version check read it). */
  visibleCar: (slug: string) => Promise<Car | null>;
  cache: AnswerCache;
}

/**
 * The finance form's data.
 * @example await loadFinancePage(sources, 4021, false) // { car, featured: [], dealerships: [] }
 */
export async function loadFinancePage(
  sources: FinancePageSources,
  carId: number | null,
  featured: boolean,
): Promise<FinancePageLoad> {
  // The form without a car asks which dealership the application is for where the site's forms ask (several
  // dealerships, the field not removed: spec 000 §5), exactly when the API requires one; the landing shows no form.
  // Without a car id they are read beside the rest; a car id the site does not show finds out after.
  const asks = !featured && dealershipSelectShown(sources.tenant);
  const listDealerships = () => listSiteDealerships(sources.env.DB, sources.tenant);
  const [car, cards, listed] = await Promise.all([
    carId === null ? null : findVisibleCarById(sources.env.DB, sources.tenant, carId, sources.now),
    featured ? sources.usedStock() : [],
    asks && carId === null ? listDealerships() : null,
  ]);
  const chosen = cards
    .filter((card) => card.status === 'in_stock' && card.photos_count >= FEATURED_MIN_PHOTOS)
    .slice(0, FEATURED_CARS);
  const dealerships = car !== null || !asks ? [] : (listed ?? (await listDealerships()));
  return { car, featured: chosen, dealerships };
}

/**
 * The car page calculator's data, or null when the site does not show the car.
 * @example await loadFinanceCalculator(sources, '2021-toyota-hilux-42') // { car, quote, lenders }
 */
export async function loadFinanceCalculator(
  sources: FinanceCalculatorSources,
  slug: string,
): Promise<FinanceCalculatorLoad | null> {
  const car = await sources.visibleCar(slug);
  if (!car) return null;
  return { car, ...(await carFinanceOf(sources, sources.tenant.slug, car)) };
}

/**
 * The finance form's loader for its fragment: the site the gateway named, its used stock from the stock search.
 * @example financePage(financePageLoader)
 */
export const financePageLoader: FinancePageLoader = async (context, carId, featured) => {
  const tenant = await context.site();
  if (!isSwitchedOn('finance', tenant.features)) return null;
  const usedStock = async () => {
    const state = { ...emptySearchState(), refinementList: { car_type: ['used'] } };
    return (await context.env.MFE_SEARCH.searchStock(tenant.slug, state)).hits;
  };
  return loadFinancePage({ env: context.env, tenant, now: new Date(), usedStock }, carId, featured);
};

/**
 * The calculator's loader for its fragment, the partner's figures kept in the isolate's cache.
 * @example financeCalculator(financeCalculatorLoader(isolate))
 */
export function financeCalculatorLoader(isolate: FinanceIsolate): FinanceCalculatorLoader {
  return async (context, slug) => {
    const tenant = await context.site();
    if (!isSwitchedOn('finance', tenant.features)) return null;
    const visibleCar = async (carSlug: string) => (await fragmentCar(context, carSlug))?.car ?? null;
    return loadFinanceCalculator({ env: context.env, tenant, now: new Date(), cache: isolate.cache, visibleCar }, slug);
  };
}
