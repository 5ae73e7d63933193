import { DEVICE_STORAGE_KEYS } from '@forecourt/shared/device/keys';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RecentSearchView } from '../history/recent-searches';
import type { SearchController } from './controller';
import { HISTORY_STATE_KEY, type SearchIntent, type SearchPhase } from './intents';
import type { SearchContext, SearchView } from './view-model';

// The island's side of the search: the view on screen, the phase, and `dispatch`, which loads the
// search controller (a separate chunk, see controller.ts) on first use and hands it the intent. The
// first page needs none of it: every link works without it, and it loads on the first intent, when
// the pointer or focus enters the page (so it is there by the click), or at idle when the device
// holds a search history to show.

/** The island's props: the page for the first search, as the fragment Worker rendered it. */
export interface SearchPageData {
  /** The mfe-search release that rendered the page; shown in its footer. */
  remoteVersion: string;
  context: SearchContext;
  view: SearchView;
}

function hasStoredSearchHistory(): boolean {
  try {
    return window.localStorage.getItem(DEVICE_STORAGE_KEYS.searchHistory) !== null;
  } catch {
    return false;
  }
}

function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task);
  else window.setTimeout(task, 1);
}

/**
 * The search page's state: the current view (the last one shown stays while the next loads or after
 * an error), the phase, the recent searches, and what the page can ask for.
 * @example const { view, phase, dispatch } = useSearch(data); dispatch({ type: 'page', page: 2 });
 */
export function useSearch(data: SearchPageData) {
  const [view, setView] = useState(data.view);
  const [phase, setPhase] = useState<SearchPhase>('hasData');
  const [recent, setRecent] = useState<RecentSearchView[]>([]);
  const first = useRef(data);
  const controller = useRef<Promise<SearchController> | null>(null);

  const load = useCallback((): Promise<SearchController> => {
    controller.current ??= import('./controller').then(({ browserDeps, createSearchController }) =>
      createSearchController(
        first.current.context,
        first.current.view,
        { view: setView, phase: setPhase, history: setRecent },
        browserDeps(),
      ),
    );
    return controller.current;
  }, []);

  const dispatch = useCallback(
    (intent: SearchIntent): Promise<void> =>
      load()
        .then((search) => search.run(intent))
        .catch((error: unknown) => {
          console.error('[fc] the search could not run', error);
          setPhase('hasError');
        }),
    [load],
  );

  useEffect(() => {
    // The entry the page opened on holds its search too, so coming back to it restores it.
    window.history.replaceState({ ...(window.history.state ?? {}), [HISTORY_STATE_KEY]: first.current.view.state }, '');
    const onPopState = (event: PopStateEvent) => {
      const state: unknown = event.state?.[HISTORY_STATE_KEY];
      if (state !== undefined) void dispatch({ type: 'restore', state });
    };
    window.addEventListener('popstate', onPopState);
    if (hasStoredSearchHistory()) whenIdle(() => void load());
    return () => window.removeEventListener('popstate', onPopState);
  }, [dispatch, load]);

  const prefetch = useCallback(() => {
    void load();
  }, [load]);

  return { view, phase, recent, dispatch, prefetch };
}

/** Whether a click is a plain left click (no new tab or window asked for), which the page handles itself. */
export function isPlainClick(event: {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
