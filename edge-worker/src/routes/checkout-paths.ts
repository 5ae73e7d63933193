import { checkoutPath } from '@forecourt/shared/checkout/rules';
import { CarSlugSchema } from '@forecourt/shared/schemas/slug';
import { findVisibleCar, findVisibleCarById } from '@forecourt/shared/server-kit/cars';
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { errorPage } from '../middleware/error-handler';

// The checkout's other addresses, redirected to the one the site uses (spec: 000 §2 "/cars/{slug}/checkout;
// on some sites /cars/{slug}/buy-online", "/checkout-journey?car_id={slug}"; 001 §4 "Checkout pages need a
// car slug first"):
//   /cars/{slug}/buy-online on a site that reserves, /cars/{slug}/checkout on a buy-online site → 301 to the other
//   /checkout-journey?car_id={slug or id} → 302 to the car's checkout; a car the site does not show → 404;
//   no car named → 302 to the stock search, where a car is picked
// Registered before the remotes' pages; the page a site does use falls through to mfe-finance.

/** Where a visitor without a car goes to pick one. */
const PICK_A_CAR = '/search';

/**
 * The checkout redirects, mounted with `app.route('/', checkoutPaths)`.
 *
 * @example GET /checkout-journey?car_id=2021-toyota-hilux-42 → 302 /cars/2021-toyota-hilux-42/checkout
 */
export const checkoutPaths = new Hono<AppEnv>();

for (const variant of ['checkout', 'buy-online'] as const) {
  checkoutPaths.get(`/cars/:slug/${variant}`, async (c, next) => {
    const buyOnline = c.get('tenant').features.buyOnline;
    if ((variant === 'buy-online') === buyOnline) return next();
    const url = new URL(c.req.url);
    return c.redirect(`${checkoutPath(c.req.param('slug'), buyOnline)}${url.search}`, 301);
  });
}

checkoutPaths.get('/checkout-journey', async (c) => {
  const named = c.req.query('car_id')?.trim() ?? '';
  c.header('Cache-Control', 'no-store');
  if (named === '') return c.redirect(PICK_A_CAR, 302);
  const tenant = c.get('tenant');
  const now = new Date();
  const car = /^\d{1,15}$/.test(named)
    ? await findVisibleCarById(c.env.DB, tenant, Number(named), now)
    : CarSlugSchema.safeParse(named).success
      ? await findVisibleCar(c.env.DB, tenant, named, now)
      : null;
  if (!car) return errorPage(c, 404);
  return c.redirect(checkoutPath(car.slug, tenant.features.buyOnline), 302);
});
