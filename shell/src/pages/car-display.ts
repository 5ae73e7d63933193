import { type CarType, formatPrice } from '@forecourt/shared';

/** What a car card shows for the price. */
export interface PriceDisplay {
  /** The price, or "Enquire" when the dealer gives none (price 0). */
  price: string;
  /** The earlier price, struck through, when the car is now cheaper. */
  was: string | null;
  /** The dealer's price type, e.g. "Drive Away"; only beside a real price. */
  priceType: string | null;
}

/**
 * The card's price line. A price of 0 means the dealer quotes on request.
 * @example priceDisplay({ price: 0, before_price: null, price_type: 'Drive Away' }) // { price: 'Enquire', was: null, priceType: null }
 */
export function priceDisplay(car: {
  price: number;
  before_price: number | null;
  price_type: string | null;
}): PriceDisplay {
  if (car.price <= 0) return { price: 'Enquire', was: null, priceType: null };
  const was = car.before_price !== null && car.before_price > car.price ? formatPrice(car.before_price) : null;
  const priceType = car.price_type?.trim() || null;
  return { price: formatPrice(car.price), was, priceType };
}

const CAR_TYPE_LABELS: Record<CarType, string> = { new: 'New', used: 'Used', demo: 'Demo' };

/** "New", "Used" or "Demo". */
export function carTypeLabel(carType: CarType): string {
  return CAR_TYPE_LABELS[carType];
}

const COUNT = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

/**
 * A count with thousands commas.
 * @example formatCount(1234) // "1,234"
 */
export function formatCount(count: number): string {
  return COUNT.format(count);
}
