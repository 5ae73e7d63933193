// The bucket refinements `price_range` and `weekly_price_range` (spec: 000 §3 "Search state" names them;
// the spec gives no bands, so these are platform choices). A band's value is its `min:max` text, the
// same form as a range refinement, but half-open: min ≤ value < max, and the last band has no max.
// So every price lands in exactly one band and the facet counts add up to the cars that have a price.
// A car without a price (0: shown as "Enquire") or without a weekly quote is in no band.

/** One band: its refinement value (`min:max`) and bounds (max null for the open last band). */
export interface PriceBand {
  value: string;
  min: number;
  max: number | null;
}

/** Builds consecutive bands from their lower bounds: [0, 10, 20] → 0:10, 10:20, 20:. */
function bandsFrom(lowerBounds: readonly number[]): readonly PriceBand[] {
  return lowerBounds.map((min, index) => {
    const max = lowerBounds[index + 1] ?? null;
    return { value: `${min}:${max ?? ''}`, min, max };
  });
}

/** Drive-away price bands, in dollars (the `price_range` refinement). */
export const PRICE_RANGE_BANDS = bandsFrom([0, 10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000]);

/** Weekly repayment bands, in dollars a week (the `weekly_price_range` refinement). */
export const WEEKLY_PRICE_RANGE_BANDS = bandsFrom([0, 100, 150, 200, 250, 300, 400]);

/**
 * The band a price falls in; null for no price (null, 0 or below, not a number).
 * @example bandOf(24_990, PRICE_RANGE_BANDS) // '20000:30000'
 * @example bandOf(20_000, PRICE_RANGE_BANDS) // '20000:30000' (min inclusive, max exclusive)
 * @example bandOf(0, PRICE_RANGE_BANDS) // null
 */
export function bandOf(value: number | null, bands: readonly PriceBand[]): string | null {
  if (value === null || !Number.isFinite(value) || value <= 0) return null;
  const band = bands.find((candidate) => value >= candidate.min && (candidate.max === null || value < candidate.max));
  return band?.value ?? null;
}

/**
 * Whether `value` names one of the bands.
 * @example isBandValue('100000:', PRICE_RANGE_BANDS) // true
 * @example isBandValue('5000:6000', PRICE_RANGE_BANDS) // false
 */
export function isBandValue(value: string, bands: readonly PriceBand[]): boolean {
  return bands.some((band) => band.value === value);
}
