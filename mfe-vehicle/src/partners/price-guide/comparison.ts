import type { PriceComparison } from '@forecourt/shared/vehicle/api';

// The price guide's valuation as the vehicle page's price comparison (spec: 000 §3 "Price comparison
// result"). Figures the guide does not have stay null: the panel shows only when every field is there
// (000 §5), so a car the guide cannot value, or values without a range, simply has no panel.

/** What the comparison reads of the guide's answer. */
export interface MarketFigures {
  range: { low: number; high: number } | null;
  confidence: number;
  summary: string | null;
}

/**
 * Where the listing price sits along the market range, 0 (at or below the low end) to 1 (at or above the
 * high end); null without a price or a range that has a width.
 *
 * @example rangeFill(30_000, { low: 28_000, high: 32_000 }) // 0.5
 */
export function rangeFill(listingPrice: number | null, range: MarketFigures['range']): number | null {
  if (listingPrice === null || range === null || !(range.high > range.low)) return null;
  const fill = (listingPrice - range.low) / (range.high - range.low);
  return Math.round(Math.min(1, Math.max(0, fill)) * 1000) / 1000;
}

/**
 * The comparison of a listing with the guide's figures (null figures: the guide has none for the car).
 * A price of 0 (priced on enquiry) is no listing price.
 *
 * @example toPriceComparison(30_000, { range: { low: 28_000, high: 32_000 }, confidence: 0.8, summary: 'In line' })
 * // { fill: 0.5, listing_price: 30000, market_range_min: 28000, market_range_max: 32000, confidence: 0.8, description: 'In line' }
 */
export function toPriceComparison(price: number, figures: MarketFigures | null): PriceComparison {
  const listingPrice = price > 0 ? price : null;
  const range = figures?.range ?? null;
  return {
    fill: rangeFill(listingPrice, range),
    listing_price: listingPrice,
    market_range_min: range?.low ?? null,
    market_range_max: range?.high ?? null,
    confidence: figures?.confidence ?? null,
    description: figures?.summary ?? null,
  };
}
