import { FragmentSiteSettingsSchema } from '@forecourt/shared/fragment/contract';
import { CheckoutPageLoadSchema } from '@forecourt/shared/pages/checkout';
import { pageLoaderPaths } from '@forecourt/shared/pages/paths';
import { callApi, type FragmentOutcome, type FragmentRoute } from '@forecourt/shared/remote-kit';
import { CarNotFound } from '../features/checkout/CarNotFound';
import { CheckoutPage } from '../features/checkout/CheckoutPage';
import { type CheckoutPageData, toCheckoutPageData } from '../features/checkout/view';

// The checkout pages' fragment (spec: 000 §2 "/cars/{slug}/checkout; on some sites /cars/{slug}/buy-online",
// "/checkout-journey?car_id="): one page-loader call for the car, by the path's slug or the query's
// car_id; a car the site does not show (or none named: checkout needs a car, 001 §4) is the not-found page.

function notFound(): FragmentOutcome<CheckoutPageData> {
  return { found: false, view: <CarNotFound />, head: { title: 'Not found', preloadImages: [] } };
}

/**
 * The `CheckoutPage` fragment.
 * @example fragmentWorker(remote, { CheckoutPage: checkoutPage, … });
 */
export const checkoutPage: FragmentRoute<CheckoutPageData> = {
  name: 'CheckoutPage',
  async load({ request, env, requestId }) {
    const { slug } = request.params;
    const carId = request.query.car_id;
    const named = slug ? { slug } : carId ? { car_id: carId } : null;
    if (!named) return notFound();
    const path = pageLoaderPaths.checkout(named);
    const load = await callApi(env.API, request.tenant, { method: 'GET', path }, CheckoutPageLoadSchema, { requestId });
    if (!load) return notFound();
    const data = toCheckoutPageData(load, request.tenant.settings ?? FragmentSiteSettingsSchema.parse({}));
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
