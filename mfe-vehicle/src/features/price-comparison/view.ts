import { formatPrice } from '@forecourt/shared/format/money';
import type { PriceComparison } from '@forecourt/shared/vehicle/api';
import { shownPriceComparison } from '@forecourt/shared/vehicle/price-comparison';

// Server side only (the island imports the type): the price comparison panel's props, formatted once
// by the fragment Worker (spec: 000 §3 "Price comparison result", §5 when it shows).

/** What the panel shows. */
export interface PriceComparisonView {
  /** The listing price in dollars: the count-up runs to it. */
  listingPrice: number;
  /** "$52,990": what the page shows before and after the count-up (and without JavaScript). */
  listingPriceText: string;
  /** The market range's ends, "$50,000" and "$58,000". */
  marketMin: string;
  marketMax: string;
  /** Where the listing sits along the range, 0–100 (one decimal): the bar's length. */
  fillPercent: number;
  /** The guide's words about the price. */
  description: string;
}

/**
 * The panel for a price guide's answer, or null when it shows none (no answer, a field missing, low
 * confidence or a range below the price; spec: 000 §5).
 * @example priceComparisonOf({ fill: 0.4, listing_price: 52990, market_range_min: 50000, market_range_max: 58000, confidence: 0.8, description: 'Good' })?.fillPercent // 40
 */
export function priceComparisonOf(result: PriceComparison | null): PriceComparisonView | null {
  const shown = shownPriceComparison(result);
  if (!shown) return null;
  return {
    listingPrice: shown.listing_price,
    listingPriceText: formatPrice(shown.listing_price),
    marketMin: formatPrice(shown.market_range_min),
    marketMax: formatPrice(shown.market_range_max),
    fillPercent: Math.round(shown.fill * 1000) / 10,
    description: shown.description.trim(),
  };
}
