// Calendar arithmetic for the seed, all in UTC and all relative to the `today` the caller passes in,
// so that the data never depends on the clock of the machine that generates it.

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
export const MS_PER_DAY = 86_400_000;
const MS_PER_MINUTE = 60_000;

/** A day as milliseconds since the epoch at 00:00 UTC. */
export type DayStart = number;

/**
 * Reads a 'yyyy-MM-dd' day, rejecting anything else (including impossible dates like 2026-02-30).
 * @example parseDay('2026-11-22') // Date.UTC(2026, 10, 22)
 */
export function parseDay(day: string): DayStart {
  const match = ISO_DAY.exec(day);
  if (!match) throw new RangeError(`Expected a yyyy-MM-dd day, got "${day}"`);
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const start = Date.UTC(year, month - 1, date);
  if (formatDay(start) !== day) throw new RangeError(`Not a calendar day: "${day}"`);
  return start;
}

/** @example formatDay(Date.UTC(2026, 0, 5)) // '2026-01-05' */
export function formatDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** @example formatMonth(Date.UTC(2026, 0, 5)) // '2026-01' */
export function formatMonth(ms: number): string {
  return new Date(ms).toISOString().slice(0, 7);
}

/** An ISO date-time with seconds, e.g. '2026-11-20T03:15:00Z'. */
export function formatInstant(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19)}Z`;
}

export function addDays(ms: number, days: number): number {
  return ms + days * MS_PER_DAY;
}

export function addMinutes(ms: number, minutes: number): number {
  return ms + minutes * MS_PER_MINUTE;
}

export function yearOf(ms: number): number {
  return new Date(ms).getUTCFullYear();
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: number, to: number): number {
  return Math.floor((to - from) / MS_PER_DAY);
}

/**
 * The n-th given weekday of a month (weekday 0 = Sunday), e.g. the second Monday of June.
 * @example nthWeekdayOfMonth(2026, 5, 1, 2) // King's Birthday 2026: Monday 8 June
 */
export function nthWeekdayOfMonth(year: number, monthIndex: number, weekday: number, n: number): DayStart {
  const first = Date.UTC(year, monthIndex, 1);
  const offset = (weekday - new Date(first).getUTCDay() + 7) % 7;
  return addDays(first, offset + (n - 1) * 7);
}

/** Easter Sunday of a year (the anonymous Gregorian computus). */
export function easterSunday(year: number): DayStart {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day);
}

/**
 * A rough "time ago" in words, as review providers print it.
 * @example timeAgoInWords(addDays(today, -45), today) // 'about 2 months ago'
 */
export function timeAgoInWords(then: number, now: number): string {
  const days = daysBetween(then, now);
  if (days <= 0) return 'today';
  if (days === 1) return '1 day ago';
  if (days < 30) return `${days} days ago`;
  const months = Math.round(days / 30.44);
  if (months < 12) return months <= 1 ? 'about 1 month ago' : `about ${months} months ago`;
  const years = Math.round(days / 365.25);
  return years <= 1 ? 'about 1 year ago' : `about ${years} years ago`;
}
