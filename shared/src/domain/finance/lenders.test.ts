import { describe, expect, it } from 'vitest';
import { availableLenders, type LenderCar, type LenderFigures, lenderRuleHolds } from './lenders';

const figures = (financeProvider: string, change: Partial<LenderFigures> = {}): LenderFigures => ({
  financeProvider,
  interestRate: 8.99,
  comparisonRate: 9.49,
  weeklyPayment: 120,
  monthlyPayment: 520,
  ...change,
});
const car: LenderCar = { year: 2020, price: 30_000, status: 'in_stock' };
const YEAR = 2026;
const holds = (lender: LenderFigures, change: Partial<LenderCar> = {}) =>
  lenderRuleHolds({ ...car, ...change }, lender, YEAR);

describe('lender availability (spec: 001 §7)', () => {
  it('Taurus: newer than this year minus 12, above $500, in stock, with a comparison rate', () => {
    expect(holds(figures('Taurus'))).toBe(true);
    expect(holds(figures('Taurus'), { year: 2014 })).toBe(false);
    expect(holds(figures('Taurus'), { year: 2015 })).toBe(true);
    expect(holds(figures('Taurus'), { price: 500 })).toBe(false);
    expect(holds(figures('Taurus'), { status: 'coming_soon' })).toBe(false);
    expect(holds(figures('Taurus', { comparisonRate: null }))).toBe(false);
  });

  it('360 Finance and AusLoans: in stock, whatever the price or age', () => {
    for (const name of ['360 Finance', 'AusLoans']) {
      expect(holds(figures(name), { price: 100, year: 1990 })).toBe(true);
      expect(holds(figures(name), { status: 'sold' })).toBe(false);
    }
  });

  it('Manual, Angle, Powertorque: above $500, in stock, with a weekly payment', () => {
    for (const name of ['Manual', 'Angle', 'Powertorque']) {
      expect(holds(figures(name))).toBe(true);
      expect(holds(figures(name), { price: 400 })).toBe(false);
      expect(holds(figures(name), { status: 'sold' })).toBe(false);
      expect(holds(figures(name, { weeklyPayment: null }))).toBe(false);
      expect(holds(figures(name, { monthlyPayment: null }))).toBe(true);
    }
  });

  it('Nissan Finance: above $500, in stock, with a monthly payment', () => {
    expect(holds(figures('Nissan Finance'))).toBe(true);
    expect(holds(figures('Nissan Finance', { monthlyPayment: null }))).toBe(false);
    expect(holds(figures('Nissan Finance', { weeklyPayment: null }))).toBe(true);
    expect(holds(figures('Nissan Finance'), { price: 500 })).toBe(false);
  });

  it('an unknown provider is never shown', () => {
    expect(holds(figures('Someone Else'))).toBe(false);
  });

  it('shows a summary only with both rates, and never where the site or the make switched it off', () => {
    const lenders = [figures('AusLoans'), figures('Angle', { interestRate: null }), figures('Taurus')];
    const on = { disabled: false, excludedMakes: [] };
    expect(availableLenders(car, 'Toyota', lenders, on, YEAR).map((l) => l.financeProvider)).toEqual([
      'AusLoans',
      'Taurus',
    ]);
    expect(availableLenders(car, 'Toyota', lenders, { ...on, disabled: true }, YEAR)).toEqual([]);
    expect(availableLenders(car, 'Toyota', lenders, { ...on, excludedMakes: ['toyota'] }, YEAR)).toEqual([]);
  });

  it('keeps a lender without a comparison rate where the site shows the fallback range, its own rule still applying', () => {
    const lenders = [figures('AusLoans', { comparisonRate: null }), figures('Taurus', { comparisonRate: null })];
    const on = { disabled: false, excludedMakes: [] };
    expect(availableLenders(car, 'Toyota', lenders, on, YEAR)).toEqual([]);
    const kept = availableLenders(car, 'Toyota', lenders, { ...on, comparisonRateFallback: true }, YEAR);
    expect(kept.map((l) => l.financeProvider)).toEqual(['AusLoans']);
  });
});
