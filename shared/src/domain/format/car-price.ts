import { formatPrice, formatSubscriptionPrice } from './money';

// How a car's price reads on a card and on its page (spec: 000 §2 "price / was-price (before_price)";
// 001 §2 "price and price type"; 000 §9 "weekly subscription price label ends '/ week'").

/** What the price says when the dealer gives none (price 0): the car is priced on enquiry. */
export const ENQUIRE_PRICE = 'Enquire';

/** A car's price as text. */
export interface CarPriceText {
  /** "$45,990", or "Enquire" when the dealer gives no price (price 0). */
  amount: string;
  /** The dealer's price type, e.g. "Drive Away"; only beside a real price. */
  type: string | null;
  /** The earlier price, shown struck through, only when it is above the price. */
  was: string | null;
  /** "$189 / week" when the car is offered on subscription. */
  subscription: string | null;
}

/** The car fields the price reads. */
export interface CarPriceFields {
  price: number;
  before_price: number | null;
  price_type: string | null;
  subscription_price: number | null;
}

/**
 * The price block's text. A price of 0 means the dealer quotes on request; the was-price shows only
 * when the car is now cheaper.
 * @example carPriceText({ price: 42990, before_price: 45990, price_type: 'Drive Away', subscription_price: null })
 * // { amount: '$42,990', type: 'Drive Away', was: '$45,990', subscription: null }
 */
export function carPriceText(car: CarPriceFields): CarPriceText {
  const subscription =
    car.subscription_price !== null && car.subscription_price > 0
      ? formatSubscriptionPrice(car.subscription_price)
      : null;
  if (car.price <= 0) return { amount: ENQUIRE_PRICE, type: null, was: null, subscription };
  return {
    amount: formatPrice(car.price),
    type: car.price_type?.trim() || null,
    was: car.before_price !== null && car.before_price > car.price ? formatPrice(car.before_price) : null,
    subscription,
  };
}
