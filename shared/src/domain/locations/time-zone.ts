// Each location keeps its hours in its own local time (spec: 001 §3 "open/close as HH:mm in the
// location's local time"), so "open now" must be worked out in that time zone, not the shopper's.

/** The IANA time zone of each Australian state and territory (ACT follows Sydney; Broken Hill is left out). */
const STATE_TIME_ZONES: Readonly<Record<string, string>> = {
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  WA: 'Australia/Perth',
  TAS: 'Australia/Hobart',
  NT: 'Australia/Darwin',
};

/** Where a location with an unknown state is assumed to be: the platform's home market. */
export const DEFAULT_TIME_ZONE = 'Australia/Sydney';

/**
 * The time zone of a location in an Australian state.
 * @example timeZoneOfState('QLD') // 'Australia/Brisbane'
 */
export function timeZoneOfState(state: string): string {
  return STATE_TIME_ZONES[state.toUpperCase()] ?? DEFAULT_TIME_ZONE;
}

/** A moment as a wall clock in one time zone. */
export interface LocalTime {
  /** yyyy-MM-dd */
  date: string;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
  /** HH:mm, 24-hour */
  time: string;
}

const WEEKDAY_INDEX: Readonly<Record<string, number>> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/**
 * The wall-clock date, weekday and time of `now` in `timeZone` (daylight saving included, by Intl).
 * @example localTimeIn(new Date('2026-01-05T00:00:00Z'), 'Australia/Sydney') // { date: '2026-01-05', weekday: 1, time: '11:00' }
 */
export function localTimeIn(now: Date, timeZone: string): LocalTime {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    weekday: WEEKDAY_INDEX[part('weekday')] ?? 0,
    time: `${part('hour')}:${part('minute')}`,
  };
}
