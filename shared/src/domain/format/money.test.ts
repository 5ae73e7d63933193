import { describe, expect, it } from 'vitest';
import { formatPrice, formatSubscriptionPrice, formatWeeklyRepayment } from './money';

describe('formatPrice', () => {
  it('adds thousands commas and drops decimals', () => {
    expect(formatPrice(45990.4)).toBe('$45,990');
    expect(formatPrice(1234567)).toBe('$1,234,567');
  });
  it('rounds half up to whole dollars', () => {
    expect(formatPrice(999.5)).toBe('$1,000');
  });
  it('formats zero and negatives', () => {
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(-1200)).toBe('-$1,200');
  });
});

describe('weekly labels', () => {
  it('ends a weekly repayment with /wk', () => {
    expect(formatWeeklyRepayment(123.6)).toBe('$124 /wk');
  });
  it('ends a subscription price with / week', () => {
    expect(formatSubscriptionPrice(1189)).toBe('$1,189 / week');
  });
});
