import { describe, expect, it } from 'vitest';
import { dealershipOverridesOf } from './dealership';

describe('dealershipOverridesOf (spec: 001 §3 Dealership "config overrides")', () => {
  it('reads the settings a dealership may override', () => {
    expect(dealershipOverridesOf({ soldVisibleDays: 7, comingSoonHidesTestDrive: true })).toEqual({
      soldVisibleDays: 7,
      comingSoonHidesTestDrive: true,
    });
  });

  it('ignores keys it does not know and values of the wrong type, so one bad override breaks no page', () => {
    expect(dealershipOverridesOf({ soldVisibleDays: 'seven', comingSoonHidesTestDrive: true, colour: 'red' })).toEqual({
      comingSoonHidesTestDrive: true,
    });
    expect(dealershipOverridesOf(null)).toEqual({});
    expect(dealershipOverridesOf('{"soldVisibleDays":7}')).toEqual({});
  });
});
