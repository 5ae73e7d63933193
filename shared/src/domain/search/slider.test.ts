import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampToBounds,
  DEFAULT_SLIDER_BOUNDS,
  moveSliderThumb,
  normaliseSliderValues,
  refineSlider,
  roundSliderValue,
  sliderBounds,
  sliderStep,
  sliderThumbGap,
  sliderValuesFromText,
} from './slider';

const PRICE = { min: 0, max: 100_000 };

describe('sliderBounds', () => {
  it('is 0–100000 without facet stats (spec: 000 §5)', () => {
    expect(sliderBounds(undefined)).toEqual({ min: 0, max: 100_000 });
    expect(sliderBounds(null)).toEqual(DEFAULT_SLIDER_BOUNDS);
  });
  it('uses facet stats that are usable', () => {
    expect(sliderBounds({ min: 4990, max: 89_990 })).toEqual({ min: 4990, max: 89_990 });
    expect(sliderBounds({ min: 2019, max: 2019 })).toEqual({ min: 2019, max: 2019 });
  });
  it('falls back to the default for stats that are not', () => {
    expect(sliderBounds({ min: Number.NaN, max: 5 })).toEqual(DEFAULT_SLIDER_BOUNDS);
    expect(sliderBounds({ min: 0, max: Number.POSITIVE_INFINITY })).toEqual(DEFAULT_SLIDER_BOUNDS);
    expect(sliderBounds({ min: 9, max: 1 })).toEqual(DEFAULT_SLIDER_BOUNDS);
  });
  it('does not hand out the shared default object', () => {
    const bounds = sliderBounds(null);
    bounds.max = 1;
    expect(sliderBounds(null).max).toBe(100_000);
  });
});

describe('sliderStep', () => {
  it('is about 1% of the range', () => {
    expect(sliderStep('price', PRICE)).toBe(1000);
    expect(sliderStep('km', { min: 0, max: 500_000 })).toBe(5000);
    expect(sliderStep('year', { min: 1925, max: 2025 })).toBe(1);
    expect(sliderStep('created_at_timestamp', { min: 0, max: 8_640_000 })).toBe(86_400);
  });
  it('is a multiple of 1000 (at least 1000) for price and km, whole (at least 1) otherwise', () => {
    expect(sliderStep('price', { min: 4990, max: 89_990 })).toBe(1000);
    expect(sliderStep('price', { min: 0, max: 1_260_000 })).toBe(13_000);
    expect(sliderStep('price', { min: 20_000, max: 20_000 })).toBe(1000);
    expect(sliderStep('year', { min: 2024, max: 2025 })).toBe(1);
    expect(sliderStep('subscription_price', { min: 100, max: 1350 })).toBe(13);
  });
});

describe('roundSliderValue', () => {
  it('rounds price and km to the nearest 1000 (spec: 000 §5)', () => {
    expect(roundSliderValue('price', 23_499)).toBe(23_000);
    expect(roundSliderValue('price', 23_500)).toBe(24_000);
    expect(roundSliderValue('km', 149_999)).toBe(150_000);
  });
  it('rounds other attributes to whole numbers only', () => {
    expect(roundSliderValue('year', 2019.6)).toBe(2020);
    expect(roundSliderValue('subscription_price', 149)).toBe(149);
  });
});

describe('sliderValuesFromText', () => {
  it('falls back to the bound on an empty side (spec: 000 §5)', () => {
    expect(sliderValuesFromText('10000:50000', PRICE)).toEqual({ min: 10_000, max: 50_000 });
    expect(sliderValuesFromText(':50000', PRICE)).toEqual({ min: 0, max: 50_000 });
    expect(sliderValuesFromText('10000:', PRICE)).toEqual({ min: 10_000, max: 100_000 });
    expect(sliderValuesFromText(undefined, PRICE)).toEqual(PRICE);
  });
  it('clamps to the range, and reads unreadable text as the whole range', () => {
    expect(sliderValuesFromText('-5000:250000', PRICE)).toEqual(PRICE);
    expect(sliderValuesFromText('150000:200000', PRICE)).toEqual({ min: 100_000, max: 100_000 });
    expect(sliderValuesFromText('cheap', PRICE)).toEqual(PRICE);
  });
});

describe('normaliseSliderValues', () => {
  it('rounds, clamps and keeps the lower value a step below the upper (spec: 001 §4)', () => {
    expect(normaliseSliderValues('price', { min: 23_400, max: 250_000 }, PRICE)).toEqual({ min: 23_000, max: 100_000 });
    expect(normaliseSliderValues('price', { min: 60_000, max: 40_000 }, PRICE)).toEqual({ min: 39_000, max: 40_000 });
    expect(normaliseSliderValues('price', { min: 0, max: 0 }, PRICE)).toEqual({ min: 0, max: 1000 });
    expect(normaliseSliderValues('price', { min: Number.NaN, max: Number.NaN }, PRICE)).toEqual(PRICE);
  });
  it('reaches bounds that are not multiples of 1000', () => {
    expect(normaliseSliderValues('price', { min: 4990, max: 89_990 }, { min: 4990, max: 89_990 })).toEqual({
      min: 4990,
      max: 89_990,
    });
  });
  it('always answers values inside the range with min ≤ max (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e7, max: 1e7 }),
        fc.nat(1e7),
        fc.double({ noNaN: false }),
        fc.double({ noNaN: false }),
        fc.constantFrom('price', 'km', 'year') as fc.Arbitrary<'price' | 'km' | 'year'>,
        (low, width, min, max, attribute) => {
          const bounds = { min: low, max: low + width };
          const values = normaliseSliderValues(attribute, { min, max }, bounds);
          expect(values.min).toBeGreaterThanOrEqual(bounds.min);
          expect(values.max).toBeLessThanOrEqual(bounds.max);
          expect(values.max - values.min).toBeGreaterThanOrEqual(sliderThumbGap(attribute, bounds));
        },
      ),
    );
  });
});

describe('sliderThumbGap', () => {
  it('is one step, or the whole range when that is narrower', () => {
    expect(sliderThumbGap('price', PRICE)).toBe(1000);
    expect(sliderThumbGap('year', { min: 2005, max: 2025 })).toBe(1);
    expect(sliderThumbGap('price', { min: 20_000, max: 20_500 })).toBe(500);
    expect(sliderThumbGap('price', { min: 20_000, max: 20_000 })).toBe(0);
  });
});

describe('moveSliderThumb', () => {
  const current = { min: 20_000, max: 60_000 };
  it('moves a thumb, rounded and clamped', () => {
    expect(moveSliderThumb('price', 'min', 31_200, current, PRICE)).toEqual({ min: 31_000, max: 60_000 });
    expect(moveSliderThumb('price', 'max', 130_000, current, PRICE)).toEqual({ min: 20_000, max: 100_000 });
    expect(moveSliderThumb('price', 'min', -1, current, PRICE)).toEqual({ min: 0, max: 60_000 });
  });
  it('stops the lower thumb a step below the upper and the upper a step above the lower (spec: 001 §4)', () => {
    expect(moveSliderThumb('price', 'min', 80_000, current, PRICE)).toEqual({ min: 59_000, max: 60_000 });
    expect(moveSliderThumb('price', 'min', 60_000, current, PRICE)).toEqual({ min: 59_000, max: 60_000 });
    expect(moveSliderThumb('price', 'max', 5000, current, PRICE)).toEqual({ min: 20_000, max: 21_000 });
    expect(moveSliderThumb('year', 'max', 2010, { min: 2015, max: 2020 }, { min: 2005, max: 2025 })).toEqual({
      min: 2015,
      max: 2016,
    });
  });
  it('ignores a value that is not a number', () => {
    expect(moveSliderThumb('price', 'min', Number.NaN, current, PRICE)).toBe(current);
  });
});

describe('refineSlider', () => {
  it('answers min:max text, rounded, with sides at a bound left open', () => {
    expect(refineSlider('price', { min: 10_400, max: 49_600 }, PRICE)).toEqual({ ok: true, range: '10000:50000' });
    expect(refineSlider('price', { min: 10_000, max: 100_000 }, PRICE)).toEqual({ ok: true, range: '10000:' });
    expect(refineSlider('price', { min: 0, max: 30_000 }, PRICE)).toEqual({ ok: true, range: ':30000' });
    expect(refineSlider('price', { min: 400, max: 99_600 }, PRICE)).toEqual({ ok: true, range: null });
    expect(refineSlider('km', { min: null, max: null }, PRICE)).toEqual({ ok: true, range: null });
    expect(refineSlider('year', { min: 2015, max: 2020 }, { min: 2005, max: 2025 })).toEqual({
      ok: true,
      range: '2015:2020',
    });
  });
  it('keeps a bound that is not a multiple of 1000, and clamps a value rounded past it', () => {
    const stats = { min: 4990, max: 89_990 };
    expect(refineSlider('price', { min: 4990, max: 89_990 }, stats)).toEqual({ ok: true, range: null });
    expect(refineSlider('price', { min: 5400, max: 89_600 }, stats)).toEqual({ ok: true, range: '5000:' });
    expect(refineSlider('price', { min: 5600, max: 89_400 }, stats)).toEqual({ ok: true, range: '6000:89000' });
  });
  it('refuses a refinement outside the range with a reason to log (spec: 000 §8)', () => {
    expect(refineSlider('price', { min: -1, max: null }, PRICE)).toMatchObject({ ok: false, reason: 'below-range' });
    expect(refineSlider('price', { min: null, max: 100_001 }, PRICE)).toMatchObject({
      ok: false,
      reason: 'above-range',
      message: 'price: 100001 is above the range maximum 100000',
    });
    expect(refineSlider('price', { min: 50_000, max: 40_000 }, PRICE)).toMatchObject({
      ok: false,
      reason: 'min-above-max',
    });
    expect(refineSlider('price', { min: Number.NaN, max: null }, PRICE)).toMatchObject({
      ok: false,
      reason: 'not-a-number',
    });
  });
});

describe('clampToBounds', () => {
  it('keeps a value inside the bounds', () => {
    expect(clampToBounds(-1, PRICE)).toBe(0);
    expect(clampToBounds(5, PRICE)).toBe(5);
    expect(clampToBounds(1e9, PRICE)).toBe(100_000);
  });
});
