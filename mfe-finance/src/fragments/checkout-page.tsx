import { FragmentSiteSettingsSchema } from '@forecourt/shared/fragment/contract';
import { CheckoutPageLoadSchema } from '@forecourt/shared/pages/checkout';
import { pageLoaderPaths } from '@forecourt/shared/pages/paths';
import { callApi, type FragmentOutcome, type FragmentRoute } from '@forecourt/shared/remote-kit';
import { CarNotFound } from '../features/checkout/CarNotFound';
import { CheckoutPage } from '../features/checkout/CheckoutPage';
import { type CheckoutPageData, toCheckoutPageData } from '../features/checkout/view';

// The checkout pages' fragment (spec: 000 §2 "/cars/{slug}/checkout; on some sites /cars/{slug}/buy-online";
// the gateway redirects /checkout-journey?car_id= here): one page-loader call for the car by the path's
// slug; a car the site does not show is the not-found page.

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
    if (!slug) return notFound();
    const path = pageLoaderPaths.checkout(slug);
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
