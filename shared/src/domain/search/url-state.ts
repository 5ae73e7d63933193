import { MAX_REFINEMENT_VALUES, MAX_SEARCH_PAGE, MAX_SEARCH_URL_LENGTH } from './constants';
import {
  emptySearchState,
  isRangeAttribute,
  isRefinementListAttribute,
  isSortBy,
  RANGE_ATTRIBUTES,
  type RangeAttribute,
  RangeTextSchema,
  REFINEMENT_LIST_ATTRIBUTES,
  type RefinementListAttribute,
  RefinementValueSchema,
  RefinementValuesSchema,
  SearchPageSchema,
  SearchQuerySchema,
  type SearchState,
  type SearchStateInput,
  SearchStateSchema,
  type SortBy,
} from './search-state';

// Search state ⇄ URL query, in InstantSearch's routing format (spec: 000 §4 "URL parameters and the
// in-memory search state are synced both ways"): `query`, `page`, `sortBy`,
// `refinementList[make][0]=Toyota`, `range[price]=10000:50000`. Brackets are written literally and
// `:` is left unescaped so the URL stays readable; the parser also reads qs's encoded form
// (`refinementList%5Bmake%5D%5B0%5D`), `[]` and bare `refinementList[make]=` keys.
//
// A `base` state (the state a route such as /search/used-cars stands for) lets a URL carry only what
// differs from it: the parser starts from the base and each attribute named in the URL replaces the
// base's; the writer leaves out what equals the base.

const LIST_KEY = /^refinementList\[([a-z_]+)\](?:\[(\d{0,6})\])?$/;
const RANGE_KEY = /^range\[([a-z_]+)\]$/;
const PAGE_TEXT = /^\d{1,7}$/;

/** Percent-encodes a key or value, leaving `:` readable (it is allowed in a query, RFC 3986 §3.4). */
function encodePart(text: string): string {
  return encodeURIComponent(text).replace(/%3A/gi, ':');
}

/** Decodes a key or value as a form does (`+` is a space); null when the escapes are malformed. */
function decodePart(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

function sameValues(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/**
 * The URL query (without `?`) for a search state, in a stable order: query, refinement lists (spec
 * order), ranges, sortBy, page. Leaves out whatever equals `base` (by default: empty query, page 1, the
 * default sort, nothing refined).
 * @example stringifySearchState({ ...emptySearchState(), refinementList: { make: ['Toyota'] }, page: 2 })
 * // "refinementList[make][0]=Toyota&page=2"
 */
export function stringifySearchState(state: SearchState, base: SearchState = emptySearchState()): string {
  const parts: string[] = [];
  if (state.query !== base.query) parts.push(`query=${encodePart(state.query)}`);
  for (const attribute of REFINEMENT_LIST_ATTRIBUTES) {
    const values = state.refinementList[attribute];
    if (values === undefined || sameValues(values, base.refinementList[attribute])) continue;
    values.forEach((value, index) => {
      parts.push(`refinementList[${attribute}][${index}]=${encodePart(value)}`);
    });
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const text = state.range[attribute];
    if (text === undefined || text === base.range[attribute]) continue;
    parts.push(`range[${attribute}]=${encodePart(text)}`);
  }
  if (state.sortBy !== base.sortBy) parts.push(`sortBy=${encodePart(state.sortBy)}`);
  if (state.page !== base.page) parts.push(`page=${state.page}`);
  return parts.join('&');
}

/**
 * Whether `stringifySearchState(state, base)` can stand for `state`: a URL can replace the base's
 * refinements but cannot remove them, so every attribute the base refines must still be refined.
 * When false, link to the plain search path with the whole state instead.
 */
export function canStringifyOver(state: SearchState, base: SearchState): boolean {
  const lists = Object.keys(base.refinementList) as RefinementListAttribute[];
  const ranges = Object.keys(base.range) as RangeAttribute[];
  return (
    lists.every((attribute) => state.refinementList[attribute] !== undefined) &&
    ranges.every((attribute) => state.range[attribute] !== undefined)
  );
}

/** At most MAX_SEARCH_URL_LENGTH characters, cut at a `&` so no part is read half-way. */
function boundedQuery(text: string): string {
  if (text.length <= MAX_SEARCH_URL_LENGTH) return text;
  const cut = text.lastIndexOf('&', MAX_SEARCH_URL_LENGTH);
  return cut === -1 ? '' : text.slice(0, cut);
}

/**
 * Reads a search state from an untrusted URL query (with or without `?`). Never throws: a part that is
 * malformed, unknown or out of bounds is dropped, and the rest still applies. Parts absent from the URL
 * keep the `base` state's value.
 * @example parseSearchUrl('?refinementList%5Bmake%5D%5B0%5D=Toyota&range[price]=10000:50000&utm_source=x')
 * // { query: '', page: 1, sortBy: 'Car_production', refinementList: { make: ['Toyota'] }, range: { price: '10000:50000' } }
 */
export function parseSearchUrl(search: string, base: SearchState = emptySearchState()): SearchState {
  let query: string | undefined;
  let page: number | undefined;
  let sortBy: SortBy | undefined;
  const lists = new Map<RefinementListAttribute, Array<{ index: number; order: number; value: string }>>();
  const ranges = new Map<RangeAttribute, string | null>();

  const text = boundedQuery(search.replace(/^\?/, ''));
  text.split('&').forEach((part, order) => {
    const equals = part.indexOf('=');
    const key = decodePart(equals === -1 ? part : part.slice(0, equals));
    const value = decodePart(equals === -1 ? '' : part.slice(equals + 1));
    if (key === null || value === null) return;

    if (key === 'query') {
      const parsed = SearchQuerySchema.safeParse(value);
      if (parsed.success && query === undefined) query = parsed.data;
    } else if (key === 'page') {
      const parsed = PAGE_TEXT.test(value) ? SearchPageSchema.safeParse(Number(value)) : null;
      if (parsed?.success && page === undefined) page = parsed.data;
    } else if (key === 'sortBy') {
      if (isSortBy(value) && sortBy === undefined) sortBy = value;
    } else {
      const listKey = LIST_KEY.exec(key);
      if (listKey) {
        const [, attribute = '', index = ''] = listKey;
        const parsed = RefinementValueSchema.safeParse(value);
        if (!isRefinementListAttribute(attribute) || !parsed.success) return;
        const entries = lists.get(attribute) ?? [];
        // `[0]`, `[1]` … order the values; `[]` and bare keys keep their place in the URL.
        entries.push({ index: index === '' ? Number.MAX_SAFE_INTEGER : Number(index), order, value: parsed.data });
        lists.set(attribute, entries);
        return;
      }
      const rangeKey = RANGE_KEY.exec(key);
      if (rangeKey) {
        const [, attribute = ''] = rangeKey;
        const parsed = RangeTextSchema.safeParse(value);
        if (isRangeAttribute(attribute) && parsed.success && !ranges.has(attribute)) ranges.set(attribute, parsed.data);
      }
    }
  });

  const refinementList: SearchStateInput['refinementList'] = { ...base.refinementList };
  for (const [attribute, entries] of lists) {
    entries.sort((a, b) => a.index - b.index || a.order - b.order);
    // Too many values: keep the first ones rather than lose the attribute.
    const values = [...new Set(entries.map((entry) => entry.value))].slice(0, MAX_REFINEMENT_VALUES);
    refinementList[attribute] = RefinementValuesSchema.parse(values);
  }
  const range: Record<string, string | undefined> = { ...base.range };
  for (const [attribute, value] of ranges) range[attribute] = value ?? undefined;

  const state = SearchStateSchema.safeParse({
    query: query ?? base.query,
    page: page ?? base.page,
    sortBy: sortBy ?? base.sortBy,
    refinementList,
    range,
  });
  return state.success ? state.data : base;
}

/** What a shopper can change in the search, besides the page. */
export type SearchChange =
  /** Tick or untick one value of a facet list. */
  | { type: 'toggleRefinement'; attribute: RefinementListAttribute; value: string }
  /** Replace the values refined on a facet list (an empty list clears it). */
  | { type: 'setRefinements'; attribute: RefinementListAttribute; values: readonly string[] }
  /** Set a range as `min:max` text (see slider.ts), or clear it with null. */
  | { type: 'setRange'; attribute: RangeAttribute; range: string | null }
  | { type: 'setQuery'; query: string }
  | { type: 'setSortBy'; sortBy: SortBy }
  /** Clear every facet list and range; the query and the sort stay (as InstantSearch's ClearRefinements). */
  | { type: 'clearRefinements' };

function applyChange(state: SearchState, change: SearchChange): SearchStateInput {
  switch (change.type) {
    case 'toggleRefinement': {
      const current = state.refinementList[change.attribute] ?? [];
      const value = change.value.trim();
      const values = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
      return { ...state, refinementList: { ...state.refinementList, [change.attribute]: values } };
    }
    case 'setRefinements':
      return { ...state, refinementList: { ...state.refinementList, [change.attribute]: [...change.values] } };
    case 'setRange': {
      const range: SearchStateInput['range'] = { ...state.range };
      if (change.range === null) delete range[change.attribute];
      else range[change.attribute] = change.range;
      return { ...state, range };
    }
    case 'setQuery':
      return { ...state, query: change.query };
    case 'setSortBy':
      return { ...state, sortBy: change.sortBy };
    case 'clearRefinements':
      return { ...state, refinementList: {}, range: {} };
  }
}

/**
 * Applies a change and goes back to the first page (spec: 000 §4 "changing a filter removes the page
 * parameter"). A change that would make the state invalid (too many values, bad range text …) is
 * ignored: the state comes back as it was.
 * @example refine(state, { type: 'toggleRefinement', attribute: 'make', value: 'Toyota' }).page // 1
 */
export function refine(state: SearchState, change: SearchChange): SearchState {
  const next = SearchStateSchema.safeParse({ ...applyChange(state, change), page: 1 });
  return next.success ? next.data : state;
}

/**
 * Moves to a results page, clamped to 1 … MAX_SEARCH_PAGE; the only change that keeps the filters' page.
 * @example goToPage(state, 3).page // 3
 */
export function goToPage(state: SearchState, page: number): SearchState {
  const whole = Number.isFinite(page) ? Math.trunc(page) : 1;
  return { ...state, page: Math.min(MAX_SEARCH_PAGE, Math.max(1, whole)) };
}
