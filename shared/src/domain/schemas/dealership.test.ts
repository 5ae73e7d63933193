import { describe, expect, it } from 'vitest';
import { dealershipOverridesOf, siteWithDealershipOverrides } from './dealership';

describe('dealershipOverridesOf (spec: 001 §3 Dealership "config overrides")', () => {
  it('reads the settings a dealership may override', () => {
    expect(dealershipOverridesOf({ soldVisibleDays: 7, comingSoonHidesTestDrive: true, crmFormat: 'adf' })).toEqual({
      soldVisibleDays: 7,
      comingSoonHidesTestDrive: true,
      crmFormat: 'adf',
    });
  });

  it('ignores keys it does not know and values of the wrong type, so one bad override breaks no page', () => {
    expect(dealershipOverridesOf({ soldVisibleDays: 'seven', comingSoonHidesTestDrive: true, colour: 'red' })).toEqual({
      comingSoonHidesTestDrive: true,
    });
    expect(dealershipOverridesOf({ crmFormat: 'csv' })).toEqual({});
    expect(dealershipOverridesOf(null)).toEqual({});
    expect(dealershipOverridesOf('{"soldVisibleDays":7}')).toEqual({});
  });
});

describe('siteWithDealershipOverrides (spec: 001 §4 "sold within the last N days (default 3, configurable per dealership)")', () => {
  const site = { soldVisibleDays: 3, soldVisibleDaysByDealership: { a: 5, b: 4 } };

  it("gives a dealership's own sold-visible days precedence over the site config's copy", () => {
    expect(
      siteWithDealershipOverrides(site, { b: { soldVisibleDays: 7 }, c: { comingSoonHidesTestDrive: true } })
        .soldVisibleDaysByDealership,
    ).toEqual({ a: 5, b: 7 });
  });

  it('leaves the site as it is without overrides', () => {
    expect(siteWithDealershipOverrides(site, {})).toEqual(site);
  });
});
