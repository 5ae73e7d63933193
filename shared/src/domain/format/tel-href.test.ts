import { describe, expect, it } from 'vitest';
import { telHref } from './tel-href';

describe('telHref', () => {
  it('keeps only the digits', () => {
    expect(telHref('(07) 3391 4400')).toBe('tel:0733914400');
    expect(telHref('1300 123 456')).toBe('tel:1300123456');
  });

  it('keeps the leading + of an international number, and no other', () => {
    expect(telHref(' +61 7 3391 4400 ')).toBe('tel:+61733914400');
    expect(telHref('07 3391 4400 +1')).toBe('tel:07339144001');
  });

  it('is null when there is nothing to dial', () => {
    expect(telHref('n/a')).toBeNull();
    expect(telHref('  ')).toBeNull();
  });
});
