import {
  type RangeAttribute,
  readRangeText,
  refine,
  type SearchResponse,
  type SearchRouteMatch,
  type SearchState,
  type SliderBounds,
  type SliderValues,
  searchHref,
  sliderBounds,
  sliderStep,
  sliderValuesFromText,
} from '@forecourt/shared';
import { type RangeUnit, rangeSummary } from './range-format';

// Server side and the lazy search controller only (the island imports the types). The sidebar's range
// sliders (spec: 000 §5 "Price slider: default range 0 to 100000 when there are no facet stats; step
// about 1% of the range; … Range values are stored as text min:max; an empty side falls back to the
// range bound"), from the shared slider rules.

/** A range slider of the sidebar. */
export interface RangeView {
  attribute: RangeAttribute;
  label: string;
  unit: RangeUnit;
  bounds: SliderBounds;
  step: number;
  /** The thumbs: the refined range, an empty side at its bound. */
  values: SliderValues;
  /** The thumbs as text, e.g. "$10,000 – $50,000". */
  summary: string;
  /** The search without this range; null when it is not refined. */
  clearHref: string | null;
}

/**
 * The sidebar's sliders. Price always shows (without stats it spans 0–100000, spec: 000 §5); the
 * others only over stats or a refinement of their own (0–100000 says nothing about years).
 */
const RANGES: ReadonlyArray<{ attribute: RangeAttribute; label: string; unit: RangeUnit; always: boolean }> = [
  { attribute: 'price', label: 'Price', unit: 'price', always: true },
  { attribute: 'km', label: 'Kilometres', unit: 'km', always: false },
  { attribute: 'year', label: 'Year', unit: 'year', always: false },
];

/**
 * The slider's range: the answer's facet stats (or 0–100000 without them), widened to hold a refined
 * range, so a refinement outside today's stock can still be seen and moved.
 * @example rangeBounds({ min: 5000, max: 90000 }, '1000:') // { min: 1000, max: 90000 }
 */
export function rangeBounds(stats: { min: number; max: number } | undefined, text: string | undefined): SliderBounds {
  const bounds = sliderBounds(stats);
  const refined = text === undefined ? null : readRangeText(text);
  return {
    min: Math.min(bounds.min, refined?.min ?? bounds.min),
    max: Math.max(bounds.max, refined?.max ?? bounds.max),
  };
}

/**
 * The sidebar's sliders (price, and kilometres and year where there are stats) for a search and its answer.
 * @example rangeViews(state, response, route)[0]?.step // 1000
 */
export function rangeViews(
  state: SearchState,
  response: Pick<SearchResponse, 'facetStats'>,
  route: Pick<SearchRouteMatch, 'pathname' | 'state'>,
): RangeView[] {
  return RANGES.flatMap(({ attribute, label, unit, always }) => {
    const text = state.range[attribute];
    const stats = response.facetStats[attribute];
    if (!always && !stats && text === undefined) return [];
    const bounds = rangeBounds(stats, text);
    const values = sliderValuesFromText(text, bounds);
    const view: RangeView = {
      attribute,
      label,
      unit,
      bounds,
      step: sliderStep(attribute, bounds),
      values,
      summary: rangeSummary(unit, values),
      clearHref:
        text === undefined ? null : searchHref(refine(state, { type: 'setRange', attribute, range: null }), route),
    };
    return [view];
  });
}
