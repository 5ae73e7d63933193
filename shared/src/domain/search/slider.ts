import { SLIDER_DEFAULT_MAX, SLIDER_DEFAULT_MIN, SLIDER_ROUNDING, SLIDER_STEP_SHARE } from './constants';
import { formatRangeText, type RangeAttribute, type RangeValue, readRangeText } from './search-state';

// Range sliders (spec: 000 §5 "Price slider"; 001 §4 "Price range slider"; 000 §8 "Slider refinement
// error"). Two paths: what the shopper drags or types is rounded and clamped into the range
// (normaliseSliderValues, moveSliderThumb); a refinement asked for outside the range is refused with
// a reason the caller logs (refineSlider), as InstantSearch's range connector does.

/** The range a slider spans: the facet stats of the current results, or 0–100000 without them. */
export interface SliderBounds {
  min: number;
  max: number;
}

/** A slider's two thumbs. */
export interface SliderValues {
  min: number;
  max: number;
}

/** Attributes whose slider values round to the nearest 1000 (spec: 000 §5 "for price and km"). */
export const ROUNDED_SLIDER_ATTRIBUTES: readonly RangeAttribute[] = ['price', 'km'];

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
 * The slider step: about 1% of the range, whole numbers, and for price and km a multiple of 1000 (at
 * least 1000), so a step never lands between two rounded values.
 * @example sliderStep('price', { min: 0, max: 100000 }) // 1000
 * @example sliderStep('year', { min: 2005, max: 2025 }) // 1
 */
export function sliderStep(attribute: RangeAttribute, bounds: SliderBounds): number {
  const share = (bounds.max - bounds.min) * SLIDER_STEP_SHARE;
  if (ROUNDED_SLIDER_ATTRIBUTES.includes(attribute)) {
    return Math.max(SLIDER_ROUNDING, Math.round(share / SLIDER_ROUNDING) * SLIDER_ROUNDING);
  }
  return Math.max(1, Math.round(share));
}

/**
 * Rounds a slider value: price and km to the nearest 1000 (spec: 000 §5), others to a whole number (their
 * step is whole, and the range text stays short).
 * @example roundSliderValue('price', 23_499) // 23000
 * @example roundSliderValue('year', 2019.6) // 2020
 */
export function roundSliderValue(attribute: RangeAttribute, value: number): number {
  if (!ROUNDED_SLIDER_ATTRIBUTES.includes(attribute)) return Math.round(value);
  return Math.round(value / SLIDER_ROUNDING) * SLIDER_ROUNDING;
}

/** Keeps a value inside the bounds. */
export function clampToBounds(value: number, bounds: SliderBounds): number {
  return Math.min(bounds.max, Math.max(bounds.min, value));
}

/**
 * Clamps then rounds; a value at (or past) a bound stays exactly on it, so the ends of a range are
 * reachable even when they are not multiples of 1000.
 */
function settle(attribute: RangeAttribute, value: number, bounds: SliderBounds): number {
  if (value <= bounds.min) return bounds.min;
  if (value >= bounds.max) return bounds.max;
  return clampToBounds(roundSliderValue(attribute, value), bounds);
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

/**
 * What the shopper typed or dragged, settled: non-numbers fall back to the bound, values rounded (price,
 * km) and clamped, and min ≤ max (a min above the max is brought down to it).
 * @example normaliseSliderValues('price', { min: 23_400, max: 250_000 }, { min: 0, max: 100_000 }) // { min: 23000, max: 100000 }
 */
export function normaliseSliderValues(
  attribute: RangeAttribute,
  values: SliderValues,
  bounds: SliderBounds,
): SliderValues {
  const max = settle(attribute, Number.isFinite(values.max) ? values.max : bounds.max, bounds);
  const min = settle(attribute, Number.isFinite(values.min) ? values.min : bounds.min, bounds);
  return { min: Math.min(min, max), max };
}

/**
 * Moves one thumb: rounded, clamped to the range, and stopped at the other thumb (the lower cannot pass
 * the upper and the upper cannot drop below the lower; spec: 000 §5, 001 §4).
 * @example moveSliderThumb('price', 'min', 80_000, { min: 0, max: 60_000 }, { min: 0, max: 100_000 }) // { min: 60000, max: 60000 }
 */
export function moveSliderThumb(
  attribute: RangeAttribute,
  thumb: 'min' | 'max',
  value: number,
  current: SliderValues,
  bounds: SliderBounds,
): SliderValues {
  if (!Number.isFinite(value)) return current;
  const settled = settle(attribute, value, bounds);
  return thumb === 'min'
    ? { min: Math.min(settled, current.max), max: current.max }
    : { min: current.min, max: Math.max(settled, current.min) };
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
  const settledMin = min === null ? null : settle(attribute, min, bounds);
  const settledMax = max === null ? null : settle(attribute, max, bounds);
  return {
    ok: true,
    range: formatRangeText({
      min: settledMin === null || settledMin <= bounds.min ? null : settledMin,
      max: settledMax === null || settledMax >= bounds.max ? null : settledMax,
    }),
  };
}
