import { describe, expect, it } from 'vitest';
import { sampleCar } from '../../test-fixtures';
import { monthOf, usedCarChecksOf } from './view';

const now = new Date('2026-11-22T00:00:00Z');

describe('usedCarChecksOf', () => {
  it("lists what a used car's record vouches for", () => {
    const car = sampleCar({ certified: true, file: 'https://reports.example.com/history/MR0.pdf' });
    expect(usedCarChecksOf(car, now)).toEqual([
      { label: 'Registration', value: 'Registered (123ABC), expires 01/05/2027', href: null },
      { label: 'Compliance date', value: '03/2021', href: null },
      { label: 'Build date', value: '02/2021', href: null },
      { label: 'VIN', value: 'MR0FA3CD100123456 recorded (PPSR check available)', href: null },
      { label: 'Odometer', value: '48,213 km recorded', href: null },
      {
        label: 'History report',
        value: 'View the history report',
        href: 'https://reports.example.com/history/MR0.pdf',
      },
      { label: 'Certified', value: 'Certified pre-owned', href: null },
    ]);
  });

  it('says when the registration has expired, and leaves out what is unknown', () => {
    const car = sampleCar({ rego_expiry: '2026-01-31', compliance_date: null, build_date: null, vin: null });
    expect(usedCarChecksOf(car, now).map((check) => check.value)).toEqual([
      'Registration expired 31/01/2026',
      '48,213 km recorded',
    ]);
    const unregistered = sampleCar({ regplate: null, rego_expiry: null });
    expect(usedCarChecksOf(unregistered, now).map((check) => check.label)).not.toContain('Registration');
  });

  it('never links a history report that is not an http(s) URL', () => {
    const checks = usedCarChecksOf(sampleCar({ file: 'javascript:alert(1)' }), now);
    expect(checks.map((check) => check.label)).not.toContain('History report');
  });

  it('has no checks for new and demo cars', () => {
    expect(usedCarChecksOf(sampleCar({ car_type: 'new' }), now)).toEqual([]);
    expect(usedCarChecksOf(sampleCar({ car_type: 'demo' }), now)).toEqual([]);
  });
});

describe('monthOf', () => {
  it('writes a year-month or a date as MM/yyyy', () => {
    expect(monthOf('2021-03')).toBe('03/2021');
    expect(monthOf('2021-03-15')).toBe('03/2021');
    expect(monthOf('March 2021')).toBeNull();
    expect(monthOf(null)).toBeNull();
  });
});
