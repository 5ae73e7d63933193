import type { OpeningHour, SpecialHours } from '../schemas/location';
import { DAY_NAMES, formatClock } from './opening-hours';
import { localTimeIn } from './time-zone';

// "Open now / Closes at …" (spec: 001 §2 location card "hours", §3 opening-hour and special hours
// entries). Worked out on the location's wall clock, so it is right for a shopper in any time zone;
// a special-hours entry (a public holiday, a one-off) replaces the weekday's hours on its date.

/** One day's trading on the location's clock: HH:mm, or null when closed. */
interface DayHours {
  open: string | null;
  close: string | null;
  /** The holiday or special day's name, when the hours come from a special-hours entry. */
  special: string | null;
}

/** Whether a location is trading at a moment, and what changes next. */
export type OpenStatus =
  | { open: true; closesAt: string; special: string | null }
  | { open: false; opensAt: { day: string; time: string } | null; special: string | null };

/** How far ahead to look for the next opening (a fortnight covers Christmas shutdowns). */
const LOOKAHEAD_DAYS = 14;

function addDays(date: string, days: number): string {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

function weekdayOf(date: string): number {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/**
 * The hours a location trades on a date (yyyy-MM-dd on its own clock): the special entry for that date
 * when there is one, else the weekday's.
 * @example dayHours(hours, special, '2026-12-25') // { open: null, close: null, special: 'Christmas Day' }
 */
export function dayHours(hours: readonly OpeningHour[], special: readonly SpecialHours[], date: string): DayHours {
  const exception = special.find((entry) => entry.date === date);
  if (exception) {
    const trades = exception.status === 'Open' && exception.start_hour !== null && exception.end_hour !== null;
    return {
      open: trades ? exception.start_hour : null,
      close: trades ? exception.end_hour : null,
      special: exception.name ?? 'Special hours',
    };
  }
  const entry = hours.find((h) => h.weekday === weekdayOf(date));
  const trades = entry?.status === 'Open' && entry.open !== null && entry.close !== null;
  return { open: trades ? (entry?.open ?? null) : null, close: trades ? (entry?.close ?? null) : null, special: null };
}

/**
 * Whether the location is open at `now`, in its time zone, and when it closes or next opens.
 * @example openStatus(hours, [], 'Australia/Perth', new Date('2026-01-05T02:00:00Z')) // { open: true, closesAt: '5:30 pm', special: null }
 */
export function openStatus(
  hours: readonly OpeningHour[],
  special: readonly SpecialHours[],
  timeZone: string,
  now: Date,
): OpenStatus {
  const local = localTimeIn(now, timeZone);
  const today = dayHours(hours, special, local.date);
  if (today.open !== null && today.close !== null && local.time >= today.open && local.time < today.close) {
    return { open: true, closesAt: formatClock(today.close), special: today.special };
  }
  if (today.open !== null && local.time < today.open) {
    return { open: false, opensAt: { day: 'today', time: formatClock(today.open) }, special: today.special };
  }
  for (let ahead = 1; ahead <= LOOKAHEAD_DAYS; ahead += 1) {
    const date = addDays(local.date, ahead);
    const next = dayHours(hours, special, date);
    if (next.open !== null) {
      const day = ahead === 1 ? 'tomorrow' : (DAY_NAMES[weekdayOf(date)] ?? date);
      return { open: false, opensAt: { day, time: formatClock(next.open) }, special: today.special };
    }
  }
  return { open: false, opensAt: null, special: today.special };
}

/**
 * The status as a card or page prints it.
 * @example openStatusText({ open: true, closesAt: '5:30 pm', special: null }) // 'Open now · Closes at 5:30 pm'
 * @example openStatusText({ open: false, opensAt: { day: 'tomorrow', time: '8:30 am' }, special: null }) // 'Closed · Opens tomorrow at 8:30 am'
 */
export function openStatusText(status: OpenStatus): string {
  const holiday = status.special ? ` (${status.special})` : '';
  if (status.open) return `Open now · Closes at ${status.closesAt}${holiday}`;
  if (!status.opensAt) return `Closed${holiday}`;
  return `Closed${holiday} · Opens ${status.opensAt.day} at ${status.opensAt.time}`;
}

/**
 * Today's hours on the location's clock, as the card prints them ("8:30 am - 5:30 pm", "Closed").
 * @example todayHoursText(hours, [], 'Australia/Adelaide', new Date()) // '8:30 am - 5:30 pm'
 */
export function todayHoursText(
  hours: readonly OpeningHour[],
  special: readonly SpecialHours[],
  timeZone: string,
  now: Date,
): string {
  const today = dayHours(hours, special, localTimeIn(now, timeZone).date);
  if (today.open === null || today.close === null) return 'Closed';
  return `${formatClock(today.open)} - ${formatClock(today.close)}`;
}
