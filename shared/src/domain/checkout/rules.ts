// Reserve and buy online (issue 17; spec: 001 §4 "Reserve button: shown only when checkout is enabled
// for the car and the car is not test-drive-only", §9 "Reserve amount default label $200 (from
// reserveAmount; blank when $0)"; 000 §9 "Default reserve amount $200"). Pure; no zod (the browser imports it).

/** spec: 001 §9, 000 §9. */
export const DEFAULT_RESERVE_AMOUNT = 200;

/**
 * The deposit in dollars: the car's reserveAmount, $200 when it has none.
 *
 * @example reserveAmountOf({ reserveAmount: null }); // 200
 */
export function reserveAmountOf(car: { reserveAmount: number | null }): number {
  return car.reserveAmount ?? DEFAULT_RESERVE_AMOUNT;
}

/**
 * Whether reserving takes a payment: a $0 deposit reserves the car with nothing to pay (spec: 001 §9
 * "Reserve amount … blank when $0": the reserve button stays, without an amount).
 *
 * @example needsPayment(0); // false
 */
export function needsPayment(amount: number): boolean {
  return amount > 0;
}

/**
 * The deposit's label: `$200`, or blank when the amount is $0 (spec: 001 §9).
 *
 * @example reserveLabel(0); // ''
 */
export function reserveLabel(amount: number): string {
  return needsPayment(amount) ? `$${amount.toLocaleString('en-AU')}` : '';
}

/**
 * The car's checkout page on this site (spec: 000 §2 "/cars/{slug}/checkout; on some sites
 * /cars/{slug}/buy-online"): one address per site, the other redirects to it.
 *
 * @example checkoutPath('2021-toyota-hilux-42', false); // '/cars/2021-toyota-hilux-42/checkout'
 */
export function checkoutPath(slug: string, buyOnline: boolean): string {
  return `/cars/${encodeURIComponent(slug)}/${buyOnline ? 'buy-online' : 'checkout'}`;
}

/** The page a shopper comes back to for a reservation's receipt (under /online-payment, gated like it). */
export const ONLINE_PAYMENT_PATH = '/online-payment';

/**
 * A reservation's receipt page.
 *
 * @example receiptPath('5f0c…'); // '/online-payment/5f0c…'
 */
export function receiptPath(reservationId: string): string {
  return `${ONLINE_PAYMENT_PATH}/${encodeURIComponent(reservationId)}`;
}

/**
 * The accepted payment logos, in the spec's order: the footer's (per site, `TenantConfig.paymentLogos`) and the
 * checkout's (spec: 001 §2 "accepted payment logos: Mastercard, Visa, Maestro, Google Pay, Apple Pay").
 */
export const PAYMENT_LOGOS = ['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay'] as const;
export type PaymentLogoName = (typeof PAYMENT_LOGOS)[number];

/** What the shopper reads (wording ours: the spec shows none). */
export const CHECKOUT_MESSAGES = {
  taken: 'Sorry, this car has just been reserved by another shopper. You have not been charged.',
  partnerDown:
    'Our payment service is not answering right now. You have not been charged. Please try again in a few minutes.',
  declined: 'Your card was declined. You have not been charged.',
  needsJavaScript:
    'Paying the deposit needs JavaScript. Please turn it on in your browser, or call us to reserve this car.',
  reserveNeedsJavaScript:
    'Reserving this car online needs JavaScript. Please turn it on in your browser, or call us to reserve it.',
  notReservable: 'This car cannot be reserved online.',
  ended: 'Your reservation has ended and the car is back on sale. You have not been charged.',
  endedRefunded:
    'Your reservation ended before your payment reached us, so your deposit is being refunded and the car is back on sale.',
  refundFailed:
    'The payment service did not answer, so the deposit was not refunded and the car is still reserved. Please try again.',
} as const;

/** How a reservation's status reads on /online-payment (wording ours: the spec shows none). */
export const RESERVATION_STATUS_LABELS = {
  pending: 'Awaiting payment',
  paid: 'Deposit paid: the car is held for you',
  held: 'Reserved with no deposit: the car is held for you',
  failed: 'Not paid: nothing was charged',
  refunded: 'Refunded: the car has been released',
  released: 'Released: the car is back on sale and nothing was charged',
  expired: 'Ended: the hold ran out, so the car is back on sale and nothing was charged',
} as const;

/**
 * What a shopper reads who already holds as many unpaid reservations as the site allows at once (issue 24
 * item 2; wording ours).
 *
 * @example openLimitMessage(1); // 'You already have a car on hold on this site, and it allows one at a time. …'
 */
export function openLimitMessage(max: number): string {
  const held = max === 1 ? 'a car' : `${max} cars`;
  const allowed = max === 1 ? 'one' : String(max);
  return `You already have ${held} on hold on this site, and it allows ${allowed} at a time. Your reservations are on the Online payments page.`;
}
