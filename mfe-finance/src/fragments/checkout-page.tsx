import { FragmentSiteSettingsSchema } from '@forecourt/shared/fragment/contract';
import type { CheckoutPageLoad } from '@forecourt/shared/pages/checkout';
import type { FragmentContext, FragmentOutcome, FragmentRoute } from '@forecourt/shared/remote-kit';
import type { FinanceBindings } from '../bindings';
import { CarNotFound } from '../features/checkout/CarNotFound';
import { CheckoutPage } from '../features/checkout/CheckoutPage';
import { type CheckoutPageData, toCheckoutPageData } from '../features/checkout/view';

// The checkout pages' fragment (spec: 000 §2 "/cars/{slug}/checkout; on some sites /cars/{slug}/buy-online";
// the gateway redirects /checkout-journey?car_id= here): the car by the path's slug from its loader
// (loaders/checkout-page.ts); a car the site does not show is the not-found page.

/** Loads the car of a checkout page by its slug: null when the site does not show it. */
export type CheckoutPageLoader = (
  context: FragmentContext<FinanceBindings>,
  slug: string,
) => Promise<CheckoutPageLoad | null>;

function notFound(): FragmentOutcome<CheckoutPageData> {
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
      const { slug } = request.params;
      const loaded = slug ? await load(context, slug) : null;
      if (!loaded) return notFound();
      const data = toCheckoutPageData(loaded, request.tenant.settings ?? FragmentSiteSettingsSchema.parse({}));
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
