import {
  collapseSoldRuns,
  type FragmentSiteSettings,
  hasFilters,
  refine,
  type SearchResponse,
  type SearchRouteKind,
  type SearchState,
  SORT_OPTIONS,
  type SortBy,
  searchHref,
} from '@forecourt/shared';
import { type FacetLimits, type FacetView, facetViews } from '../filters/facet-view';
import { type RangeView, rangeViews } from '../filters/range-view';
import { type CardSettings, type CardView, toCardView } from '../listing/card-view';
import { type ListingItem, type PromoPlacement, withPromo } from '../listing/promo-placement';
import { type PaginationView, paginationView } from '../pagination/pagination-view';

// Server side and the lazy search controller only: the island imports this file's types, never its
// values (they pull in the domain package and zod, which the first page load must not download).
//
// The search page's view: what the page shows for one search and its answer, already formatted and
// with every link written, so the island renders from its props alone and every filter, sort and page
// works as a plain link or a GET form without JavaScript. The fragment Worker builds the first view;
// the browser's search controller builds the next ones from the same function.

/** The search route the page was opened on: links keep it when they can (`/search/used-cars?page=2`). */
export interface SearchRoute {
  kind: SearchRouteKind;
  pathname: string;
  /** The state the route stands for (e.g. car_type used). */
  state: SearchState;
}

/** The site's settings the listing reads, and this page view's promo placement. */
export interface ListingSettings extends CardSettings {
  clearFiltersPath: string;
  resultCacheSize: number;
  facetLimits: FacetLimits;
  promo: PromoPlacement | null;
  certifiedOnly: boolean;
  /** Whether the site lets a signed-in shopper save a search (issue 31: `search.savedSearchesPerShopper` above 0). */
  saveSearch: boolean;
}

/** What stays the same for every search on this page view. */
export interface SearchContext {
  route: SearchRoute;
  /** The page's heading for the route, e.g. "Used Cars for Sale". */
  title: string;
  settings: ListingSettings;
}

/** One block of the filters sidebar, in sidebar order. */
export type FilterView = { kind: 'facet'; facet: FacetView } | { kind: 'range'; range: RangeView };

/** The JS-off search form: where it goes and the state it carries besides the query and the sort. */
export interface SearchFormView {
  action: string;
  fields: Array<{ name: string; value: string }>;
}

/** The page for one search. */
export interface SearchView {
  state: SearchState;
  /** This search's URL (InstantSearch's format, relative to the route when it can be). */
  href: string;
  count: number;
  /** "124 cars found" — the live region's text. */
  countText: string;
  /** "Show Me 124 Cars" (spec: 000 §2). */
  showMeText: string;
  filters: FilterView[];
  sort: { value: SortBy; options: Array<{ value: SortBy; label: string }> };
  form: SearchFormView;
  /** The cards (sold runs collapsed) with the promo card in its cells. */
  items: ListingItem<CardView>[];
  pagination: PaginationView | null;
  /** Clears every facet and range (the query and sort stay); null when nothing is refined. */
  clearRefinementsHref: string | null;
}

const COUNT = new Intl.NumberFormat('en-AU');
const CAR_TYPE_TITLES: Readonly<Record<string, string>> = {
  'new-cars': 'New Cars',
  'demo-cars': 'Demo Cars',
  'used-cars': 'Used Cars',
  'new-and-demo-cars': 'New and Demo Cars',
  'new-used-and-demo-cars': 'New, Used and Demo Cars',
};

/**
 * The page heading for a search route.
 * @example searchTitle({ kind: 'car-type', pathname: '/search/used-cars', state }) // "Used Cars for Sale"
 * @example searchTitle({ kind: 'make-model', pathname: '/search/toyota/hilux', state }) // "Toyota HiLux for Sale"
 */
export function searchTitle(route: SearchRoute): string {
  const first = (attribute: keyof SearchState['refinementList']) => route.state.refinementList[attribute]?.[0] ?? '';
  switch (route.kind) {
    case 'all':
      return 'Cars for Sale';
    case 'car-type':
      return `${CAR_TYPE_TITLES[route.pathname.split('/').pop() ?? ''] ?? 'Cars'} for Sale`;
    case 'make':
      return `${first('make')} Cars for Sale`;
    case 'make-model':
      return `${first('make')} ${first('model')} for Sale`;
    case 'body':
      return `${first('body')} for Sale`;
    case 'dealership':
      return `Cars for Sale at ${first('dealership_name')}`;
  }
}

/**
 * How many cars, in words.
 * @example countText(1234) // "1,234 cars found"
 */
export function countText(count: number): string {
  return count === 1 ? '1 car found' : `${COUNT.format(count)} cars found`;
}

/**
 * The Show Me N Cars button's text (spec: 000 §2).
 * @example showMeText(1) // "Show Me 1 Car"
 */
export function showMeText(count: number): string {
  return count === 1 ? 'Show Me 1 Car' : `Show Me ${COUNT.format(count)} Cars`;
}

/**
 * The listing's settings from the site's fragment settings, with this page view's promo placement and
 * the dealerships' overrides the loader read.
 * @example listingSettings(tenant.settings, tenant.soldTagText ?? 'JUST SOLD', promoPlacement(…))
 */
export function listingSettings(
  settings: FragmentSiteSettings,
  soldTagText: string,
  promo: PromoPlacement | null,
  dealershipOverrides: CardSettings['dealershipOverrides'] = {},
): ListingSettings {
  return {
    features: settings.features,
    justArrivedDays: settings.justArrivedDays,
    soldTagText,
    financeLink: settings.financeLink,
    financeButtonLabel: settings.financeRules?.cardButtonLabel,
    dealershipOverrides,
    clearFiltersPath: settings.search.clearFiltersPath,
    resultCacheSize: settings.search.resultCacheSize,
    facetLimits: settings.search.facetLimits,
    promo,
    certifiedOnly: settings.features.certifiedOnly,
    saveSearch: settings.search.savedSearchesPerShopper > 0,
  };
}

/** The facets before the sliders: condition, make, model (the rest follow the sliders). */
const LEADING_FACETS = new Set(['car_type', 'make', 'model']);

function formOf(href: string): SearchFormView {
  const url = new URL(href, 'https://site.invalid');
  const fields = [...url.searchParams]
    .filter(([name]) => name !== 'query' && name !== 'sortBy' && name !== 'page')
    .map(([name, value]) => ({ name, value }));
  return { action: url.pathname, fields };
}

/**
 * The page for a search and the API's answer, at `now` (tags such as Just Arrived depend on it).
 * @example buildSearchView(state, response, context, new Date()).countText // "21 cars found"
 */
export function buildSearchView(
  state: SearchState,
  response: SearchResponse,
  context: SearchContext,
  now: Date,
): SearchView {
  const { route, settings } = context;
  const facets = facetViews(state, response, { route, features: settings.features, facetLimits: settings.facetLimits });
  const ranges = rangeViews(state, response, route);
  const filters: FilterView[] = [
    ...facets
      .filter((facet) => LEADING_FACETS.has(facet.attribute))
      .map((facet) => ({ kind: 'facet' as const, facet })),
    ...ranges.map((range) => ({ kind: 'range' as const, range })),
    ...facets
      .filter((facet) => !LEADING_FACETS.has(facet.attribute))
      .map((facet) => ({ kind: 'facet' as const, facet })),
  ];
  const href = searchHref(state, route);
  const refined = hasFilters({ ...state, query: '' });
  const cards = collapseSoldRuns(response.hits).map((hit) => toCardView(hit, settings, now));
  return {
    state,
    href,
    count: response.count,
    countText: countText(response.count),
    showMeText: showMeText(response.count),
    filters,
    sort: { value: state.sortBy, options: SORT_OPTIONS.map(({ value, label }) => ({ value, label })) },
    form: formOf(href),
    items: withPromo(cards, settings.promo?.positions ?? []),
    pagination: paginationView(state, response.pages, route),
    clearRefinementsHref: refined ? searchHref(refine(state, { type: 'clearRefinements' }), route) : null,
  };
}
