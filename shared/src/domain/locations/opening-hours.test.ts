import { describe, expect, it } from 'vitest';
import { SALES_WEEK, week } from '../testing/sample-hours';
import { formatClock, groupOpeningHours } from './opening-hours';

describe('groupOpeningHours', () => {
  it('groups Monday to Friday when the five days match, Monday first', () => {
    expect(groupOpeningHours(SALES_WEEK)).toEqual([
      { days: 'Monday – Friday', hours: '8:30 am - 5:30 pm' },
      { days: 'Saturday', hours: '8:30 am - 4:00 pm' },
      { days: 'Sunday', hours: 'Closed' },
    ]);
  });

  it('lists each weekday when one differs (late Thursday)', () => {
    const late = week([
      null,
      ['08:30', '17:30'],
      ['08:30', '17:30'],
      ['08:30', '17:30'],
      ['08:30', '19:00'],
      ['08:30', '17:30'],
      null,
    ]);
    const rows = groupOpeningHours(late);
    expect(rows.map((row) => row.days)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(rows[3]).toEqual({ days: 'Thursday', hours: '8:30 am - 7:00 pm' });
  });

  it('treats a missing day as closed, and groups five closed weekdays', () => {
    const rows = groupOpeningHours(week([['10:00', '16:00']]));
    expect(rows[0]).toEqual({ days: 'Monday – Friday', hours: 'Closed' });
    expect(rows.at(-1)).toEqual({ days: 'Sunday', hours: '10:00 am - 4:00 pm' });
  });
});

describe('formatClock', () => {
  it('prints 12-hour times with noon and midnight as 12', () => {
    expect([formatClock('00:15'), formatClock('12:00'), formatClock('17:30')]).toEqual([
      '12:15 am',
      '12:00 pm',
      '5:30 pm',
    ]);
  });
});
