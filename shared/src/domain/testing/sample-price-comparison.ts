import type { PriceComparison } from '../vehicle/api';

/**
 * A price guide answer the vehicle page shows (every field, confidence 0.8, the listing price within
 * the market range): tests vary one field from it.
 * @example shownPriceComparison({ ...SAMPLE_PRICE_COMPARISON, confidence: 0.2 }) // null
 */
export const SAMPLE_PRICE_COMPARISON: PriceComparison = {
  fill: 0.4,
  listing_price: 52990,
  market_range_min: 50000,
  market_range_max: 58000,
  confidence: 0.8,
  description: 'This car is priced below the market average.',
};
