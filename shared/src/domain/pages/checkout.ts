import { z } from 'zod';
import { CarSchema } from '../schemas/car';

// What the checkout pages' loader answers its fragment (mfe-finance; spec: 000 §2 "/cars/{slug}/checkout;
// on some sites /cars/{slug}/buy-online"): the car, named by its slug.

/** `{ car }`; the loader has none when the site does not show that car (the page's 404). */
export const CheckoutPageLoadSchema = z.object({ car: CarSchema });
export type CheckoutPageLoad = z.infer<typeof CheckoutPageLoadSchema>;
