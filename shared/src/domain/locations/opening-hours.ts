import type { OpeningHour } from '../schemas/location';

// spec: 001 §9 "Mon–Fri grouped when all five days have identical hours"; §2 the "Opening Hours" table.

/** Monday first, as the table reads; weekday numbers are 0 = Sunday … 6 = Saturday. */
const TABLE_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
const WEEKDAYS = [1, 2, 3, 4, 5] as const;
export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** One row of the hours table. */
export interface HoursRow {
  /** "Monday – Friday", or a day's name. */
  days: string;
  /** "8:30 am - 5:30 pm" or "Closed". */
  hours: string;
}

/**
 * A time as the tables print it.
 * @example formatClock('08:30') // '8:30 am'
 * @example formatClock('12:00') // '12:00 pm'
 */
export function formatClock(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${hours >= 12 ? 'pm' : 'am'}`;
}

/**
 * A day's hours as the table prints them.
 * @example hoursText({ weekday: 1, status: 'Open', open: '08:30', close: '17:30', formated_hours: '' }) // '8:30 am - 5:30 pm'
 */
export function hoursText(entry: OpeningHour | undefined): string {
  if (!entry || entry.status === 'Closed' || entry.open === null || entry.close === null) return 'Closed';
  return `${formatClock(entry.open)} - ${formatClock(entry.close)}`;
}

/**
 * The Opening Hours table, Monday first: one "Monday – Friday" row when the five weekdays read the same.
 * @example groupOpeningHours(hours)[0] // { days: 'Monday – Friday', hours: '8:30 am - 5:30 pm' }
 */
export function groupOpeningHours(hours: readonly OpeningHour[]): HoursRow[] {
  const byDay = new Map(hours.map((entry) => [entry.weekday, hoursText(entry)]));
  const textOf = (weekday: number) => byDay.get(weekday) ?? 'Closed';
  const weekdayTexts = new Set(WEEKDAYS.map(textOf));
  const rows: HoursRow[] = [];
  for (const weekday of TABLE_ORDER) {
    const grouped = weekdayTexts.size === 1 && weekday >= 1 && weekday <= 5;
    if (grouped && weekday > 1) continue;
    rows.push({ days: grouped ? 'Monday – Friday' : DAY_NAMES[weekday], hours: textOf(weekday) });
  }
  return rows;
}
