import { describe, expect, it } from 'vitest';
import { DEFAULT_RESERVE_AMOUNT, reserveAmountOf, reserveLabel } from './rules';

describe('reserve amount (spec: 001 §9)', () => {
  it('defaults to $200 and labels the amount', () => {
    expect(reserveAmountOf({ reserveAmount: null })).toBe(DEFAULT_RESERVE_AMOUNT);
    expect(reserveLabel(reserveAmountOf({ reserveAmount: null }))).toBe('$200');
    expect(reserveLabel(1000)).toBe('$1,000');
  });
  it('leaves the label blank at $0', () => {
    expect(reserveLabel(reserveAmountOf({ reserveAmount: 0 }))).toBe('');
  });
});
