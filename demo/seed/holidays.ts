import { addDays, type DayStart, easterSunday, formatDay, nthWeekdayOfMonth } from './dates';

// Australian public holidays, enough of them for every location to have holiday hours near `today`
// (spec: 001 §2 "View Holiday Hours"). Observed-day substitutions are left out: the demo needs
// plausible dates, not a legal calendar.

export const AUSTRALIAN_STATES = ['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'ACT', 'NT'] as const;
export type AustralianState = (typeof AUSTRALIAN_STATES)[number];

export interface PublicHoliday {
  date: string;
  name: string;
  /** Dealerships shut on the big family days; on the others they trade shorter hours. */
  closed: boolean;
}

const MONDAY = 1;
const TUESDAY = 2;
const JANUARY = 0;
const MARCH = 2;
const APRIL = 3;
const MAY = 4;
const JUNE = 5;
const OCTOBER = 9;
const NOVEMBER = 10;
const DECEMBER = 11;

function holidaysOfYear(year: number, state: AustralianState): PublicHoliday[] {
  const easter = easterSunday(year);
  const day = (start: DayStart, name: string, closed: boolean): PublicHoliday => ({
    date: formatDay(start),
    name,
    closed,
  });
  const holidays = [
    day(Date.UTC(year, JANUARY, 1), "New Year's Day", true),
    day(Date.UTC(year, JANUARY, 26), 'Australia Day', false),
    day(addDays(easter, -2), 'Good Friday', true),
    day(addDays(easter, 1), 'Easter Monday', false),
    day(Date.UTC(year, APRIL, 25), 'Anzac Day', true),
    day(Date.UTC(year, DECEMBER, 25), 'Christmas Day', true),
    day(Date.UTC(year, DECEMBER, 26), 'Boxing Day', false),
  ];
  if (state === 'QLD') {
    holidays.push(day(nthWeekdayOfMonth(year, MAY, MONDAY, 1), 'Labour Day', false));
    holidays.push(day(nthWeekdayOfMonth(year, OCTOBER, MONDAY, 1), "King's Birthday", false));
  } else {
    holidays.push(day(nthWeekdayOfMonth(year, JUNE, MONDAY, 2), "King's Birthday", false));
  }
  if (state === 'VIC') {
    holidays.push(day(nthWeekdayOfMonth(year, MARCH, MONDAY, 2), 'Labour Day', false));
    holidays.push(day(nthWeekdayOfMonth(year, NOVEMBER, TUESDAY, 1), 'Melbourne Cup Day', false));
  }
  if (state === 'NSW' || state === 'SA' || state === 'ACT') {
    holidays.push(day(nthWeekdayOfMonth(year, OCTOBER, MONDAY, 1), 'Labour Day', false));
  }
  return holidays;
}

const WINDOW_BEFORE_DAYS = 7;
const WINDOW_AFTER_DAYS = 120;
const MINIMUM_HOLIDAYS = 3;

/**
 * The public holidays of a state from a week before `today` to four months after; when that window
 * is a quiet stretch of the year (winter), the next few holidays after `today` instead, so that the
 * holiday-hours button always has something to show.
 */
export function holidaysAround(today: DayStart, state: AustralianState): PublicHoliday[] {
  const year = new Date(today).getUTCFullYear();
  const all = [year - 1, year, year + 1]
    .flatMap((y) => holidaysOfYear(y, state))
    .sort((a, b) => a.date.localeCompare(b.date));
  const from = formatDay(addDays(today, -WINDOW_BEFORE_DAYS));
  const to = formatDay(addDays(today, WINDOW_AFTER_DAYS));
  const inWindow = all.filter((holiday) => holiday.date >= from && holiday.date <= to);
  if (inWindow.length >= MINIMUM_HOLIDAYS) return inWindow;
  return all.filter((holiday) => holiday.date >= from).slice(0, MINIMUM_HOLIDAYS);
}
