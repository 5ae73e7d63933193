import type { TenantConfig } from '@forecourt/shared';
import type { FinanceCalculatorLoad, FinancePageLoad } from '@forecourt/shared/pages/finance';
import type { SearchCard } from '@forecourt/shared/search/api';
import type { AnswerCache } from '@forecourt/shared/server-kit/answer-cache';
import { findVisibleCar, findVisibleCarById } from '@forecourt/shared/server-kit/cars';
import type { Env } from '../../env';
import { carLendersOf } from '../finance/car-lenders';
import { carQuoteOf } from '../finance/car-quote';

// The finance remote's loaders (shared pages/finance.ts): the finance form's car by id (the form works
// without one), the landing's featured cars, and the car page calculator's car with the partner's quote
// and lenders.

/** spec: 001 §9 "Featured cars: 6"; §2 "in-stock used cars that have more than one photo". */
export const FEATURED_CARS = 6;
const FEATURED_MIN_PHOTOS = 2;

/** What the finance loaders read from. */
export interface FinancePageSources {
  env: Pick<Env, 'DB' | 'FINANCE_API_URL'>;
  tenant: TenantConfig;
  now: Date;
  cache: AnswerCache;
  /** The site's in-stock used cars, newest first (a page of the listing). */
  usedStock: () => Promise<SearchCard[]>;
}

/**
 * The finance form's data.
 * @example await loadFinancePage(sources, 4021, false) // { car, featured: [] }
 */
export async function loadFinancePage(
  sources: FinancePageSources,
  carId: number | null,
  featured: boolean,
): Promise<FinancePageLoad> {
  const [car, cards] = await Promise.all([
    carId === null ? null : findVisibleCarById(sources.env.DB, sources.tenant, carId, sources.now),
    featured ? sources.usedStock() : [],
  ]);
  const chosen = cards
    .filter((card) => card.status === 'in_stock' && card.photos_count >= FEATURED_MIN_PHOTOS)
    .slice(0, FEATURED_CARS);
  return { car, featured: chosen };
}

/**
 * The car page calculator's data, or null when the site does not show the car.
 * @example await loadFinanceCalculator(sources, '2021-toyota-hilux-42') // { car, quote, lenders }
 */
export async function loadFinanceCalculator(
  sources: Omit<FinancePageSources, 'usedStock'>,
  slug: string,
): Promise<FinanceCalculatorLoad | null> {
  const car = await findVisibleCar(sources.env.DB, sources.tenant, slug, sources.now);
  if (!car) return null;
  const carKey = `${sources.tenant.slug}:${car.slug}:${car.price}:${car.updated_at}`;
  const [quote, lenders] = await Promise.all([carQuoteOf(sources, car, carKey), carLendersOf(sources, car, carKey)]);
  return { car, quote, lenders };
}
