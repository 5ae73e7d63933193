import { z } from 'zod';
import { CarSchema, FinanceLenderSchema, FinanceQuoteSchema } from '../schemas/car';
import { SearchCardSchema } from '../search/api';

// What the finance remote's page loaders answer its fragments (mfe-finance's loaders, in its own Worker).

/**
 * The finance form's page (`?car_id=N`): the form's car (null without one, or one the site does not show:
 * the form still works without a car) and, for the Get Finance Now landing, the six featured in-stock used
 * cars with more than one photo (spec: 001 §2), and, for a form without a car on a site of several dealerships, the
 * site's dealerships to choose from (spec: 000 §5 "dealership select required when the site has several").
 */
export const FinancePageLoadSchema = z.object({
  car: CarSchema.nullable(),
  featured: z.array(SearchCardSchema),
  dealerships: z.array(z.object({ slug: z.string(), name: z.string() })),
});
export type FinancePageLoad = z.infer<typeof FinancePageLoadSchema>;

/**
 * The car page's calculator (by the car's slug): the car (critical: none when the site does not show it),
 * the partner's quote for an eligible car (null otherwise, or when the partner failed: the teaser and
 * calculator fail silently, spec: 001 §7), and the lenders'
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
