// The home page's sales counter (spec: 001 §9 "Sales counter: 192 sales per day rate, one per 450
// seconds, Brisbane time zone, refresh every 150000 ms"). The figure is a rate shown as a running
// count: it starts at 0 at midnight in Brisbane and adds one every 450 seconds, so it reaches 192 at
// the end of the day. Zod-free and clock-free: the shell's browser client imports it to refresh the count.

/** spec: 001 §9 "192 sales per day rate". */
export const SALES_PER_DAY = 192;

/** spec: 001 §9 "one per 450 seconds". */
export const SECONDS_PER_SALE = 450;

/** spec: 001 §9 "Brisbane time zone". */
export const SALES_COUNTER_TIME_ZONE = 'Australia/Brisbane';

/** spec: 001 §9 "refresh every 150000 ms". */
export const SALES_COUNTER_REFRESH_MS = 150_000;

const clock = new Intl.DateTimeFormat('en-AU', {
  timeZone: SALES_COUNTER_TIME_ZONE,
  hourCycle: 'h23',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/**
 * Seconds since midnight in Brisbane at `now`.
 * @example secondsIntoBrisbaneDay(new Date('2026-11-26T00:00:00Z')) // 36000 (10:00 in Brisbane)
 */
export function secondsIntoBrisbaneDay(now: Date): number {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(clock.formatToParts(now).find((candidate) => candidate.type === type)?.value ?? 0);
  return part('hour') * 3600 + part('minute') * 60 + part('second');
}

/**
 * The sales counted so far today: one per 450 seconds since midnight in Brisbane, at most 192.
 * @example salesSoFarToday(new Date('2026-11-26T00:00:00Z')) // 80 (36000 s / 450)
 */
export function salesSoFarToday(now: Date): number {
  return Math.min(SALES_PER_DAY, Math.floor(secondsIntoBrisbaneDay(now) / SECONDS_PER_SALE));
}
