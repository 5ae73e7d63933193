import { z } from 'zod';
import { CarSchema, FinanceLenderSchema, FinanceQuoteSchema } from '../schemas/car';
import { SearchCardSchema } from '../search/api';
import { PAGE_LOADERS_PATH } from './paths';

// The finance remote's page loaders on the gateway's internal API (one call per view; see vehicle.ts).

/**
 * `GET /api/pages/finance?car_id=N&featured=1` → 200: the finance form's car (null without one, or
 * one the site does not show: the form still works without a car) and, for the Get Finance Now landing,
 * the six featured in-stock used cars with more than one photo (spec: 001 §2).
 */
export const FinancePageLoadSchema = z.object({
  car: CarSchema.nullable(),
  featured: z.array(SearchCardSchema),
});
export type FinancePageLoad = z.infer<typeof FinancePageLoadSchema>;

/**
 * `GET /api/pages/finance-calculator/{slug}` → 200: the car page's calculator data: the car (critical,
 * 404 when the site does not show it), the partner's quote for an eligible car (null otherwise, or
 * when the partner failed: the teaser and calculator fail silently, spec: 001 §7), and the lenders'
 * figures with their disclaimers for the lender panel: the partner's panel for the car, or the car's
 * stored figures when the partner was not asked or failed (the availability rules of 001 §7 apply to
 * either).
 */
export const FinanceCalculatorLoadSchema = z.object({
  car: CarSchema,
  quote: FinanceQuoteSchema.nullable(),
  lenders: z.array(FinanceLenderSchema),
});
export type FinanceCalculatorLoad = z.infer<typeof FinanceCalculatorLoadSchema>;

/** The paths of the finance loaders. */
export const financeLoaderPaths = {
  finance: (carId: number | null, featured: boolean) => {
    const query = new URLSearchParams();
    if (carId !== null) query.set('car_id', String(carId));
    if (featured) query.set('featured', '1');
    return `${PAGE_LOADERS_PATH}/finance${query.size ? `?${query}` : ''}`;
  },
  calculator: (slug: string) => `${PAGE_LOADERS_PATH}/finance-calculator/${encodeURIComponent(slug)}`,
} as const;
