import {
  cacheGet,
  cachePut,
  createResultCache,
  DIRECTORY_CACHE_SIZE,
  type DirectoryHit,
  type DirectorySearchRequest,
  type ResultCache,
  stableKey,
} from '@forecourt/shared';
import { searchDirectory } from './directory';

// The directory cache (spec: 000 §9 "Directory cache: 10 entries"; §7 "cached in memory, evicting the
// oldest entry"): the isolate keeps the last 10 directory answers by request, so the pickers' and model
// pages' repeated searches skip the in-memory scan. An answer is only good for the catalogue it came from:
// when the catalogue store hands out a reloaded catalogue (a new array), the cache starts empty.

/** A directory answer as the cache keeps it (the API adds its own `ms`). */
export type DirectoryAnswer = ReturnType<typeof searchDirectory>;

/** The isolate's directory cache. */
export interface DirectoryCache {
  /** The answer for `request` over `entries`, searched only when not cached. */
  answer(entries: readonly DirectoryHit[], request: DirectorySearchRequest): DirectoryAnswer;
}

/**
 * Makes an isolate's directory cache (`search` is the directory search; tests count it).
 * @example const answer = createDirectoryCache().answer(await catalogue.load(env.DB), request);
 */
export function createDirectoryCache(
  search: (entries: readonly DirectoryHit[], request: DirectorySearchRequest) => DirectoryAnswer = searchDirectory,
  capacity: number = DIRECTORY_CACHE_SIZE,
): DirectoryCache {
  let catalogue: readonly DirectoryHit[] | undefined;
  let cache: ResultCache<DirectoryAnswer> = createResultCache(capacity);
  return {
    answer(entries, request) {
      if (entries !== catalogue) {
        catalogue = entries;
        cache = createResultCache(capacity);
      }
      const key = stableKey(request);
      const cached = cacheGet(cache, key);
      if (cached !== undefined) return cached;
      const answer = search(entries, request);
      cache = cachePut(cache, key, answer);
      return answer;
    },
  };
}
