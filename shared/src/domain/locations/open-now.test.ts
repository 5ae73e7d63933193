import { describe, expect, it } from 'vitest';
import type { SpecialHours } from '../schemas/location';
import { SALES_WEEK } from '../testing/sample-hours';
import { openStatus, openStatusText, todayHoursText } from './open-now';
import { localTimeIn, timeZoneOfState } from './time-zone';

const SYDNEY = timeZoneOfState('NSW');
const BRISBANE = timeZoneOfState('QLD');
const ADELAIDE = timeZoneOfState('SA');
const PERTH = timeZoneOfState('WA');
const at = (iso: string) => new Date(iso);
const text = (zone: string, iso: string, special: SpecialHours[] = []) =>
  openStatusText(openStatus(SALES_WEEK, special, zone, at(iso)));

describe('time zones', () => {
  it('maps each state to its IANA zone', () => {
    expect([SYDNEY, BRISBANE, ADELAIDE, PERTH, timeZoneOfState('act')]).toEqual([
      'Australia/Sydney',
      'Australia/Brisbane',
      'Australia/Adelaide',
      'Australia/Perth',
      'Australia/Sydney',
    ]);
  });

  it('reads the wall clock in the zone, daylight saving included', () => {
    // 5 January 2026 is summer: Sydney +11, Brisbane +10, Adelaide +10:30, Perth +8.
    const instant = at('2026-01-04T22:00:00Z');
    expect(localTimeIn(instant, SYDNEY)).toEqual({ date: '2026-01-05', weekday: 1, time: '09:00' });
    expect(localTimeIn(instant, BRISBANE).time).toBe('08:00');
    expect(localTimeIn(instant, ADELAIDE).time).toBe('08:30');
    expect(localTimeIn(instant, PERTH)).toEqual({ date: '2026-01-05', weekday: 1, time: '06:00' });
    // 6 July 2026 is winter: Sydney +10 like Brisbane, Adelaide +9:30.
    const winter = at('2026-07-05T22:00:00Z');
    expect(localTimeIn(winter, SYDNEY).time).toBe('08:00');
    expect(localTimeIn(winter, ADELAIDE).time).toBe('07:30');
  });
});

describe('openStatus', () => {
  it('is open in Sydney but not yet in Brisbane at the same summer instant', () => {
    expect(text(SYDNEY, '2026-01-04T21:45:00Z')).toBe('Open now · Closes at 5:30 pm');
    expect(text(BRISBANE, '2026-01-04T21:45:00Z')).toBe('Closed · Opens today at 8:30 am');
  });

  it('opens Brisbane and Sydney together in winter (no daylight saving then)', () => {
    expect(text(SYDNEY, '2026-07-05T22:45:00Z')).toMatch(/^Open now/);
    expect(text(BRISBANE, '2026-07-05T22:45:00Z')).toMatch(/^Open now/);
  });

  it('follows Sydney across the April and October changes', () => {
    // Monday 6 April 2026, first weekday after daylight saving ends: 17:15 AEST, still open.
    expect(text(SYDNEY, '2026-04-06T07:15:00Z')).toBe('Open now · Closes at 5:30 pm');
    // Monday 5 October 2026, first weekday of daylight saving: 17:45 AEDT, closed.
    expect(text(SYDNEY, '2026-10-05T06:45:00Z')).toBe('Closed · Opens tomorrow at 8:30 am');
  });

  it('keeps Adelaide half an hour off and Perth hours behind', () => {
    expect(text(ADELAIDE, '2026-01-04T21:45:00Z')).toBe('Closed · Opens today at 8:30 am');
    expect(text(ADELAIDE, '2026-01-04T22:00:00Z')).toBe('Open now · Closes at 5:30 pm');
    expect(text(PERTH, '2026-01-05T00:15:00Z')).toBe('Closed · Opens today at 8:30 am');
    expect(text(PERTH, '2026-01-05T00:45:00Z')).toBe('Open now · Closes at 5:30 pm');
  });

  it('skips a closed Sunday to the next opening', () => {
    // Saturday 10 January 2026, 16:30 in Sydney: closed until Monday.
    expect(text(SYDNEY, '2026-01-10T05:30:00Z')).toBe('Closed · Opens Monday at 8:30 am');
  });

  it('uses special hours and public holidays on their dates', () => {
    const special: SpecialHours[] = [
      { date: '2026-12-25', status: 'Closed', start_hour: null, end_hour: null, location_id: 1, name: 'Christmas Day' },
      {
        date: '2026-12-26',
        status: 'Open',
        start_hour: '10:00',
        end_hour: '16:00',
        location_id: 1,
        name: 'Boxing Day',
      },
    ];
    // Friday 25 December 2026, 11:00 in Sydney.
    expect(text(SYDNEY, '2026-12-25T00:00:00Z', special)).toBe('Closed (Christmas Day) · Opens tomorrow at 10:00 am');
    // Saturday 26 December, 15:00: Boxing Day hours, closing at 4 not the Saturday's.
    expect(text(SYDNEY, '2026-12-26T04:00:00Z', special)).toBe('Open now · Closes at 4:00 pm (Boxing Day)');
    expect(todayHoursText(SALES_WEEK, special, SYDNEY, at('2026-12-26T04:00:00Z'))).toBe('10:00 am - 4:00 pm');
    expect(todayHoursText(SALES_WEEK, special, SYDNEY, at('2026-12-25T04:00:00Z'))).toBe('Closed');
  });

  it('says only Closed when nothing opens within a fortnight', () => {
    expect(openStatusText(openStatus([], [], SYDNEY, at('2026-01-05T00:00:00Z')))).toBe('Closed');
  });
});
