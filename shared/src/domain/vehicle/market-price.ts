// The market-price badge in the vehicle page's sidebar (spec: 000 §5 "Market-price badge: shown when the
// price is 500 or more below the average; a threshold shows the price only if above 10"; §3 "autograb_data
// (state_average_market_price, average_market_price)"). Zod-free.

/** How far below the average market price the car must be for the badge (spec: 000 §5). */
export const MARKET_PRICE_BADGE_MIN_SAVING = 500;
/** A price at or below this is no real price (spec: 000 §5 "shows the price only if above 10"). */
export const MARKET_PRICE_MIN_PRICE = 10;

/** The badge's figures: the average market price and how much less the car costs. */
export interface MarketPriceBadge {
  averageMarketPrice: number;
  saving: number;
}

/**
 * The market-price badge for a car, or null when it shows none: the car must have a price above 10 and
 * cost at least 500 less than the average market price.
 * @example marketPriceBadge(52990, { average_market_price: 56000 }) // { averageMarketPrice: 56000, saving: 3010 }
 * @example marketPriceBadge(52990, { average_market_price: 53400 }) // null (only 410 below)
 */
export function marketPriceBadge(
  price: number,
  autograb: { average_market_price: number | null } | null,
): MarketPriceBadge | null {
  const average = autograb?.average_market_price;
  if (average == null || !Number.isFinite(average) || !(price > MARKET_PRICE_MIN_PRICE)) return null;
  const saving = average - price;
  return saving >= MARKET_PRICE_BADGE_MIN_SAVING ? { averageMarketPrice: average, saving } : null;
}
