import { describe, expect, it } from 'vitest';
import { checkPostcode } from './postcode';

describe('checkPostcode', () => {
  it('accepts exactly four digits', () => {
    expect(checkPostcode(' 6000 ')).toEqual({ ok: true, postcode: '6000' });
    expect(checkPostcode('0800')).toEqual({ ok: true, postcode: '0800' });
  });

  it('names an empty and a malformed postcode with the spec messages', () => {
    expect(checkPostcode('')).toEqual({ ok: false, message: 'Please enter a postcode.' });
    expect(checkPostcode(undefined)).toEqual({ ok: false, message: 'Please enter a postcode.' });
    for (const bad of ['200', '20000', '2a00', '-200']) {
      expect(checkPostcode(bad)).toEqual({ ok: false, message: 'Invalid postcode. Please enter a 4-digit number.' });
    }
  });
});
