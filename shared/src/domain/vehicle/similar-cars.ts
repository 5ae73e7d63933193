// The similar-cars rule of the vehicle page (spec: 000 §7 "Similar cars query"): which price band a
// car's neighbours come from, how the answers of the per-query searches become the at most 6 cards, and
// what count the list reports. Zod-free and pure, so the island may import it (6 placeholders).

/** At most this many similar cars are shown; as many placeholders while they load (spec: 000 §7). */
export const SIMILAR_CARS_LIMIT = 6;
/** Hits each similar-cars query asks for (spec: 000 §7 "10 hits per query"). */
export const SIMILAR_CARS_HITS_PER_QUERY = 10;
/** Above this many hits a search's count is replaced by its facet totals (spec: 000 §7 "above 1999"). */
export const SIMILAR_CARS_HIT_COUNT_CAP = 1999;
/** Prices under this take the narrow band (spec: 000 §7 "under 50000"). */
export const SIMILAR_CARS_WIDE_BAND_FROM = 50_000;
/** Half-width of the band for a car under {@link SIMILAR_CARS_WIDE_BAND_FROM} (spec: 000 §7 "plus or minus 10000"). */
export const SIMILAR_CARS_NARROW_BAND = 10_000;
/** Half-width of the band from {@link SIMILAR_CARS_WIDE_BAND_FROM} up (spec: 000 §7 "else plus or minus 25000"). */
export const SIMILAR_CARS_WIDE_BAND = 25_000;

/** An inclusive price range, in dollars. */
export interface PriceBand {
  min: number;
  max: number;
}

/**
 * The prices similar cars may have: ±10,000 around a price under 50,000, else ±25,000, never below 0.
 * A car without a price (0: priced on enquiry) has no band: its neighbours are not chosen by price
 * (platform decision; the spec's band assumes a price).
 *
 * @example similarPriceBand(32_000) // { min: 22_000, max: 42_000 }
 * @example similarPriceBand(50_000) // { min: 25_000, max: 75_000 }
 * @example similarPriceBand(0) // null
 */
export function similarPriceBand(price: number): PriceBand | null {
  if (!(price > 0)) return null;
  const half = price < SIMILAR_CARS_WIDE_BAND_FROM ? SIMILAR_CARS_NARROW_BAND : SIMILAR_CARS_WIDE_BAND;
  return { min: Math.max(0, price - half), max: price + half };
}

/**
 * The cards to show: same-model cars first, then the others, each in the order its search gave; the car
 * itself and repeats left out; at most `limit` (the site's carousel count, by default {@link SIMILAR_CARS_LIMIT}).
 *
 * @example orderSimilarCars(7, [{ id: 7 }, { id: 3 }], [{ id: 9 }, { id: 3 }]) // [{ id: 3 }, { id: 9 }]
 */
export function orderSimilarCars<T extends { id: number }>(
  carId: number,
  sameModel: readonly T[],
  otherModels: readonly T[],
  limit: number = SIMILAR_CARS_LIMIT,
): T[] {
  const seen = new Set<number>([carId]);
  const chosen: T[] = [];
  for (const hit of [...sameModel, ...otherModels]) {
    if (chosen.length >= limit) break;
    if (seen.has(hit.id)) continue;
    seen.add(hit.id);
    chosen.push(hit);
  }
  return chosen;
}

/** One search's answer as the count reads it: its hit count and the counts of a facet every car has once. */
export interface SimilarSearchCount {
  found: number;
  facetCounts: readonly number[];
}

/**
 * How many cars the similar searches hold: their hit counts added up, except that a search reporting
 * more than 1999 hits counts by its facet totals instead (spec: 000 §7).
 *
 * @example similarCarsCount([{ found: 4, facetCounts: [4] }, { found: 12, facetCounts: [9, 3] }]) // 16
 * @example similarCarsCount([{ found: 2000, facetCounts: [1500, 900] }]) // 2400
 */
export function similarCarsCount(searches: readonly SimilarSearchCount[]): number {
  let total = 0;
  for (const { found, facetCounts } of searches) {
    total += found > SIMILAR_CARS_HIT_COUNT_CAP ? facetCounts.reduce((sum, count) => sum + count, 0) : found;
  }
  return total;
}
