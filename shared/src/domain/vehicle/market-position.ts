import { MARKET_PRICE_MIN_PRICE } from './market-price';

// Where a car's price sits among the similar cars the same site lists (issue 31 "the price comparison panel
// shows where the car sits among similar cars on the site"): the similar cars the page shows (the stock
// search's band of the same and other models), compared by price. Zod-free.

/** Fewer similar cars than this say nothing worth a sentence. */
export const MARKET_POSITION_MIN_COMPARED = 2;
/** Within this of the similar cars' average, the car is priced "about the same". */
export const MARKET_POSITION_SAME_WITHIN = 250;

/** The car against the similar cars: how many cost more, out of how many, and its gap to their average. */
export interface MarketPosition {
  dearerCount: number;
  comparedWith: number;
  /** The car's price less the similar cars' average, whole dollars (negative: below the average). */
  averageGap: number;
}

/**
 * The car's place among `similarPrices` (the car itself left out by the caller); null when either has no
 * real price or there are too few to compare.
 * @example marketPositionOf(30000, [32000, 31000, 29000]) // { dearerCount: 2, comparedWith: 3, averageGap: -667 }
 */
export function marketPositionOf(price: number, similarPrices: readonly number[]): MarketPosition | null {
  const priced = similarPrices.filter((other) => other > MARKET_PRICE_MIN_PRICE);
  if (!(price > MARKET_PRICE_MIN_PRICE) || priced.length < MARKET_POSITION_MIN_COMPARED) return null;
  const average = priced.reduce((sum, other) => sum + other, 0) / priced.length;
  return {
    dearerCount: priced.filter((other) => other > price).length,
    comparedWith: priced.length,
    averageGap: Math.round(price - average),
  };
}
