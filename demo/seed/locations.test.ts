import { describe, expect, it } from 'vitest';
import { formatTime } from './locations';
import { demoData, TEST_TODAY } from './testing';

const data = demoData();
const LANDLINE = /^\(0[2378]\) \d{4} \d{4}$/;
const MOBILE = /^04\d{2} \d{3} \d{3}$/;
const HOURS_TEXT = /^(1[0-2]|[1-9]):[0-5]\d (am|pm) - (1[0-2]|[1-9]):[0-5]\d (am|pm)$/;

describe('formatTime', () => {
  it('prints 12-hour times', () => {
    expect(formatTime('08:30')).toBe('8:30 am');
    expect(formatTime('12:00')).toBe('12:00 pm');
    expect(formatTime('17:30')).toBe('5:30 pm');
  });
});

describe('dealerships', () => {
  it('list their own locations', () => {
    for (const dealership of data.dealerships) {
      const own = data.locations.filter((location) => location.dealership_id === dealership.id).map((l) => l.id);
      expect(dealership.locations).toEqual(own);
      expect(own.length).toBeGreaterThan(0);
    }
  });
  it('link franchise dealerships to their make', () => {
    const toyota = data.dealerships.find((dealership) => dealership.slug === 'harbour-city-toyota');
    expect(toyota?.manufacturer_id).toBe(data.makes.find((make) => make.slug === 'toyota')?.id);
    expect(data.dealerships.some((dealership) => Object.keys(dealership.config_overrides).length > 0)).toBe(true);
  });
  it('have the one dealership whose coming_soon cars offer no test drive, with such cars (spec: 001 §4)', () => {
    const hiding = data.dealerships.filter(
      (dealership) => dealership.config_overrides.comingSoonHidesTestDrive === true,
    );
    expect(hiding.map((dealership) => dealership.slug)).toEqual(['harbour-city-toyota']);
    const ids = new Set(hiding.map((dealership) => dealership.id));
    expect(data.cars.some((car) => ids.has(car.dealership_id) && car.status === 'coming_soon')).toBe(true);
  });
});

describe('locations', () => {
  it('have unique slugs, Australian coordinates and phone numbers', () => {
    expect(new Set(data.locations.map((location) => location.slug)).size).toBe(data.locations.length);
    for (const { address, contact_detail } of data.locations) {
      expect(address.lat).toBeGreaterThan(-44);
      expect(address.lat).toBeLessThan(-10);
      expect(address.long).toBeGreaterThan(112);
      expect(address.long).toBeLessThan(154);
      expect(address.postcode).toMatch(/^\d{4}$/);
      expect(contact_detail.landline_phone).toMatch(LANDLINE);
      expect(contact_detail.phone ?? '').toMatch(new RegExp(`${LANDLINE.source}|${MOBILE.source}`));
    }
  });

  it('put each dealership in its state: NSW, QLD, VIC and SA', () => {
    const states = (prefix: string) =>
      new Set(data.locations.filter((l) => l.dealership_slug.startsWith(prefix)).map((l) => l.address.state));
    expect(states('harbour-city')).toEqual(new Set(['NSW']));
    expect(states('sun-valley')).toEqual(new Set(['QLD']));
    expect(states('redgum')).toEqual(new Set(['VIC', 'SA']));
  });

  it('have one primary sales location per dealership', () => {
    for (const dealership of data.dealerships) {
      const primary = data.locations.filter((l) => l.dealership_id === dealership.id && l.primary);
      expect(primary).toHaveLength(1);
      expect(primary[0]?.location_type).toBe('sales');
    }
  });

  it('open by type: sales weekdays 8:30 to 5:30, service from 7:30, everything a week long', () => {
    for (const location of data.locations) {
      const hours = location.contact_detail.opening_hours;
      expect(hours.map((entry) => entry.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
      for (const entry of hours) {
        if (entry.status === 'Closed') expect(entry.formated_hours).toBe('Closed');
        else expect(entry.formated_hours).toMatch(HOURS_TEXT);
      }
      const monday = hours[1];
      if (location.location_type === 'sales') expect(monday?.formated_hours).toBe('8:30 am - 5:30 pm');
      if (location.location_type === 'service') expect(monday?.formated_hours).toBe('7:30 am - 5:30 pm');
    }
    const sundays = new Set(data.locations.map((l) => l.contact_detail.opening_hours[0]?.status));
    expect(sundays).toEqual(new Set(['Open', 'Closed']));
  });

  it('publish holiday hours near today on some locations, not all', () => {
    const withHolidays = data.locations.filter((location) => location.special_hours.length > 0);
    expect(withHolidays.length).toBeGreaterThan(data.locations.length / 2);
    expect(withHolidays.length).toBeLessThan(data.locations.length);
    const names = new Set(withHolidays.flatMap((l) => l.special_hours.map((hours) => hours.name)));
    expect(names).toContain('Christmas Day');
    expect(names).toContain('Boxing Day');
    for (const location of withHolidays) {
      for (const hours of location.special_hours) {
        expect(hours.location_id).toBe(location.id);
        expect(hours.date >= '2026-11-15').toBe(true);
        expect(hours.status === 'Open').toBe(hours.start_hour !== null && hours.end_hour !== null);
      }
    }
    expect(TEST_TODAY).toBe('2026-11-22');
  });

  it('carry licence numbers on sales yards and repairer numbers on NSW service centres', () => {
    for (const location of data.locations) {
      expect(location.dealer_license_number !== null).toBe(location.location_type === 'sales');
      if (location.location_type === 'service' && location.address.state === 'NSW') {
        expect(location.motor_vehicle_repairer).toMatch(/^MVRL \d{5}$/);
      }
    }
  });
  it('have a dealership whose CRM takes ADF/XML, with a location phone for the ADF vendor (issue 30)', () => {
    const adf = data.dealerships.filter((dealership) => dealership.config_overrides.crmFormat === 'adf');
    expect(adf.map((dealership) => [dealership.slug, dealership.config_overrides.crmEmail ?? null])).toEqual([
      ['sun-valley-motors', null],
      // By e-mail, to the mailbox its CRM reads.
      ['redgum-caravans', 'leads@redgum-caravans.example'],
    ]);
    for (const dealership of adf) {
      const phones = data.locations.filter((location) => location.dealership_id === dealership.id);
      expect(phones[0]?.contact_detail.phone, dealership.slug).toMatch(/\d/);
    }
  });
});
