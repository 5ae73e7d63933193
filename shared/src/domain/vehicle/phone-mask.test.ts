import { describe, expect, it } from 'vitest';
import { maskPhone, PHONE_MASK_VISIBLE_CHARACTERS } from './phone-mask';

describe('maskPhone', () => {
  it('keeps the first 5 characters and hides every later digit', () => {
    expect(PHONE_MASK_VISIBLE_CHARACTERS).toBe(5);
    expect(maskPhone('(07) 3391 4400')).toBe('(07) XXXX XXXX');
    expect(maskPhone('0733914400')).toBe('07339XXXXX');
    expect(maskPhone('1300 123 456')).toBe('1300 XXX XXX');
  });

  it('keeps separators in place and leaves short numbers as they are', () => {
    expect(maskPhone('+61-7-3391-4400')).toBe('+61-7-XXXX-XXXX');
    expect(maskPhone('000')).toBe('000');
    expect(maskPhone('')).toBe('');
  });

  it('never shows a digit after the fifth character', () => {
    const masked = maskPhone('02 9000 1111');
    expect(masked.slice(5)).not.toMatch(/\d/);
    expect(masked).toHaveLength('02 9000 1111'.length);
  });
});
