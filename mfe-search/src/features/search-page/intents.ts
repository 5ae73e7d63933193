import type { RangeAttribute, SearchChange, SliderBounds, SliderValues } from '@forecourt/shared';

// What the island asks the search controller to do (types only: the island loads the controller on
// first use, see use-search.ts).

/** What happens to the search. */
export type SearchIntent =
  /** A facet value, the query, the sort, or clearing the refinements (drops the page). */
  | { type: 'refine'; change: SearchChange }
  /** A slider settled on these values (refined through the shared slider rules). */
  | { type: 'slide'; attribute: RangeAttribute; values: SliderValues; bounds: SliderBounds }
  | { type: 'page'; page: number }
  /** Back or forward: the search state a history entry holds (read untrusted). */
  | { type: 'restore'; state: unknown }
  /** The last search failed: try the current one again. */
  | { type: 'retry' };

/** Where the page is with its search (spec: 000 §4 "loading, hasData or hasError"). */
export type SearchPhase = 'hasData' | 'loading' | 'hasError';

/** The history entry state the page writes (`history.state.fcSearch`). */
export const HISTORY_STATE_KEY = 'fcSearch';
