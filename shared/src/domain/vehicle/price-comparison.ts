import { formatPrice } from '../format/money';
import type { PriceComparison } from './api';

// The vehicle page's price comparison panel (spec: 000 §3 "Price comparison result"; §4 "Hidden on
// fetch error or missing data"; §5 "shows only if all its fields exist, confidence is above 0.2, and
// market_range_max is not below listing_price"; §9 "Price comparison animation 2.5 s; price count-up
// 2 s"). Zod-free and pure (the answer's type only).

/** spec: 000 §5 — the panel needs a confidence above this. */
export const PRICE_COMPARISON_MIN_CONFIDENCE = 0.2;
/** spec: 000 §9 — how long the bar takes to grow to the listing's place in the range. */
export const PRICE_COMPARISON_ANIMATION_MS = 2500;
/** spec: 000 §9 — how long the listing price takes to count up to its value. */
export const PRICE_COUNT_UP_MS = 2000;

/** A price comparison with every field there: what the panel shows. */
export type CompletePriceComparison = { [Field in keyof PriceComparison]: NonNullable<PriceComparison[Field]> };

/**
 * The comparison the panel shows, or null when it shows none: a field missing (null), a confidence of
 * 0.2 or less, or a market range whose top is below the listing price.
 * @example shownPriceComparison({ fill: 0.4, listing_price: 52990, market_range_min: 50000, market_range_max: 58000, confidence: 0.8, description: 'Good price' }) // the same, typed complete
 * @example shownPriceComparison({ ...result, confidence: 0.2 }) // null
 */
export function shownPriceComparison(result: PriceComparison | null): CompletePriceComparison | null {
  if (!result) return null;
  const { fill, listing_price, market_range_min, market_range_max, confidence, description } = result;
  if (
    fill == null ||
    listing_price == null ||
    market_range_min == null ||
    market_range_max == null ||
    confidence == null ||
    description == null
  ) {
    return null;
  }
  if (!(confidence > PRICE_COMPARISON_MIN_CONFIDENCE) || market_range_max < listing_price) return null;
  return { fill, listing_price, market_range_min, market_range_max, confidence, description };
}

/**
 * The value a count-up shows `elapsedMs` after it started: from 0 to `target` over `durationMs`,
 * easing out (fast, then settling), exactly `target` from the end on.
 * @example countUpValue(50000, 0) // 0
 * @example countUpValue(50000, 2000) // 50000
 */
export function countUpValue(target: number, elapsedMs: number, durationMs: number = PRICE_COUNT_UP_MS): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target;
  const progress = Math.max(0, elapsedMs) / durationMs;
  const eased = 1 - (1 - progress) ** 3;
  return target * eased;
}

/**
 * The count-up's text `elapsedMs` after it started: {@link countUpValue} in whole dollars.
 * @example countUpPriceText(52990, 2000) // "$52,990"
 */
export function countUpPriceText(target: number, elapsedMs: number, durationMs: number = PRICE_COUNT_UP_MS): string {
  return formatPrice(countUpValue(target, elapsedMs, durationMs));
}
