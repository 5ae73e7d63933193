import { describe, expect, it } from 'vitest';
import { SAMPLE_PRICE_COMPARISON } from '../testing/sample-price-comparison';
import type { PriceComparison } from './api';
import {
  countUpPriceText,
  countUpValue,
  PRICE_COMPARISON_ANIMATION_MS,
  PRICE_COUNT_UP_MS,
  shownPriceComparison,
} from './price-comparison';

const RESULT = SAMPLE_PRICE_COMPARISON;

describe('shownPriceComparison (spec: 000 §5)', () => {
  it('shows a complete, confident comparison whose range reaches the listing price', () => {
    expect(shownPriceComparison(RESULT)).toEqual(RESULT);
    expect(shownPriceComparison({ ...RESULT, market_range_max: 52990 })).not.toBeNull();
    expect(shownPriceComparison({ ...RESULT, confidence: 0.21 })).not.toBeNull();
  });

  it('hides without an answer, or when any field is missing', () => {
    expect(shownPriceComparison(null)).toBeNull();
    for (const field of Object.keys(RESULT) as Array<keyof PriceComparison>) {
      expect(shownPriceComparison({ ...RESULT, [field]: null }), field).toBeNull();
    }
  });

  it('hides at a confidence of 0.2 or less', () => {
    expect(shownPriceComparison({ ...RESULT, confidence: 0.2 })).toBeNull();
    expect(shownPriceComparison({ ...RESULT, confidence: 0 })).toBeNull();
  });

  it('hides when the top of the market range is below the listing price', () => {
    expect(shownPriceComparison({ ...RESULT, market_range_max: 52989 })).toBeNull();
  });

  it('keeps a fill of 0 as a value, not as missing', () => {
    expect(shownPriceComparison({ ...RESULT, fill: 0 })?.fill).toBe(0);
  });
});

describe('the animation timings (spec: 000 §9)', () => {
  it('grows the bar over 2.5 s and counts the price up over 2 s', () => {
    expect(PRICE_COMPARISON_ANIMATION_MS).toBe(2500);
    expect(PRICE_COUNT_UP_MS).toBe(2000);
  });
});

describe('countUpValue', () => {
  it('starts at 0 and ends exactly on the target at 2 s', () => {
    expect(countUpValue(52990, 0)).toBe(0);
    expect(countUpValue(52990, 2000)).toBe(52990);
    expect(countUpValue(52990, 5000)).toBe(52990);
  });

  it('rises all the way, past halfway by the middle (easing out)', () => {
    const samples = [250, 500, 1000, 1500, 1900].map((ms) => countUpValue(52990, ms));
    expect(samples).toEqual([...samples].sort((a, b) => a - b));
    expect(countUpValue(52990, 1000)).toBeGreaterThan(52990 / 2);
    expect(countUpValue(52990, 1900)).toBeLessThan(52990);
  });

  it('shows the target at once for a zero duration', () => {
    expect(countUpValue(100, 0, 0)).toBe(100);
  });
});

describe('countUpPriceText', () => {
  it('writes the count-up in whole dollars, from $0 to the price', () => {
    expect(countUpPriceText(52990, 0)).toBe('$0');
    expect(countUpPriceText(52990, 2000)).toBe('$52,990');
    expect(countUpPriceText(52990, 1000)).toMatch(/^\$\d{2},\d{3}$/);
  });
});
