import { formatPrice } from '@forecourt/shared/format/money';
import type { PriceComparison } from '@forecourt/shared/vehicle/api';
import { MARKET_POSITION_SAME_WITHIN, type MarketPosition } from '@forecourt/shared/vehicle/market-position';
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
  /** Where the price sits among the similar cars on this site (issue 31); null without enough of them. */
  marketPosition: string | null;
}

/**
 * The sentence of a car's place among the similar cars the site lists.
 * @example marketPositionText({ dearerCount: 4, comparedWith: 6, averageGap: -1200 }) // 'Priced $1,200 below the average of the 6 similar cars on this site: 4 of them cost more.'
 */
export function marketPositionText(position: MarketPosition): string {
  const { dearerCount, comparedWith, averageGap } = position;
  const against = `the average of the ${comparedWith} similar cars on this site`;
  const where =
    Math.abs(averageGap) <= MARKET_POSITION_SAME_WITHIN
      ? `Priced about the same as ${against}`
      : `Priced ${formatPrice(Math.abs(averageGap))} ${averageGap < 0 ? 'below' : 'above'} ${against}`;
  const dearer =
    dearerCount === 0
      ? 'none of them costs more'
      : `${dearerCount} of them ${dearerCount === 1 ? 'costs' : 'cost'} more`;
  return `${where}: ${dearer}.`;
}

/**
 * The panel for a price guide's answer, or null when it shows none (no answer, a field missing, low
 * confidence or a range below the price; spec: 000 §5).
 * @example priceComparisonOf({ fill: 0.4, listing_price: 52990, market_range_min: 50000, market_range_max: 58000, confidence: 0.8, description: 'Good' })?.fillPercent // 40
 */
export function priceComparisonOf(
  result: PriceComparison | null,
  position: MarketPosition | null = null,
): PriceComparisonView | null {
  const shown = shownPriceComparison(result);
  if (!shown) return null;
  return {
    listingPrice: shown.listing_price,
    listingPriceText: formatPrice(shown.listing_price),
    marketMin: formatPrice(shown.market_range_min),
    marketMax: formatPrice(shown.market_range_max),
    fillPercent: Math.round(shown.fill * 1000) / 10,
    description: shown.description.trim(),
    marketPosition: position ? marketPositionText(position) : null,
  };
}
