import { describe, expect, it } from 'vitest';
import { financeEstimate, weeklyRepayment } from './finance-estimate';

const DEFAULTS = { defaultInterestRate: 8.99, defaultTermYears: 5, defaultDeposit: 0 };
const car = (overrides: Partial<Parameters<typeof financeEstimate>[0]> = {}) => ({
  price: 30000,
  reserved: false,
  quote: null,
  ...overrides,
});

describe('weeklyRepayment', () => {
  it('amortises the loan over the term, compounded weekly', () => {
    // 30,000 at 8.99 % over 260 weeks: r = 0.0899 / 52.
    const r = 0.0899 / 52;
    expect(weeklyRepayment(30000, 8.99, 5)).toBeCloseTo((30000 * r) / (1 - (1 + r) ** -260), 6);
    expect(weeklyRepayment(30000, 8.99, 5)).toBeCloseTo(143.3, 0);
    // The payments repay more than the principal at a positive rate.
    expect(weeklyRepayment(30000, 8.99, 5) * 260).toBeGreaterThan(30000);
  });

  it('divides evenly at 0 %, and is 0 when nothing is borrowed', () => {
    expect(weeklyRepayment(5200, 0, 1)).toBe(100);
    expect(weeklyRepayment(0, 8.99, 5)).toBe(0);
    expect(weeklyRepayment(-100, 8.99, 5)).toBe(0);
  });
});

describe('financeEstimate', () => {
  it("uses the finance partner's weekly quote when the car has one", () => {
    expect(financeEstimate(car({ quote: { weeklyRepaymentAmount: 131 } }), DEFAULTS)).toEqual({
      basis: 'quote',
      weekly: 131,
    });
  });

  it("otherwise estimates from the site's rate, term and deposit", () => {
    const estimate = financeEstimate(car({ price: 32000 }), { ...DEFAULTS, defaultDeposit: 2000, defaultTermYears: 7 });
    expect(estimate).toMatchObject({ basis: 'defaults', ratePercent: 8.99, termYears: 7, deposit: 2000 });
    expect(estimate?.weekly).toBeCloseTo(weeklyRepayment(30000, 8.99, 7), 6);
  });

  it('gives no teaser without finance, for a reserved car, or at a price of 200 or less', () => {
    expect(financeEstimate(car({ quote: { weeklyRepaymentAmount: 131 } }), null)).toBeNull();
    expect(financeEstimate(car({ reserved: true }), DEFAULTS)).toBeNull();
    expect(financeEstimate(car({ price: 200 }), DEFAULTS)).toBeNull();
    expect(financeEstimate(car({ price: 0 }), DEFAULTS)).toBeNull();
  });

  it('gives no teaser for a repayment of 25 or less', () => {
    expect(financeEstimate(car({ quote: { weeklyRepaymentAmount: 25 } }), DEFAULTS)).toBeNull();
    expect(financeEstimate(car({ price: 3000 }), { ...DEFAULTS, defaultDeposit: 2900 })).toBeNull();
  });
});
