import { describe, expect, it } from 'vitest';
import { emptySearchState, parseSearchUrl } from '../search';
import {
  BUDGET_MIN_LISTED_PRICE,
  budgetEstimate,
  budgetOutcome,
  budgetSearchHref,
  budgetSliderSearchHref,
  budgetStockOf,
  clampBudgetInput,
} from './budget';
import {
  clampQuickQuotePrice,
  clampQuickQuoteTerm,
  digitsOnly,
  isQuoteEligible,
  monthlyFromWeekly,
  partnerPhone,
  quoteDisclaimer,
} from './quick-quote';

describe('budget estimate (spec: 001 §9)', () => {
  it('is repayment × 12 or × 52 × 5 years plus the deposit, rounded; the defaults give $38,000 and $54,000', () => {
    expect(budgetEstimate(600, 2_000, 'monthly')).toBe(38_000);
    expect(budgetEstimate(200, 2_000, 'weekly')).toBe(54_000);
    expect(budgetEstimate(123.45, 0.4, 'monthly')).toBe(Math.round(123.45 * 60 + 0.4));
  });

  it('clamps its inputs to 0..1,000,000; not a number is 0', () => {
    expect(clampBudgetInput('abc')).toBe(0);
    expect(clampBudgetInput(-5)).toBe(0);
    expect(clampBudgetInput('$1,500')).toBe(1_500);
    expect(clampBudgetInput(2_000_000)).toBe(1_000_000);
    expect(budgetEstimate(Number.NaN, 2_000, 'monthly')).toBe(2_000);
  });

  it('is too low below the cheapest car, else searches up to the budget capped at the dearest', () => {
    expect(budgetOutcome(8_000, { minPrice: 9_000, maxPrice: 90_000 }, 'Car')).toEqual({
      kind: 'too-low',
      label: '0 Cars Found',
      message: 'Budget too low: No Cars found for this budget',
    });
    expect(budgetOutcome(38_000, { minPrice: 9_000, maxPrice: 90_000 }, 'SUV')).toEqual({
      kind: 'search',
      label: 'View SUVs In This Range',
      budget: 38_000,
    });
    expect(budgetOutcome(300_000, { minPrice: 9_000, maxPrice: 90_000 }, 'Car')).toMatchObject({ budget: 90_000 });
    expect(budgetOutcome(38_000, { minPrice: null, maxPrice: null }, 'Car').kind).toBe('too-low');
  });

  it('reads the cheapest car above $1,000 from the first hit, not from the price statistics (issue 26)', () => {
    // The price facet's statistics leave the search's own price filter out, so six cars priced $0 make
    // their minimum 0; the hits, sorted by price ascending, honour it.
    const answer = {
      count: 40,
      hits: [{ price: 12_990 }, { price: 14_500 }],
      facetStats: { price: { min: 0, max: 89_990 } },
    };
    const stock = budgetStockOf(answer);
    expect(stock).toEqual({ minPrice: 12_990, maxPrice: 89_990 });
    expect(BUDGET_MIN_LISTED_PRICE).toBe(1_000);
    expect(budgetOutcome(12_000, stock, 'Car')).toMatchObject({ kind: 'too-low', label: '0 Cars Found' });
    expect(budgetOutcome(13_000, stock, 'Ute')).toMatchObject({ kind: 'search', label: 'View Utes In This Range' });
    expect(budgetStockOf({ count: 0, hits: [], facetStats: { price: { min: 0, max: 900 } } })).toEqual({
      minPrice: null,
      maxPrice: null,
    });
  });

  it('links to the stock search with range[price]=:{budget}', () => {
    expect(budgetSearchHref('/search/used-cars', 38_000)).toBe('/search/used-cars?range[price]=:38000');
    expect(budgetSearchHref('/search', 38_000, 'SUV')).toBe('/search?refinementList[body][0]=SUV&range[price]=:38000');
  });

  it('links the budget slider to the same search sorted by price, dearest first (sortBy=Car_production:price:desc)', () => {
    const href = budgetSliderSearchHref('/search', 120_500, 'SUV');
    expect(href).toBe('/search?refinementList[body][0]=SUV&range[price]=:120500&sortBy=Car_production:price:desc');
    const state = parseSearchUrl(new URL(href, 'https://site.test').search, emptySearchState());
    expect(state).toMatchObject({ sortBy: 'Car_production:price:desc', range: { price: ':120500' } });
  });
});

describe('quick quote (spec: 001 §5, §9)', () => {
  it('takes digits only and clamps the price to 10,000..200,000 on blur', () => {
    expect(digitsOnly('$32,500')).toBe('32500');
    expect(clampQuickQuotePrice('5000')).toBe(10_000);
    expect(clampQuickQuotePrice('250000')).toBe(200_000);
    expect(clampQuickQuotePrice('45,000')).toBe(45_000);
    expect(clampQuickQuotePrice('')).toBe(30_000);
    expect(clampQuickQuoteTerm(0)).toBe(1);
    expect(clampQuickQuoteTerm(9)).toBe(7);
  });

  it('sends the phone as digits, a leading 61 made 0', () => {
    expect(partnerPhone('+61 412 345 678')).toBe('0412345678');
    expect(partnerPhone('0412 345 678')).toBe('0412345678');
  });

  it('shows weekly × 4.33 as the monthly figure', () => {
    expect(monthlyFromWeekly(100)).toBe(433);
  });

  it('quotes only in-stock cars, not sold or reserved, priced above 200', () => {
    const car = { status: 'in_stock', sold_at: null, reserved: false, price: 201 };
    expect(isQuoteEligible(car)).toBe(true);
    expect(isQuoteEligible({ ...car, price: 200 })).toBe(false);
    expect(isQuoteEligible({ ...car, reserved: true })).toBe(false);
    expect(isQuoteEligible({ ...car, sold_at: '2026-11-20T00:00:00Z' })).toBe(false);
    expect(isQuoteEligible({ ...car, status: 'sold' })).toBe(false);
    expect(isQuoteEligible({ ...car, status: 'coming_soon' })).toBe(false);
  });

  it('quotes no Test Drive Only car: it offers a test drive instead of finance', () => {
    const car = { status: 'in_stock', sold_at: null, reserved: false, price: 30_000 };
    expect(isQuoteEligible({ ...car, tag: 'Test Drive Only' })).toBe(false);
    expect(isQuoteEligible({ ...car, tag: ' test drive only ' })).toBe(false);
    expect(isQuoteEligible({ ...car, tag: 'Runout' })).toBe(true);
  });
});

describe('the quote disclaimer (spec: 001 §9)', () => {
  it('states the quote’s loan and shows the finance-enquiry contact phone', () => {
    const text = quoteDisclaimer(5, '1300 975 711');
    expect(text).toContain('5 year term, 10% deposit, 30% final payment (balloon), monthly repayments.');
    expect(text).toMatch(/For finance enquiries call 1300 975 711\.$/);
    expect(quoteDisclaimer(5, null)).not.toContain('enquiries');
  });
});
