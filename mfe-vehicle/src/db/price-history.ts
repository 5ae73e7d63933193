import type { PricePoint } from '../features/price-history/view';

// This slice's price_history (migrations/0001): every price a car took, from the stock feed import or the
// demo seed. The car page charts it.

/** The most changes the car page draws: a car repriced more often shows its latest ones. */
const MOST_POINTS = 24;

/**
 * The car's recorded prices, oldest first (its latest MOST_POINTS).
 * @example await carPriceHistory(env.DB, 4021) // → [{ price: 38990, changed_at: '2026-10-01T…' }, …]
 */
export async function carPriceHistory(db: D1Database, carId: number): Promise<PricePoint[]> {
  const { results } = await db
    .prepare(
      `SELECT price, changed_at FROM (
         SELECT price, changed_at, id FROM price_history WHERE car_id = ? ORDER BY changed_at DESC, id DESC LIMIT ?
       ) ORDER BY changed_at, id`,
    )
    .bind(carId, MOST_POINTS)
    .all<PricePoint>();
  return results;
}
