import { checkoutPath, reserveAmountOf, reserveLabel } from '@forecourt/shared/checkout/rules';
import { carPriceText } from '@forecourt/shared/format/car-price';
import type { FragmentSiteSettings } from '@forecourt/shared/fragment/contract';
import { signInHref } from '@forecourt/shared/identity/sign-in';
import type { CheckoutPageLoad } from '@forecourt/shared/pages/checkout';
import { hasPaymentProcessor, isCheckoutEnabled, isTestDriveOnly } from '@forecourt/shared/search/card-actions';
import { paymentLogosHtml } from './payment-logos-html';

// The checkout page's props, made on the server from the page load and the site's settings: pure, so
// the island hydrates with exactly what the server rendered from.

/**
 * Whether the car can be reserved here (spec: 001 §4 "Reserve button: shown only when checkout is enabled
 * for the car"; Test Drive Only cars are never reserved): `reservable`, `test-drive-only`, `taken` (another
 * shopper holds it: told as a race's loser is, however long ago they lost, issue 24 item 11) or
 * `unavailable` (checkout off for the car, sold). A $0 deposit is reservable with nothing to pay (spec: 001
 * §9 "blank when $0").
 */
export type CheckoutAvailability = 'reservable' | 'test-drive-only' | 'taken' | 'unavailable';

/** The island's props (what the fragment's `data` holds). */
export interface CheckoutPageData {
  car: { slug: string; title: string; price: string; href: string; image: string | null };
  /** The deposit in dollars (spec: 001 §9 reserveAmount, $200 default). */
  amount: number;
  /** `$200`, or blank at $0, where reserving takes no payment (spec: 001 §9). */
  amountLabel: string;
  availability: CheckoutAvailability;
  /** The site says "Buy Online" rather than "Reserve" (spec: 000 §2). */
  buyOnline: boolean;
  /** The sign-in page for a signed-out shopper, coming back to this page (spec: 001 §6). */
  signInHref: string;
  /** The accepted payment methods' marks, as list items of server-drawn SVG (`payment-logos-html.ts`). */
  paymentLogosHtml: string;
}

function availabilityOf(car: CheckoutPageLoad['car'], settings: FragmentSiteSettings): CheckoutAvailability {
  if (isTestDriveOnly(car)) return 'test-drive-only';
  const enabled = isCheckoutEnabled(
    { ...car, reserved: false, has_payment_processor: hasPaymentProcessor(car) },
    settings,
  );
  if (!enabled) return 'unavailable';
  return car.reserved ? 'taken' : 'reservable';
}

/**
 * The island's props.
 *
 * @example toCheckoutPageData({ car }, settings).amountLabel // '$200'
 */
export function toCheckoutPageData(load: CheckoutPageLoad, settings: FragmentSiteSettings): CheckoutPageData {
  const { car } = load;
  const amount = reserveAmountOf(car);
  const href = `/cars/${encodeURIComponent(car.slug)}`;
  return {
    car: {
      slug: car.slug,
      title: `${car.year} ${car.make} ${car.model}${car.badge ? ` ${car.badge}` : ''}`,
      // The price as the car's page and card say it: 'Enquire' for a car priced on enquiry ($0).
      price: carPriceText(car).amount,
      href,
      image: car.primary_image_url,
    },
    amount,
    amountLabel: reserveLabel(amount),
    availability: availabilityOf(car, settings),
    buyOnline: settings.features.buyOnline,
    signInHref: signInHref('checkout', checkoutPath(car.slug, settings.features.buyOnline), href),
    paymentLogosHtml: paymentLogosHtml(),
  };
}
