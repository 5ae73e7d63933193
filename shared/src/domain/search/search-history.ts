import { z } from 'zod';
import { SEARCH_HISTORY_SIZE } from './constants';
import { stableKey } from './result-cache';
import {
  hasFilters,
  RangeRefinementsSchema,
  RefinementListSchema,
  SearchQuerySchema,
  type SearchState,
} from './search-state';

// spec: 001 §3 "Search history: last 5 searches, each with non-empty filters and a path"; §9 "last 5".
// Pure: the caller keeps the list (on the device) and passes it in.

/** What a past search filtered by: its query, refinements and ranges (not its page or sort). */
export type SearchFilters = Pick<SearchState, 'query' | 'refinementList' | 'range'>;

/** A site-relative path: one leading `/`, never `//host` or a backslash (so it cannot lead off-site). */
const SitePathSchema = z
  .string()
  .max(2048)
  .regex(/^\/(?![/\\])[^\\]*$/, 'expected a path on this site');

export const SearchHistoryEntrySchema = z.object({
  /** Where the search was: path and query, to go back to it. */
  path: SitePathSchema,
  filters: z.object({
    query: SearchQuerySchema.default(''),
    refinementList: RefinementListSchema.default({}),
    range: RangeRefinementsSchema.default({}),
  }),
});
export type SearchHistoryEntry = z.output<typeof SearchHistoryEntrySchema>;

/** The filters of a search state (for a history entry). */
export function searchFiltersOf(state: SearchFilters): SearchFilters {
  return { query: state.query, refinementList: state.refinementList, range: state.range };
}

/**
 * The history with a search added as the newest entry. A search without filters is not recorded; a
 * search with the same filters as an older entry replaces it (moves to the front with its new path);
 * at most `size` entries (default 5) are kept.
 * @example recordSearch([], { path: '/search?refinementList[make][0]=Toyota', filters }) // [that entry]
 */
export function recordSearch(
  history: readonly SearchHistoryEntry[],
  entry: SearchHistoryEntry,
  size: number = SEARCH_HISTORY_SIZE,
): SearchHistoryEntry[] {
  if (!hasFilters(entry.filters)) return [...history];
  const key = stableKey(entry.filters);
  const older = history.filter((previous) => stableKey(previous.filters) !== key);
  return [entry, ...older].slice(0, Math.max(0, size));
}

/**
 * The history as stored on the device, read defensively: never throws; entries that are malformed or
 * have no filters are dropped, duplicates keep the newest, and at most `size` remain.
 * @example readSearchHistory(JSON.parse(localStorage.getItem(key) ?? '[]'))
 */
export function readSearchHistory(stored: unknown, size: number = SEARCH_HISTORY_SIZE): SearchHistoryEntry[] {
  if (!Array.isArray(stored)) return [];
  // Read no more than a few times what is kept: a tampered store cannot make this slow.
  const entries = stored.slice(0, size * 4).flatMap((item) => {
    const parsed = SearchHistoryEntrySchema.safeParse(item);
    return parsed.success && hasFilters(parsed.data.filters) ? [parsed.data] : [];
  });
  const seen = new Set<string>();
  const unique = entries.filter((entry) => {
    const key = stableKey(entry.filters);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique.slice(0, Math.max(0, size));
}
