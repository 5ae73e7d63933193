import { SLIDER_ROUNDING, SLIDER_STEP_SHARE } from './constants';
import type { RangeAttribute } from './search-state';

// How a range slider's thumbs move (spec: 000 §5 "Price slider"; 001 §4 "Price range slider"): rounded,
// clamped and kept apart. zod-free (types only from search-state), so the search island bundles it.

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
 * The least distance between the two thumbs: one step, so the lower thumb cannot reach the upper
 * (spec: 001 §4 "lower thumb cannot reach the upper, upper cannot drop to the lower"), or the whole
 * range when it is narrower than a step.
 * @example sliderThumbGap('price', { min: 0, max: 100000 }) // 1000
 */
export function sliderThumbGap(attribute: RangeAttribute, bounds: SliderBounds): number {
  return Math.max(0, Math.min(sliderStep(attribute, bounds), bounds.max - bounds.min));
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
export function settleSliderValue(attribute: RangeAttribute, value: number, bounds: SliderBounds): number {
  if (value <= bounds.min) return bounds.min;
  if (value >= bounds.max) return bounds.max;
  return clampToBounds(roundSliderValue(attribute, value), bounds);
}

/**
 * What the shopper typed or dragged, settled: non-numbers fall back to the bound, values rounded (price,
 * km) and clamped, and the min at least `sliderThumbGap` below the max (brought down to it; the max
 * goes up instead when the min is already at its bound).
 * @example normaliseSliderValues('price', { min: 23_400, max: 250_000 }, { min: 0, max: 100_000 }) // { min: 23000, max: 100000 }
 */
export function normaliseSliderValues(
  attribute: RangeAttribute,
  values: SliderValues,
  bounds: SliderBounds,
): SliderValues {
  const gap = sliderThumbGap(attribute, bounds);
  const max = settleSliderValue(attribute, Number.isFinite(values.max) ? values.max : bounds.max, bounds);
  const min = settleSliderValue(attribute, Number.isFinite(values.min) ? values.min : bounds.min, bounds);
  if (max - min >= gap) return { min, max };
  const lowered = Math.max(bounds.min, Math.min(min, max) - gap);
  return { min: lowered, max: lowered + gap };
}

/**
 * Moves one thumb: rounded, clamped to the range, and stopped `sliderThumbGap` short of the other thumb
 * (the lower cannot reach the upper and the upper cannot drop to the lower; spec: 000 §5, 001 §4).
 * @example moveSliderThumb('price', 'min', 80_000, { min: 0, max: 60_000 }, { min: 0, max: 100_000 }) // { min: 59000, max: 60000 }
 */
export function moveSliderThumb(
  attribute: RangeAttribute,
  thumb: 'min' | 'max',
  value: number,
  current: SliderValues,
  bounds: SliderBounds,
): SliderValues {
  if (!Number.isFinite(value)) return current;
  const settled = settleSliderValue(attribute, value, bounds);
  const gap = sliderThumbGap(attribute, bounds);
  return thumb === 'min'
    ? { min: Math.max(bounds.min, Math.min(settled, current.max - gap)), max: current.max }
    : { min: current.min, max: Math.min(bounds.max, Math.max(settled, current.min + gap)) };
}
