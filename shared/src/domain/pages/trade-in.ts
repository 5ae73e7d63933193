import { z } from 'zod';
import { CarSchema } from '../schemas/car';
import { TradeInAnswerSchema } from '../trade-in/api';

// What the trade-in page's loader answers its fragment (mfe-finance; spec: 001 §2 "/cars/trade-in?car_id={id},
// /trade-in, /sell-my-car, /sell-your-car").

/**
 * For the page's `?car_id={id}&lead_id={uuid}`: the car being bought (null when none was named or the site
 * does not show it), a valuation already made on this site (null when none) and, on a site whose lead forms
 * ask which dealership (shared leads `dealershipSelectShown`), its dealerships by name (else none).
 */
export const TradeInPageLoadSchema = z.object({
  car: CarSchema.nullable(),
  valuation: TradeInAnswerSchema.nullable(),
  dealerships: z.array(z.object({ slug: z.string(), name: z.string() })).default([]),
});
export type TradeInPageLoad = z.infer<typeof TradeInPageLoadSchema>;
