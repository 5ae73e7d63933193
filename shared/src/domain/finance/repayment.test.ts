import { describe, expect, it } from 'vitest';
import { comparisonRateFor } from './comparison-rate';
import { balanceOverTerm, type LoanTerms, levelPayment, repaymentFor } from './repayment';

const loan: LoanTerms = {
  price: 30_000,
  deposit: 3_000,
  residual: 9_000,
  termYears: 5,
  ratePercent: 8.99,
  frequency: 'monthly',
  upfrontFees: 0,
  monthlyFees: 0,
};

describe('repaymentFor', () => {
  it('amortises a loan with no balloon (textbook: $20,000 at 6 % over 60 months is $386.66)', () => {
    expect(levelPayment(20_000, 0.06 / 12, 60, 0)).toBeCloseTo(386.656, 2);
    const result = repaymentFor({ ...loan, price: 20_000, deposit: 0, residual: 0, ratePercent: 6 });
    expect(result.repayment).toBeCloseTo(386.66, 2);
    expect(result.payments).toBe(60);
    expect(result.totalPayable).toBeCloseTo(386.656 * 60, 1);
  });

  it('discounts the balloon to the last repayment: $27,000 at 8.99 % over 5 years with $9,000 owed at the end', () => {
    const result = repaymentFor(loan);
    expect(result.principal).toBe(27_000);
    expect(result.repayment).toBeCloseTo(440.99, 2);
    expect(result.totalPayable).toBeCloseTo(440.988 * 60 + 9_000, 0);
    expect(result.totalInterest).toBeCloseTo(440.988 * 60 + 9_000 - 27_000, 0);
  });

  it('repays weekly (52), fortnightly (26) and monthly (12) at the rate per period', () => {
    const base = { ...loan, residual: 0 };
    expect(repaymentFor({ ...base, frequency: 'weekly' }).repayment).toBeCloseTo(129.02, 2);
    expect(repaymentFor({ ...base, frequency: 'weekly' }).payments).toBe(260);
    expect(repaymentFor({ ...base, frequency: 'fortnightly' }).payments).toBe(130);
    const fortnightly = repaymentFor({ ...base, frequency: 'fortnightly' }).repayment;
    expect(fortnightly).toBeGreaterThan(2 * 129.02 - 1);
    expect(fortnightly).toBeLessThan(2 * 129.02 + 1);
  });

  it('finances the fees up front and adds the monthly ones to each repayment', () => {
    const plain = repaymentFor(loan).repayment;
    const withFees = repaymentFor({ ...loan, upfrontFees: 1_360.5, monthlyFees: 8 });
    expect(withFees.principal).toBe(28_360.5);
    expect(withFees.repayment).toBeGreaterThan(plain + 8);
    const weekly = repaymentFor({ ...loan, frequency: 'weekly', monthlyFees: 8 }).repayment;
    expect(weekly - repaymentFor({ ...loan, frequency: 'weekly' }).repayment).toBeCloseTo((8 * 12) / 52, 6);
  });

  it('owes nothing when the deposit covers the price, and repays evenly at 0 %', () => {
    expect(repaymentFor({ ...loan, deposit: 40_000 })).toMatchObject({ repayment: 0, totalPayable: 0 });
    expect(repaymentFor({ ...loan, ratePercent: 0, residual: 0 }).repayment).toBeCloseTo(450, 6);
  });

  it('draws the balance from the principal down to the residual, a point a year', () => {
    const points = balanceOverTerm(loan);
    expect(points.map((point) => point.year)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(points[0]?.balance).toBe(27_000);
    expect(points.at(-1)?.balance).toBeCloseTo(9_000, 0);
    expect(points.at(-1)?.principalPaid).toBeCloseTo(18_000, 0);
    const balances = points.map((point) => point.balance);
    expect([...balances].sort((a, b) => b - a)).toEqual(balances);
  });
});

describe('comparisonRateFor', () => {
  it('equals the interest rate without fees, and rises above it with them', () => {
    expect(comparisonRateFor({ ...loan, residual: 0 })).toBe(8.99);
    const withFees = comparisonRateFor({ ...loan, upfrontFees: 1_360.5, monthlyFees: 8 });
    expect(withFees).toBeGreaterThan(10);
    expect(withFees).toBeLessThan(13);
  });

  it('has no rate when nothing is borrowed', () => {
    expect(comparisonRateFor({ ...loan, deposit: 30_000 })).toBeNull();
  });
});
