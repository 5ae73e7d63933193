import { describe, expect, it } from 'vitest';
import { contactErrors, phoneError } from './validation';

const valid = {
  name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '0412 345 678',
  postcode: '2000',
  code: '123456',
  dealership: '',
};

describe('the finance form checks (spec: 001 §5)', () => {
  it('passes a complete form', () => {
    expect(contactErrors(valid)).toEqual({});
  });

  it('requires the code, of 6 digits', () => {
    expect(contactErrors({ ...valid, code: '' }).code).toBe('This is a required field.');
    expect(contactErrors({ ...valid, code: '12345' }).code).toBe('Code must be 6 digits.');
  });

  it('wants a 4-digit postcode', () => {
    expect(contactErrors({ ...valid, postcode: '20' }).postcode).toBe(
      'Invalid postcode. Please enter a 4-digit number.',
    );
    expect(contactErrors({ ...valid, postcode: '' }).postcode).toBe('This is a required field.');
  });

  it('checks the mobile before a code is sent, +61 written or not', () => {
    expect(phoneError('+61 412 345 678')).toBeNull();
    expect(phoneError('02 9876 5432')).toBe('Please enter a valid Australian mobile number.');
    expect(phoneError('')).toBe('This is a required field.');
  });

  it('requires a dealership where the form asks which (a site of several, no car: spec 000 §5)', () => {
    expect(contactErrors(valid, true, true).dealership).toBe('This is a required field.');
    expect(contactErrors({ ...valid, dealership: 'harbour-city-kia' }, true, true)).toEqual({});
    expect(contactErrors(valid, true, false)).toEqual({});
  });

  it('asks nothing of the postcode where the site\'s form does not show it (spec: 001 §3 "some sites only")', () => {
    expect(contactErrors({ ...valid, postcode: '' }).postcode).toBe('This is a required field.');
    expect(contactErrors({ ...valid, postcode: '' }, false)).toEqual({});
  });
});
