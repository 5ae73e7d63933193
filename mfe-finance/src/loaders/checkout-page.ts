import type { CheckoutPageLoad } from '@forecourt/shared/pages/checkout';
import { CarSlugSchema } from '@forecourt/shared/schemas/slug';
import { findVisibleCar, findVisibleCarById } from '@forecourt/shared/server-kit/cars';
import { isSwitchedOn } from '@forecourt/shared/site-pages/feature-routes';
import type { CheckoutJourneyLoader, CheckoutPageLoader } from '../fragments/checkout-page';
import { carOnRead } from '../reserved-cars';

// The checkout pages' loader (shared pages/checkout.ts; spec: 000 §2 "/cars/{slug}/checkout; on some sites
// /cars/{slug}/buy-online"), in mfe-finance's own Worker: the car by the path's slug, as it stands once a
// reservation of it that has ended is released (issue 24 item 2), or null when the site does not show it
// or has checkout switched off.

/**
 * The loader for the pages' fragment, on `now` (the reservations' clock; tests move it).
 * @example checkoutPage(checkoutPageLoader())
 */
export function checkoutPageLoader(options: { now?: () => number } = {}): CheckoutPageLoader {
  const clock = options.now ?? Date.now;
  return async (context, slug): Promise<CheckoutPageLoad | null> => {
    const tenant = await context.site();
    if (!isSwitchedOn('checkout', tenant.features)) return null;
    const sources = { env: context.env, waitUntil: context.waitUntil, requestId: context.requestId ?? null };
    const car = await carOnRead(sources, tenant, slug, new Date(clock()));
    return car ? { car } : null;
  };
}

/**
 * The loader of /checkout-journey: the car `car_id` names, by its id (digits) or its slug, if the site shows it.
 * @example checkoutJourney(checkoutJourneyLoader())
 */
export function checkoutJourneyLoader(options: { now?: () => number } = {}): CheckoutJourneyLoader {
  const clock = options.now ?? Date.now;
  return async (context, named) => {
    const tenant = await context.site();
    const now = new Date(clock());
    const car = /^\d{1,15}$/.test(named)
      ? await findVisibleCarById(context.env.DB, tenant, Number(named), now)
      : CarSlugSchema.safeParse(named).success
        ? await findVisibleCar(context.env.DB, tenant, named, now)
        : null;
    return car?.slug ?? null;
  };
}
