// Business constants of stock search, each named once with the spec section it comes from.
// Limits marked "platform" are not in the spec: they keep an untrusted request small.

/** Cars per results page (spec: 000 §9 "Page size for search, offers and directory: 21"; 001 §9). */
export const SEARCH_PAGE_SIZE = 21;

/** Typing in the search box waits this long before searching (spec: 000 §5). */
export const SEARCH_TYPING_DEBOUNCE_MS = 300;

/** A slider waits this long after the last change before refining (spec: 000 §5). */
export const SLIDER_DEBOUNCE_MS = 400;

/** Search results kept in memory; the oldest entry is evicted beyond this (spec: 000 §7 "Search"). */
export const SEARCH_CACHE_SIZE = 10;

/** Directory searches kept in the isolate; the oldest entry is evicted beyond this (spec: 000 §9 "Directory cache: 10 entries"). */
export const DIRECTORY_CACHE_SIZE = 10;

/** Searches remembered on the device (spec: 001 §3 "Search history", §9 "Search history: last 5"). */
export const SEARCH_HISTORY_SIZE = 5;

/** Makes listed before "Show all makes" is pressed (spec: 000 §2 "Car search listing"). */
export const MAKES_SHOWN_FIRST = 7;

/** Slider range when the search answers no facet stats (spec: 000 §5 "default range 0 to 100000"). */
export const SLIDER_DEFAULT_MIN = 0;
/** Slider range when the search answers no facet stats (spec: 000 §5 "default range 0 to 100000"). */
export const SLIDER_DEFAULT_MAX = 100_000;

/** A slider step is about this share of its range (spec: 000 §5 "step about 1% of the range"). */
export const SLIDER_STEP_SHARE = 0.01;

/** Price and km slider values round to this (spec: 000 §5 "round to the nearest 1000"). */
export const SLIDER_ROUNDING = 1000;

/** The City facet lists at most this many values by default (spec: 001 §9 "City facet limit 20"). */
export const CITY_FACET_LIMIT = 20;
/** The Dealership facet lists at most this many values by default (spec: 001 §9 "dealership facet limit 40"). */
export const DEALERSHIP_FACET_LIMIT = 40;
/**
 * The paths a site's stock search lives under: `/search/…`, or `/used-car/…` on a site that uses that
 * prefix instead (spec: 001 §2 "One dealership variant uses the prefix /used-car/... instead of /search/.").
 */
export const SEARCH_PATH_PREFIXES = ['/search', '/used-car'] as const;
export type SearchPathPrefix = (typeof SEARCH_PATH_PREFIXES)[number];

/** Where Clear Filters goes on the no-results card by default (spec: 000 §2 "default /special-offers"). */
export const DEFAULT_CLEAR_FILTERS_PATH = '/special-offers';

/** The search index name; sort options are `${SEARCH_INDEX}:field:direction` (spec: 001 §7 `sortBy`). */
export const SEARCH_INDEX = 'Car_production';
/** Ascending price, the sort that may add `price > 0` (spec: 000 §5); here, zod-free, for islands to send. */
export const PRICE_ASCENDING_SORT_BY = `${SEARCH_INDEX}:price:asc` as const;

/** Platform: longest text query accepted. */
export const MAX_QUERY_LENGTH = 200;
/** Platform: longest single refinement value (a make, a colour, a feature name …). */
export const MAX_REFINEMENT_VALUE_LENGTH = 100;
/** Platform: most values refined on one attribute at once. */
export const MAX_REFINEMENT_VALUES = 50;
/** Platform: highest page a request may ask for (21 × 1000 cars is beyond any dealer's stock). */
export const MAX_SEARCH_PAGE = 1000;
/** Platform: longest `min:max` range text. */
export const MAX_RANGE_TEXT_LENGTH = 41;
/** Platform: longest search query string the URL parser reads; the rest is ignored. */
export const MAX_SEARCH_URL_LENGTH = 8192;
