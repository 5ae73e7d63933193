import type { PriceComparison } from '@forecourt/shared/vehicle/api';
import { describe, expect, it } from 'vitest';
import { priceComparisonOf } from './view';

const RESULT: PriceComparison = {
  fill: 0.4567,
  listing_price: 52990,
  market_range_min: 50000,
  market_range_max: 58000,
  confidence: 0.8,
  description: '  This car is priced below the market average. ',
};

describe('priceComparisonOf', () => {
  it('formats the prices, the fill as a percentage with one decimal, and trims the description', () => {
    expect(priceComparisonOf(RESULT)).toEqual({
      listingPrice: 52990,
      listingPriceText: '$52,990',
      marketMin: '$50,000',
      marketMax: '$58,000',
      fillPercent: 45.7,
      description: 'This car is priced below the market average.',
      marketPosition: null,
    });
  });

  it('says where the price sits among the similar cars on the site (issue 31)', () => {
    const position = (averageGap: number, dearerCount: number) =>
      priceComparisonOf(RESULT, { dearerCount, comparedWith: 6, averageGap })?.marketPosition;
    expect(position(-1_200, 4)).toBe(
      'Priced $1,200 below the average of the 6 similar cars on this site: 4 of them cost more.',
    );
    expect(position(2_500, 1)).toBe(
      'Priced $2,500 above the average of the 6 similar cars on this site: 1 of them costs more.',
    );
    expect(position(-200, 0)).toBe(
      'Priced about the same as the average of the 6 similar cars on this site: none of them costs more.',
    );
  });

  it('has none when the rule hides the panel (spec: 000 §5)', () => {
    expect(priceComparisonOf(null)).toBeNull();
    expect(priceComparisonOf({ ...RESULT, confidence: 0.1 })).toBeNull();
    expect(priceComparisonOf({ ...RESULT, description: null })).toBeNull();
    expect(priceComparisonOf({ ...RESULT, market_range_max: 50000 })).toBeNull();
  });
});
