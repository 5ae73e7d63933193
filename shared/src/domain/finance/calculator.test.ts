import { describe, expect, it } from 'vitest';
import { calculatorBounds, clampTo, defaultFrequency, priceMessage, repaymentDisplay } from './calculator';
import { COMPARISON_RATE_WARNING, comparisonRateText } from './comparison-rate';
import { disclaimerText } from './disclaimer';
import { FIXED_FEE_LIST, loanFees } from './fees';

describe('calculatorBounds (spec: 001 §5)', () => {
  const standard = calculatorBounds({ provider: 'youx', fixedFees: false });
  const provider = calculatorBounds({ provider: 'taurus', fixedFees: false });
  const dealership = calculatorBounds({ provider: 'youx', fixedFees: true });

  it('prices from 1,000 (5,000 for the provider and the dealership) to 250,000 in steps of 500', () => {
    expect(standard.price).toEqual({ min: 1_000, max: 250_000, step: 500 });
    expect(provider.price.min).toBe(5_000);
    expect(dealership.price.min).toBe(5_000);
  });

  it('bounds interest 0.5–15 (7.5–14.5 provider, 4–20 dealership) by 0.5, term 1–7 by 0.5, deposit and residual 0–250,000', () => {
    expect(standard.ratePercent).toEqual({ min: 0.5, max: 15, step: 0.5 });
    expect(provider.ratePercent).toEqual({ min: 7.5, max: 14.5, step: 0.5 });
    expect(dealership.ratePercent).toEqual({ min: 4, max: 20, step: 0.5 });
    expect(standard.termYears).toEqual({ min: 1, max: 7, step: 0.5 });
    expect(standard.deposit).toEqual({ min: 0, max: 250_000, step: 0.5 });
    expect(standard.residual).toEqual({ min: 0, max: 250_000, step: 0.5 });
  });

  it('hides the frequency for the provider, which then repays monthly', () => {
    expect(standard.showFrequency).toBe(true);
    expect(provider.showFrequency).toBe(false);
    expect(defaultFrequency(provider)).toBe('monthly');
    expect(defaultFrequency(standard)).toBe('weekly');
  });

  it('clamps: negative or not a number becomes 0, then within the limits', () => {
    expect(clampTo(standard.deposit, -500)).toBe(0);
    expect(clampTo(standard.deposit, Number.NaN)).toBe(0);
    expect(clampTo(standard.deposit, 300_000)).toBe(250_000);
    expect(clampTo(standard.ratePercent, 22)).toBe(15);
    expect(clampTo(standard.ratePercent, 0.1)).toBe(0.5);
    expect(clampTo(standard.termYears, -1)).toBe(1);
    expect(clampTo(provider.ratePercent, 5)).toBe(7.5);
  });

  it('names the bounds when the price is outside them', () => {
    expect(priceMessage(standard.price, 999)).toBe('Cannot be less than $1,000 or more than $250,000');
    expect(priceMessage(provider.price, 4_000)).toBe('Cannot be less than $5,000 or more than $250,000');
    expect(priceMessage(standard.price, 250_001)).toBe('Cannot be less than $1,000 or more than $250,000');
    expect(priceMessage(standard.price, 1_000)).toBeNull();
    expect(priceMessage(standard.price, 250_000)).toBeNull();
  });
});

describe('repaymentDisplay', () => {
  it("reads 'Enquire for Finance' with the total blank at 25 or less", () => {
    expect(repaymentDisplay(25, 1_300)).toEqual({ kind: 'enquire', repayment: 'Enquire for Finance', total: '' });
    expect(repaymentDisplay(25.01, 1_300)).toEqual({ kind: 'figure', repayment: '$25', total: '$1,300' });
  });
});

describe('loanFees (spec: 001 §9)', () => {
  it('lists the dealership’s fixed fees: $395, $6, $8 a month, $912.25', () => {
    expect(FIXED_FEE_LIST.map((fee) => fee.amount)).toEqual([395, 6, 8, 912.25]);
    expect(loanFees({ provider: 'taurus', fixedFees: true }, 500)).toMatchObject({ upfront: 1_313.25, monthly: 8 });
  });

  it('charges 1360.5 for the provider, else the lender’s fee, else nothing', () => {
    expect(loanFees({ provider: 'taurus', fixedFees: false }, 500).upfront).toBe(1_360.5);
    expect(loanFees({ provider: 'youx', fixedFees: false }, 495).upfront).toBe(495);
    expect(loanFees({ provider: 'youx', fixedFees: false }, null).upfront).toBe(0);
    expect(loanFees({ provider: 'youx', fixedFees: false }, 395, 8)).toMatchObject({ upfront: 395, monthly: 8 });
  });
});

describe('comparison rate and disclaimer', () => {
  it('shows the lender’s comparison rate, else 8.38%–19.42% for the provider only', () => {
    expect(comparisonRateText(9.494, 'youx')).toBe('9.49% p.a.');
    expect(comparisonRateText(null, 'taurus')).toBe('8.38% - 19.42% p.a.');
    expect(comparisonRateText(null, 'youx')).toBeNull();
    expect(COMPARISON_RATE_WARNING).toMatch(/^WARNING: This comparison rate is true only for the examples given/);
  });

  it('cuts the disclaimer at 197 characters', () => {
    const long = `${'x'.repeat(196)} tail of the disclaimer`;
    expect(disclaimerText(long)).toEqual({ short: `${'x'.repeat(196)}...`, full: long, truncated: true });
    expect(disclaimerText('y'.repeat(197))).toMatchObject({ short: 'y'.repeat(197), truncated: false });
  });
});
