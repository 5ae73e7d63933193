import { describe, expect, it } from 'vitest';
import { addDays, easterSunday, formatDay, formatInstant, nthWeekdayOfMonth, parseDay, timeAgoInWords } from './dates';
import { holidaysAround } from './holidays';

describe('parseDay', () => {
  it('reads a yyyy-MM-dd day as midnight UTC', () => {
    expect(parseDay('2026-11-22')).toBe(Date.UTC(2026, 10, 22));
    expect(formatDay(parseDay('2024-02-29'))).toBe('2024-02-29');
  });
  it('rejects other shapes and impossible days', () => {
    expect(() => parseDay('22/11/2026')).toThrow(RangeError);
    expect(() => parseDay('2026-02-30')).toThrow(RangeError);
  });
});

describe('calendar helpers', () => {
  it('formats instants to the second in UTC', () => {
    expect(formatInstant(Date.UTC(2026, 0, 5, 3, 15, 9))).toBe('2026-01-05T03:15:09Z');
  });
  it('finds Easter Sunday', () => {
    expect(formatDay(easterSunday(2026))).toBe('2026-04-05');
    expect(formatDay(easterSunday(2027))).toBe('2027-03-28');
  });
  it('finds the n-th weekday of a month', () => {
    // King's Birthday: second Monday of June.
    expect(formatDay(nthWeekdayOfMonth(2026, 5, 1, 2))).toBe('2026-06-08');
    // Melbourne Cup: first Tuesday of November.
    expect(formatDay(nthWeekdayOfMonth(2026, 10, 2, 1))).toBe('2026-11-03');
  });
  it('says how long ago in words', () => {
    const today = parseDay('2026-11-22');
    expect(timeAgoInWords(addDays(today, -1), today)).toBe('1 day ago');
    expect(timeAgoInWords(addDays(today, -12), today)).toBe('12 days ago');
    expect(timeAgoInWords(addDays(today, -70), today)).toBe('about 2 months ago');
    expect(timeAgoInWords(addDays(today, -800), today)).toBe('about 2 years ago');
  });
});

describe('holidaysAround', () => {
  it('lists the Christmas holidays in late November', () => {
    const names = holidaysAround(parseDay('2026-11-22'), 'NSW').map((holiday) => holiday.name);
    expect(names).toEqual(expect.arrayContaining(['Christmas Day', 'Boxing Day', "New Year's Day", 'Australia Day']));
  });
  it('still finds a few holidays in the quiet winter stretch', () => {
    const holidays = holidaysAround(parseDay('2027-07-15'), 'QLD');
    expect(holidays.length).toBeGreaterThanOrEqual(3);
    expect(holidays.every((holiday) => holiday.date >= '2027-07-08')).toBe(true);
  });
  it('keeps state holidays to their state', () => {
    const vic = holidaysAround(parseDay('2026-10-01'), 'VIC').map((holiday) => holiday.name);
    const sa = holidaysAround(parseDay('2026-10-01'), 'SA').map((holiday) => holiday.name);
    expect(vic).toContain('Melbourne Cup Day');
    expect(sa).not.toContain('Melbourne Cup Day');
  });
});
