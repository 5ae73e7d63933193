import type { Car } from '@forecourt/shared';
import { formatInstant } from './dates';
import type { Random } from './random';

// The demo's price history (issue 31 "price history … from the stock feed or the demo's generated
// history"): a share of the cars on sale were listed dearer and have come down since, so the car page's
// history chart has cars to show on every site. Rows as the stock import writes them into mfe-vehicle's
// price_history: the price when listed, then each new price, the last one the car's price now.

/** One row of mfe-vehicle's price_history. */
export interface PriceHistoryRow {
  car_id: number;
  price: number;
  previous_price: number | null;
  changed_at: string;
  source: 'demo';
}

/** The share of priced cars on sale whose price has come down since they were listed. */
const REPRICED_SHARE = 0.3;
/** A car repriced in fewer days than this keeps its one price (no room for a history worth a chart). */
const MIN_DAYS_LISTED = 4;
const DAY_MS = 86_400_000;

/** A drop as dealers make them: whole thousands on dearer cars, five hundreds on cheap ones. */
function dropOf(rng: Random, price: number): number {
  return price >= 15_000 ? 1_000 * rng.int(1, 3) : 500 * rng.int(1, 2);
}

/**
 * The price history of the repriced share of `cars`: for each, its listing price on the day it came in, one
 * to three drops on days in between, and its price now on the day it last changed.
 * @example buildPriceHistory(rng.fork('price-history'), cars) // → [{ car_id: 4021, price: 38990, previous_price: null, … }, …]
 */
export function buildPriceHistory(rng: Random, cars: readonly Car[]): PriceHistoryRow[] {
  const rows: PriceHistoryRow[] = [];
  for (const car of cars) {
    const listed = Date.parse(car.created_at);
    const now = Date.parse(car.updated_at);
    if (car.status !== 'in_stock' || car.price <= 0 || now - listed < MIN_DAYS_LISTED * DAY_MS) continue;
    if (!rng.chance(REPRICED_SHARE)) continue;
    const drops = Array.from({ length: rng.int(1, 3) }, () => dropOf(rng, car.price));
    // From the listing price down to today's, each change on its own day, in order.
    let price = car.price + drops.reduce((sum, drop) => sum + drop, 0);
    const days = Math.floor((now - listed) / DAY_MS);
    const changeDays = [...new Set(drops.map(() => rng.int(1, days - 1)))].sort((a, b) => a - b);
    rows.push({ car_id: car.id, price, previous_price: null, changed_at: car.created_at, source: 'demo' });
    changeDays.forEach((day, index) => {
      const last = index === changeDays.length - 1;
      const next = last ? car.price : price - (drops[index] ?? 0);
      rows.push({
        car_id: car.id,
        price: next,
        previous_price: price,
        changed_at: last ? car.updated_at : formatInstant(listed + day * DAY_MS),
        source: 'demo',
      });
      price = next;
    });
  }
  return rows;
}
