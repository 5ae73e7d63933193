import { checkoutPath } from '@forecourt/shared/checkout/rules';
import { FragmentSiteSettingsSchema } from '@forecourt/shared/fragment/contract';
import type { CheckoutPageLoad } from '@forecourt/shared/pages/checkout';
import type { FragmentContext, FragmentOutcome, FragmentRoute } from '@forecourt/shared/remote-kit';
import type { FinanceBindings } from '../bindings';
import { CarNotFound } from '../features/checkout/CarNotFound';
import { CheckoutPage } from '../features/checkout/CheckoutPage';
import { type CheckoutPageData, toCheckoutPageData } from '../features/checkout/view';

// The checkout pages' fragment (spec: 000 §2 "/cars/{slug}/checkout; on some sites /cars/{slug}/buy-online"):
// the car by the path's slug from its loader (loaders/checkout-page.ts); a car the site does not show is the
// not-found page, and the variant the site does not use is a 301 to the one it does (the query kept).

/** Loads the car of a checkout page by its slug: null when the site does not show it. */
export type CheckoutPageLoader = (
  context: FragmentContext<FinanceBindings>,
  slug: string,
) => Promise<CheckoutPageLoad | null>;

/** The not-found page, for either fragment (it carries no data). */
function notFound<TData>(): FragmentOutcome<TData> {
  return { found: false, view: <CarNotFound />, head: { title: 'Not found', preloadImages: [] } };
}

/**
 * The `CheckoutPage` fragment, on its loader.
 * @example fragmentWorker(remote, { CheckoutPage: checkoutPage(checkoutPageLoader()), … });
 */
export function checkoutPage(load: CheckoutPageLoader): FragmentRoute<CheckoutPageData, FinanceBindings> {
  return {
    name: 'CheckoutPage',
    async load(context) {
      const { request } = context;
      const { slug, variant } = request.params;
      const settings = request.tenant.settings ?? FragmentSiteSettingsSchema.parse({});
      const buyOnline = settings.features.buyOnline;
      if (slug && variant !== undefined && (variant === 'buy-online') !== buyOnline) {
        const query = new URLSearchParams(request.query).toString();
        return { redirect: { location: `${checkoutPath(slug, buyOnline)}${query ? `?${query}` : ''}`, status: 301 } };
      }
      const loaded = slug ? await load(context, slug) : null;
      if (!loaded) return notFound();
      const data = toCheckoutPageData(loaded, settings);
      return {
        found: true,
        data,
        view: <CheckoutPage {...data} />,
        head: {
          title: `Reserve the ${data.car.title}`,
          description: `${data.car.title}: ${data.car.price}.`,
          preloadImages: [],
        },
      };
    },
  };
}

/** Finds the car /checkout-journey names (its slug or its id): its slug, or null when the site does not show it. */
export type CheckoutJourneyLoader = (
  context: FragmentContext<FinanceBindings>,
  named: string,
) => Promise<string | null>;

/** Where a visitor who named no car goes to pick one. */
const PICK_A_CAR = '/search';

/**
 * The `CheckoutJourney` fragment (spec: 000 §2 "/checkout-journey?car_id={slug}"; 001 §4 "Checkout pages need a
 * car slug first"): a 302 to the named car's checkout, to the stock search when no car is named.
 * @example fragmentWorker(remote, { CheckoutJourney: checkoutJourney(checkoutJourneyLoader()), … });
 */
export function checkoutJourney(load: CheckoutJourneyLoader): FragmentRoute<null, FinanceBindings> {
  return {
    name: 'CheckoutJourney',
    async load(context) {
      const named = context.request.query.car_id?.trim() ?? '';
      if (named === '') return { redirect: { location: PICK_A_CAR, status: 302 } };
      const slug = await load(context, named);
      if (slug === null) return notFound();
      const buyOnline = (context.request.tenant.settings ?? FragmentSiteSettingsSchema.parse({})).features.buyOnline;
      return { redirect: { location: checkoutPath(slug, buyOnline), status: 302 } };
    },
  };
}
