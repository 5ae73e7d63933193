// The sales counter widget (spec: 001 §9 "Sales counter: 192 sales per day rate, one per 450 seconds,
// Brisbane time zone, refresh every 150000 ms"): a count of cars sold today that grows through the
// day at the stated rate, restarting at midnight in Brisbane.

/** spec: 001 §9. */
export const SALES_PER_DAY = 192;
/** spec: 001 §9 "one per 450 seconds" (86,400 s ÷ 192). */
export const SECONDS_PER_SALE = 450;
/** spec: 001 §9 "refresh every 150000 ms". */
export const SALES_COUNTER_REFRESH_MS = 150_000;
/** spec: 001 §9 "Brisbane time zone": AEST all year (Queensland keeps no daylight saving). */
const BRISBANE_OFFSET_MS = 10 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How many sales the counter shows at `nowMs`: one per 450 s since midnight in Brisbane, so 0 at
 * midnight and 191 just before the next.
 *
 * @example salesToday(Date.parse('2026-11-25T14:00:00Z')); // 0 (midnight in Brisbane)
 * @example salesToday(Date.parse('2026-11-25T15:00:00Z')); // 8
 */
export function salesToday(nowMs: number): number {
  const sinceMidnight = (((nowMs + BRISBANE_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS;
  return Math.floor(sinceMidnight / (SECONDS_PER_SALE * 1000));
}

/**
 * The widget's line.
 *
 * @example salesCounterText(1); // '1 car sold today'
 */
export function salesCounterText(count: number): string {
  return `${count.toLocaleString('en-AU')} ${count === 1 ? 'car' : 'cars'} sold today`;
}
