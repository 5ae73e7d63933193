import { z } from 'zod';
import { CarSchema } from '../schemas/car';

// The checkout pages' loader on the gateway's internal API (spec: 000 §2 "/cars/{slug}/checkout; on some
// sites /cars/{slug}/buy-online"): the car, named by its slug.

/** `GET /api/pages/checkout?slug=` → 200 { car } · 404 when the site does not show that car. */
export const CheckoutPageLoadSchema = z.object({ car: CarSchema });
export type CheckoutPageLoad = z.infer<typeof CheckoutPageLoadSchema>;
