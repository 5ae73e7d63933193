import type { FinanceLender } from '@forecourt/shared';
import { repaymentDisplay } from '@forecourt/shared/finance/calculator';
import { repaymentFor } from '@forecourt/shared/finance/repayment';
import { FragmentSiteSettingsSchema } from '@forecourt/shared/fragment/contract';
import { sampleCar } from '@forecourt/shared/testing/sample-car';
import { describe, expect, it } from 'vitest';
import { toFinanceCalculatorData } from './view';

// The lender panel is made from the lenders the loader answers (the partner's, or the car's stored
// figures when the partner failed), filtered by the availability rules of spec: 001 §7.

const SETTINGS = FragmentSiteSettingsSchema.parse({
  finance: { defaultInterestRate: 8.99, defaultTermYears: 5, defaultDeposit: 0 },
  financeRules: { provider: 'youx' },
});

function lender(financeProvider: string, overrides: Partial<FinanceLender> = {}): FinanceLender {
  return {
    financeProvider,
    establishmentFees: 395,
    termYears: 4,
    termMonths: 48,
    termWeeks: 208,
    interestRate: 7.49,
    comparisonRate: 8.12,
    deposit: 5_299,
    totalPayable: 51_000,
    weeklyPayment: 180.5,
    monthlyPayment: 782.17,
    disclaimer: `${financeProvider}: 7.49% p.a. interest rate, 8.12% p.a. comparison rate.`,
    ...overrides,
  };
}

const panelOf = (lenders: FinanceLender[], settings = SETTINGS) => {
  const data = toFinanceCalculatorData({ car: sampleCar(), quote: null, lenders }, settings, 2026);
  if (!data.enabled) throw new Error('finance is on for the site');
  return data;
};

describe('the lender panel of toFinanceCalculatorData', () => {
  it("shows the lenders it is given, not the car's stored ones, each with its figures and disclaimer", () => {
    const data = panelOf([lender('AusLoans'), lender('Angle', { weeklyPayment: 190 })]);
    expect(data.lenders.map((summary) => summary.provider)).toEqual(['AusLoans', 'Angle']);
    expect(data.lenders[0]).toMatchObject({
      interestRate: '7.49% p.a.',
      comparisonRate: '8.12% p.a.',
      establishmentFee: '$395',
      term: '4 years',
      repayment: '$181 /wk',
    });
    expect(data.lenders[0]?.disclaimer?.full).toBe('AusLoans: 7.49% p.a. interest rate, 8.12% p.a. comparison rate.');
    // The calculator starts on the first lender's rate and term.
    expect(data.initial.ratePercent).toBe(7.49);
    expect(data.initial.termYears).toBe(4);
  });

  it('leaves out a lender the availability rules refuse (no comparison rate, no weekly payment, unknown)', () => {
    const data = panelOf([
      lender('360 Finance', { comparisonRate: null }),
      lender('Angle', { weeklyPayment: null }),
      lender('Some Bank'),
      lender('AusLoans'),
    ]);
    expect(data.lenders.map((summary) => summary.provider)).toEqual(['AusLoans']);
  });

  it('keeps a lender without a comparison rate on the provider’s site, showing 8.38% - 19.42% (spec: 001 §9)', () => {
    const taurus = FragmentSiteSettingsSchema.parse({ ...SETTINGS, financeRules: { provider: 'taurus' } });
    const data = panelOf([lender('AusLoans', { comparisonRate: null }), lender('Angle')], taurus);
    expect(data.lenders.map((summary) => [summary.provider, summary.comparisonRate])).toEqual([
      ['AusLoans', '8.38% - 19.42% p.a.'],
      ['Angle', '8.12% p.a.'],
    ]);
  });

  it('shows no panel where the site switched it off, and falls back to the site defaults', () => {
    const off = FragmentSiteSettingsSchema.parse({
      ...SETTINGS,
      financeRules: { provider: 'youx', lenderPanelDisabled: true },
    });
    const data = panelOf([lender('AusLoans')], off);
    expect(data.lenders).toEqual([]);
    expect(data.initial.ratePercent).toBe(8.99);
    expect(data.initial.termYears).toBe(5);
  });
});

describe('the calculator opening on the partner’s quote (issue 26: one figure everywhere)', () => {
  // The partner's quote for a $35,990 car: its best lender's weekly repayment on the quote's loan (10%
  // deposit, 30% balloon, 5 years, monthly repayments), establishment fee and monthly fee included.
  const quote = { weeklyRepaymentAmount: 119.05, advertisedRate: 7.49, comparisonRate: 8.33 };
  const quoting = lender('AusLoans', { termYears: 5, monthlyFees: 8, weeklyPayment: 119.05, monthlyPayment: 515.9 });
  const dearer = lender('Angle', { interestRate: 8.29, establishmentFees: 450, monthlyFees: 0, termYears: 5 });

  const opening = (lenders: FinanceLender[]) => {
    const car = { ...sampleCar(), price: 35_990 };
    const data = toFinanceCalculatorData({ car, quote, lenders }, SETTINGS, 2026);
    if (!data.enabled) throw new Error('finance is on for the site');
    const terms = { ...data.initial, upfrontFees: data.fees.upfront, monthlyFees: data.fees.monthly };
    return { data, shown: repaymentDisplay(repaymentFor(terms).repayment, 0).repayment };
  };

  it("opens on the car's own price (not rounded to the slider's step) and the quote's loan, showing the teaser's figure", () => {
    const { data, shown } = opening([dearer, quoting]);
    expect(data.initial).toMatchObject({
      price: 35_990,
      deposit: 3_599,
      residual: 10_797,
      termYears: 5,
      ratePercent: 7.49,
      frequency: 'weekly',
    });
    expect(data.fees).toMatchObject({ upfront: 395, monthly: 8 });
    expect(data.quote?.weekly).toBe('$119');
    expect(shown).toBe(data.quote?.weekly);
  });

  it('opens on the car’s price without a quote as well', () => {
    const car = { ...sampleCar(), price: 35_990 };
    const data = toFinanceCalculatorData({ car, quote: null, lenders: [] }, SETTINGS, 2026);
    expect(data.enabled && data.initial.price).toBe(35_990);
  });
});

describe('a car the partner quotes nothing for (issue 26: Test Drive Only cars)', () => {
  it('offers no personalised quote for a Test Drive Only, reserved or unpriced car', () => {
    for (const overrides of [{ tag: 'Test Drive Only' }, { reserved: true }, { price: 0 }]) {
      const data = toFinanceCalculatorData({ car: sampleCar(overrides), quote: null, lenders: [] }, SETTINGS, 2026);
      expect(data.enabled && data.financeHref).toBeNull();
    }
    const quoted = toFinanceCalculatorData({ car: sampleCar(), quote: null, lenders: [] }, SETTINGS, 2026);
    expect(quoted.enabled && quoted.financeHref).toMatch(/\?car_id=\d+#finance-form$/);
  });
});
