import type { OpeningHour } from '../schemas/location';

// Tests only: a week of hours, Sunday first, as [open, close] or null (closed).

/**
 * Opening-hour entries from a compact week.
 * @example week([null, ['08:30', '17:30'], …])
 */
export function week(days: readonly (readonly [string, string] | null)[]): OpeningHour[] {
  return days.map((day, weekday) =>
    day === null
      ? { weekday, status: 'Closed', open: null, close: null, formated_hours: 'Closed' }
      : { weekday, status: 'Open', open: day[0], close: day[1], formated_hours: '' },
  );
}

/** A sales yard: closed Sunday, 8:30–5:30 weekdays, 8:30–4 Saturday. */
export const SALES_WEEK = week([
  null,
  ['08:30', '17:30'],
  ['08:30', '17:30'],
  ['08:30', '17:30'],
  ['08:30', '17:30'],
  ['08:30', '17:30'],
  ['08:30', '16:00'],
]);
