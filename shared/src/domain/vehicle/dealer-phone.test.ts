import { describe, expect, it } from 'vitest';
import { revealedPhoneFor } from './dealer-phone';

describe('revealedPhoneFor (spec: 000 §4, 001 §6)', () => {
  const phones = { default: '02 9000 0000', byCarType: { used: ' 02 9000 1111 ' } };

  it("prefers the site's number for the car's type", () => {
    expect(revealedPhoneFor(phones, { car_type: 'used', locationPhone: '07 3391 4400' })).toBe('02 9000 1111');
  });

  it("then the car location's phone, then the site's default", () => {
    expect(revealedPhoneFor(phones, { car_type: 'new', locationPhone: '07 3391 4400' })).toBe('07 3391 4400');
    expect(revealedPhoneFor(phones, { car_type: 'demo', locationPhone: '  ' })).toBe('02 9000 0000');
  });

  it('is null when there is no number at all', () => {
    expect(revealedPhoneFor({ default: ' ', byCarType: {} }, { car_type: 'new', locationPhone: null })).toBeNull();
  });
});
