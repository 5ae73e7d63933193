import { describe, expect, it } from 'vitest';
import { telHref } from './phone';

describe('telHref', () => {
  it('keeps only the digits, and a leading +', () => {
    expect(telHref('(07) 3391 4400')).toBe('tel:0733914400');
    expect(telHref(' +61 7 3391 4400 ')).toBe('tel:+61733914400');
    expect(telHref('1300 123 456')).toBe('tel:1300123456');
  });
});
