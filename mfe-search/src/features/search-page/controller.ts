import {
  cacheGet,
  cachePut,
  createResultCache,
  goToPage,
  type ResultCache,
  refine,
  refineSlider,
  type SearchResponse,
  SearchResponseSchema,
  type SearchState,
  SearchStateSchema,
  searchFiltersOf,
  searchHref,
  stableKey,
} from '@forecourt/shared';
import { browserStore, type StringStore } from '@forecourt/shared/device/local-storage';
import { type RecentSearchView, recentSearchViews, recordStoredHistory } from '../history/recent-searches';
import { HISTORY_STATE_KEY, type SearchIntent, type SearchPhase } from './intents';
import { buildSearchView, type SearchContext, type SearchView } from './view-model';

// The search controller: loaded by the island on first use (a chunk of its own, so the first page
// load downloads none of the rules and schemas behind it). It keeps the search state, syncs it with
// the URL both ways (pushState; restore on back/forward), fetches each results page from /api/search
// through a cache of the last searches (spec: 000 §7, evicting the oldest at 10 or the site's size),
// keeps the last hits while loading or after an error (spec: 000 §4), and records the search history.

/** What the controller tells the island. */
export interface SearchEvents {
  view(view: SearchView): void;
  phase(phase: SearchPhase): void;
  history(entries: RecentSearchView[]): void;
}

/** The browser the controller works in (fakes in tests). */
export interface SearchControllerDeps {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  history: Pick<History, 'pushState'>;
  store: StringStore | null;
  now: () => Date;
  /** Where refused slider refinements are logged (spec: 000 §8 "logged only"). */
  warn: (...args: unknown[]) => void;
}

export interface SearchController {
  /** Carries out an intent; resolves once its results are shown (or the search failed). */
  run(intent: SearchIntent): Promise<void>;
}

/** The search API path, on the site's own origin. */
export const SEARCH_API_PATH = '/api/search';

/** The browser's fetch, history, localStorage and clock. */
export function browserDeps(): SearchControllerDeps {
  return {
    fetch: (input, init) => fetch(input, init),
    history: window.history,
    store: browserStore(),
    now: () => new Date(),
    warn: (...args) => console.warn(...args),
  };
}

/**
 * A controller that starts from the page's first view (the one the server rendered). It records that
 * search in the history at once and tells the island the history.
 * @example const controller = createSearchController(context, view, { view: setView, phase: setPhase, history: setRecent }, browserDeps());
 */
export function createSearchController(
  context: SearchContext,
  initial: SearchView,
  events: SearchEvents,
  deps: SearchControllerDeps,
): SearchController {
  const initialKey = stableKey(initial.state);
  let current: SearchState = initial.state;
  let cache: ResultCache<SearchResponse> = createResultCache(context.settings.resultCacheSize);
  let latest: AbortController | null = null;

  const record = (state: SearchState, href: string) => {
    const history = recordStoredHistory(deps.store, { path: href, filters: searchFiltersOf(state) });
    events.history(recentSearchViews(history));
  };

  const show = (view: SearchView) => {
    events.view(view);
    events.phase('hasData');
    record(view.state, view.href);
  };

  const fetchResults = async (state: SearchState, signal: AbortSignal): Promise<SearchResponse> => {
    const response = await deps.fetch(SEARCH_API_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(state),
      signal,
    });
    if (!response.ok) throw new Error(`${SEARCH_API_PATH} answered ${response.status}`);
    return SearchResponseSchema.parse(await response.json());
  };

  /** Shows `state`'s results: the first view, a cached answer, or a fetched one (the last view stays meanwhile). */
  const search = async (state: SearchState): Promise<void> => {
    latest?.abort();
    const key = stableKey(state);
    if (key === initialKey) return show(initial);
    const cached = cacheGet(cache, key);
    if (cached) return show(buildSearchView(state, cached, context, deps.now()));

    const request = new AbortController();
    latest = request;
    events.phase('loading');
    try {
      const response = await fetchResults(state, request.signal);
      cache = cachePut(cache, key, response);
      if (latest !== request) return;
      show(buildSearchView(state, response, context, deps.now()));
    } catch (error) {
      if (latest !== request) return;
      console.error('[fc] search failed; keeping the last results', error);
      events.phase('hasError');
    }
  };

  /** Moves to `next`: a new history entry with its URL, then its results. */
  const go = (next: SearchState): Promise<void> => {
    if (stableKey(next) === stableKey(current)) return Promise.resolve();
    current = next;
    deps.history.pushState({ [HISTORY_STATE_KEY]: next }, '', searchHref(next, context.route));
    return search(next);
  };

  record(initial.state, initial.href);

  return {
    run(intent) {
      switch (intent.type) {
        case 'refine':
          return go(refine(current, intent.change));
        case 'slide': {
          const refinement = refineSlider(intent.attribute, intent.values, intent.bounds);
          if (!refinement.ok) {
            deps.warn(`[fc] slider refinement ignored: ${refinement.message}`);
            return Promise.resolve();
          }
          return go(refine(current, { type: 'setRange', attribute: intent.attribute, range: refinement.range }));
        }
        case 'page':
          return go(goToPage(current, intent.page));
        case 'restore': {
          const parsed = SearchStateSchema.safeParse(intent.state);
          if (!parsed.success || stableKey(parsed.data) === stableKey(current)) return Promise.resolve();
          current = parsed.data;
          return search(current);
        }
        case 'retry':
          return search(current);
      }
    },
  };
}
