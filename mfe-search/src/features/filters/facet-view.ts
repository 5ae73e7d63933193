import {
  certifiedFacetValues,
  type FacetValueCount,
  type FragmentSiteSettings,
  formatPrice,
  makesToShow,
  type RefinementListAttribute,
  readRangeText,
  refine,
  type SearchResponse,
  type SearchRouteMatch,
  type SearchState,
  searchHref,
} from '@forecourt/shared';
import { conditionLabel } from '../listing/card-view';

// Server side and the lazy search controller only (the island imports the types). The filters
// sidebar's facet lists: every value with its count, whether it is refined, and the link that toggles
// it, so each value works as a plain link without JavaScript (spec: 000 §2 "Filters sidebar", "Make
// lists show the first 7 makes until Show all makes is pressed"; §5 certified-only).

/** The site's facet limits (tenant `search.facetLimits`). */
export type FacetLimits = FragmentSiteSettings['search']['facetLimits'];

/** One value of a facet list. */
export interface FacetValueView {
  value: string;
  label: string;
  count: number;
  selected: boolean;
  /** The search with this value toggled. */
  href: string;
}

/** A facet list of the sidebar. */
export interface FacetView {
  attribute: RefinementListAttribute;
  label: string;
  values: FacetValueView[];
  /** Values behind "Show all makes" (the makes after the first 7); empty for other facets. */
  more: FacetValueView[];
  /** Whether its group starts open: the main facets, and any facet with a refined value. */
  open: boolean;
}

/** The label of the button that shows the makes after the first 7 (spec: 000 §2). */
export const SHOW_ALL_MAKES = 'Show all makes';

interface FacetConfig {
  attribute: RefinementListAttribute;
  label: string;
  /** How a value reads; default: as it is. */
  valueLabel?: (value: string) => string;
  /** Most values listed, from the site's facet limits (refined values always are). */
  limit?: (limits: FacetLimits) => number;
  /** Whether the facet shows for this search (default: whenever it has values). */
  shownFor?: (state: SearchState) => boolean;
  /** Orders the values; default: the API's order (most cars first). */
  order?: (a: FacetValueCount, b: FacetValueCount) => number;
  open?: boolean;
}

/**
 * A weekly price band as the sidebar says it (bands are `min:max` text, the last one open).
 * @example weeklyBandLabel('100:150') // "$100 – $150 /wk"
 * @example weeklyBandLabel('400:') // "$400+ /wk"
 */
export function weeklyBandLabel(value: string): string {
  const range = readRangeText(value);
  if (!range) return value;
  if (range.max === null) return `${formatPrice(range.min ?? 0)}+ /wk`;
  if (range.min === null || range.min <= 0) return `Under ${formatPrice(range.max)} /wk`;
  return `${formatPrice(range.min)} – ${formatPrice(range.max)} /wk`;
}

const CERTIFIED_LABELS: Readonly<Record<string, string>> = { true: 'Certified only', false: 'Not certified' };

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
const refines = (state: SearchState, attribute: RefinementListAttribute) =>
  (state.refinementList[attribute]?.length ?? 0) > 0;

/** The facet lists in sidebar order. Models show once a make is chosen (a list of every model helps no one). */
const FACETS: readonly FacetConfig[] = [
  { attribute: 'car_type', label: 'Condition', valueLabel: conditionLabel, open: true },
  { attribute: 'make', label: 'Make', open: true },
  {
    attribute: 'model',
    label: 'Model',
    open: true,
    shownFor: (state) => refines(state, 'make') || refines(state, 'model'),
  },
  { attribute: 'body', label: 'Body Type', open: true },
  { attribute: 'item_type', label: 'Vehicle Type', valueLabel: capitalised },
  { attribute: 'transmission', label: 'Transmission' },
  { attribute: 'fuel', label: 'Fuel Type' },
  { attribute: 'drive', label: 'Drive Type' },
  { attribute: 'colour', label: 'Colour' },
  {
    attribute: 'seats',
    label: 'Seats',
    valueLabel: (value) => `${value} seats`,
    order: (a, b) => Number(a.value) - Number(b.value),
  },
  {
    attribute: 'weekly_price_range',
    label: 'Weekly Repayment',
    valueLabel: weeklyBandLabel,
    order: (a, b) => (readRangeText(a.value)?.min ?? 0) - (readRangeText(b.value)?.min ?? 0),
  },
  { attribute: 'dealership_name', label: 'Dealership', limit: (limits) => limits.dealership },
  { attribute: 'city', label: 'City', limit: (limits) => limits.city },
  { attribute: 'certified', label: 'Certified Pre-Owned', valueLabel: (value) => CERTIFIED_LABELS[value] ?? value },
];

/** The values to list: the API's, with refined values it did not answer (count 0) so they can be un-ticked. */
function valuesOf(answered: readonly FacetValueCount[], selected: readonly string[]): FacetValueCount[] {
  const missing = selected.filter((value) => !answered.some((facet) => facet.value === value));
  return [...answered, ...missing.map((value) => ({ value, count: 0 }))];
}

/** What the facet views need beyond the state and the answer. */
export interface FacetViewContext {
  route: Pick<SearchRouteMatch, 'pathname' | 'state'>;
  features: Pick<FragmentSiteSettings['features'], 'certifiedOnly'>;
  /** The site's City and Dealership facet limits (spec: 001 §9; 20 and 40 by default). */
  facetLimits: FacetLimits;
}

/**
 * The sidebar's facet lists for a search and its answer: facets without values are left out.
 * @example facetViews(state, response, { route, features, facetLimits })[1]?.label // "Make"
 */
export function facetViews(
  state: SearchState,
  response: Pick<SearchResponse, 'facets'>,
  context: FacetViewContext,
): FacetView[] {
  const toValue =
    (config: FacetConfig) =>
    (facet: FacetValueCount): FacetValueView => {
      const selected = state.refinementList[config.attribute]?.includes(facet.value) ?? false;
      const toggled = refine(state, { type: 'toggleRefinement', attribute: config.attribute, value: facet.value });
      return {
        value: facet.value,
        label: config.valueLabel?.(facet.value) ?? facet.value,
        count: facet.count,
        selected,
        href: searchHref(toggled, context.route),
      };
    };

  const views: FacetView[] = [];
  for (const config of FACETS) {
    if (config.shownFor && !config.shownFor(state)) continue;
    const selected = state.refinementList[config.attribute] ?? [];
    let values = valuesOf(response.facets[config.attribute] ?? [], selected);
    // spec: 000 §5 "The certified filter hides false values when certified-only is configured".
    if (config.attribute === 'certified') values = certifiedFacetValues(values, context.features);
    if (config.order) values = [...values].sort(config.order);
    if (config.limit !== undefined) {
      const limit = config.limit(context.facetLimits);
      values = values.filter((facet, index) => index < limit || selected.includes(facet.value));
    }
    if (values.length === 0) continue;
    const shown = config.attribute === 'make' ? makesToShow(values, false).shown : values;
    const more = values.slice(shown.length);
    views.push({
      attribute: config.attribute,
      label: config.label,
      values: shown.map(toValue(config)),
      more: more.map(toValue(config)),
      open: Boolean(config.open) || selected.length > 0,
    });
  }
  return views;
}
