import { SLIDER_DEFAULT_MAX, SLIDER_DEFAULT_MIN } from './constants';
import { formatRangeText, type RangeAttribute, type RangeValue, readRangeText } from './search-state';
import { clampToBounds, type SliderBounds, type SliderValues, settleSliderValue } from './slider-thumbs';

export * from './slider-thumbs';

// Range sliders (spec: 000 §5 "Price slider"; 001 §4 "Price range slider"; 000 §8 "Slider refinement
// error"). Two paths: what the shopper drags or types is rounded and clamped into the range
// (normaliseSliderValues, moveSliderThumb); a refinement asked for outside the range is refused with
// a reason the caller logs (refineSlider), as InstantSearch's range connector does.

/** The slider range without facet stats (spec: 000 §5). */
export const DEFAULT_SLIDER_BOUNDS: SliderBounds = { min: SLIDER_DEFAULT_MIN, max: SLIDER_DEFAULT_MAX };

/**
 * The slider's range: the facet stats when they are usable numbers, else 0–100000 (spec: 000 §5).
 * @example sliderBounds({ min: 4990, max: 89990 }) // { min: 4990, max: 89990 }
 * @example sliderBounds(undefined) // { min: 0, max: 100000 }
 */
export function sliderBounds(stats: { min: number; max: number } | null | undefined): SliderBounds {
  if (!stats || !Number.isFinite(stats.min) || !Number.isFinite(stats.max) || stats.min > stats.max) {
    return { ...DEFAULT_SLIDER_BOUNDS };
  }
  return { min: stats.min, max: stats.max };
}

/**
 * The thumbs a `min:max` text stands for: an empty (or unreadable) side falls back to its bound, and
 * both are clamped to the range (spec: 000 §5).
 * @example sliderValuesFromText(':50000', { min: 0, max: 100000 }) // { min: 0, max: 50000 }
 */
export function sliderValuesFromText(text: string | undefined, bounds: SliderBounds): SliderValues {
  const range = text === undefined ? null : readRangeText(text);
  const min = clampToBounds(range?.min ?? bounds.min, bounds);
  const max = clampToBounds(range?.max ?? bounds.max, bounds);
  return min <= max ? { min, max } : { min: max, max: min };
}

/** Why a slider refinement was refused (spec: 000 §8 "refining below or above the range is ignored with a log"). */
export type SliderRefusal = 'not-a-number' | 'below-range' | 'above-range' | 'min-above-max';

/** A slider refinement: the range text to refine with (null: no range), or why it was refused. */
export type SliderRefinement =
  | { ok: true; range: string | null }
  | { ok: false; reason: SliderRefusal; message: string };

/**
 * The `min:max` text to refine a range with. Values are rounded (price, km) and clamped; a side at its
 * bound is left open, so the refinement does not cut off cars when the stats widen. A value below or
 * above the range, or min above max, is refused with the reason for the caller to log.
 * @example refineSlider('price', { min: 10_000, max: 100_000 }, { min: 0, max: 100_000 }) // { ok: true, range: '10000:' }
 * @example refineSlider('price', { min: -5, max: null }, { min: 0, max: 100_000 }).ok // false ('below-range')
 */
export function refineSlider(attribute: RangeAttribute, values: RangeValue, bounds: SliderBounds): SliderRefinement {
  const { min, max } = values;
  if ((min !== null && !Number.isFinite(min)) || (max !== null && !Number.isFinite(max))) {
    return { ok: false, reason: 'not-a-number', message: `${attribute}: the range must be numbers` };
  }
  if (min !== null && min < bounds.min) {
    return {
      ok: false,
      reason: 'below-range',
      message: `${attribute}: ${min} is below the range minimum ${bounds.min}`,
    };
  }
  if (max !== null && max > bounds.max) {
    return {
      ok: false,
      reason: 'above-range',
      message: `${attribute}: ${max} is above the range maximum ${bounds.max}`,
    };
  }
  if (min !== null && max !== null && min > max) {
    return { ok: false, reason: 'min-above-max', message: `${attribute}: minimum ${min} is above maximum ${max}` };
  }
  const settledMin = min === null ? null : settleSliderValue(attribute, min, bounds);
  const settledMax = max === null ? null : settleSliderValue(attribute, max, bounds);
  return {
    ok: true,
    range: formatRangeText({
      min: settledMin === null || settledMin <= bounds.min ? null : settledMin,
      max: settledMax === null || settledMax >= bounds.max ? null : settledMax,
    }),
  };
}
