import { describe, expect, it } from 'vitest';
import { rangeFill, toPriceComparison } from './comparison';

describe('rangeFill', () => {
  const range = { low: 28_000, high: 32_000 };

  it('places the price along the range', () => {
    expect(rangeFill(30_000, range)).toBe(0.5);
    expect(rangeFill(29_000, range)).toBe(0.25);
  });

  it('clamps prices outside the range to its ends', () => {
    expect(rangeFill(20_000, range)).toBe(0);
    expect(rangeFill(40_000, range)).toBe(1);
  });

  it('is null without a price or a range with a width', () => {
    expect(rangeFill(null, range)).toBeNull();
    expect(rangeFill(30_000, null)).toBeNull();
    expect(rangeFill(30_000, { low: 30_000, high: 30_000 })).toBeNull();
  });
});

describe('toPriceComparison', () => {
  it('maps every figure of the guide', () => {
    const comparison = toPriceComparison(30_000, {
      range: { low: 28_000, high: 32_000 },
      confidence: 0.8,
      summary: 'Priced in line with the market for a 2022 Toyota Corolla.',
    });
    expect(comparison).toEqual({
      fill: 0.5,
      listing_price: 30_000,
      market_range_min: 28_000,
      market_range_max: 32_000,
      confidence: 0.8,
      description: 'Priced in line with the market for a 2022 Toyota Corolla.',
    });
  });

  it('keeps nulls where the guide has no range', () => {
    expect(toPriceComparison(30_000, { range: null, confidence: 0.1, summary: null })).toEqual({
      fill: null,
      listing_price: 30_000,
      market_range_min: null,
      market_range_max: null,
      confidence: 0.1,
      description: null,
    });
  });

  it('has no listing price for a car priced on enquiry, and nothing without figures', () => {
    expect(toPriceComparison(0, null)).toEqual({
      fill: null,
      listing_price: null,
      market_range_min: null,
      market_range_max: null,
      confidence: null,
      description: null,
    });
  });
});
