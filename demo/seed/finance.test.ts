import { describe, expect, it } from 'vitest';
import { monthlyRepayment, weeklyFromMonthly, weeklyQuoteRepayment } from './finance';

describe('monthlyRepayment', () => {
  it('amortises a plain loan', () => {
    // $10,000 over 12 months at 12% p.a. (1% a month) is $888.49 a month.
    expect(monthlyRepayment(10_000, 12, 12, 0)).toBeCloseTo(888.49, 2);
  });
  it('leaves the balloon to the end', () => {
    const withBalloon = monthlyRepayment(27_000, 8.99, 60, 9_000);
    const without = monthlyRepayment(27_000, 8.99, 60, 0);
    expect(withBalloon).toBeLessThan(without);
    expect(withBalloon).toBeCloseTo(440.99, 2);
  });
  it('divides evenly at zero interest', () => {
    expect(monthlyRepayment(12_000, 0, 12, 0)).toBe(1000);
  });
});

describe('weekly amounts', () => {
  it('converts monthly to weekly over a year', () => {
    expect(weeklyFromMonthly(433.33)).toBeCloseTo(100, 1);
  });
  it('quotes on 10% deposit, 30% balloon, 5 years (spec: 001 §9)', () => {
    const price = 30_000;
    const expected = weeklyFromMonthly(monthlyRepayment(price * 0.9, 8.99, 60, price * 0.3));
    expect(weeklyQuoteRepayment(price, 8.99)).toBeCloseTo(expected, 2);
  });
});
