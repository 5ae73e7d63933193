import { SEARCH_CACHE_SIZE } from './constants';

// spec: 000 §7 "Search … Cached in memory, evicting the oldest entry at 10 entries (cars search uses a
// configured cache size)". An immutable value: put returns a new cache, so it can live in an atom and
// nothing else (no timers, no clock) is involved. "Oldest" is by when an entry was put; reading an
// entry does not refresh it, putting it again does.

/** A bounded cache of results by request key; entries oldest first. */
export interface ResultCache<T> {
  readonly capacity: number;
  readonly entries: ReadonlyArray<readonly [key: string, value: T]>;
}

/**
 * An empty cache holding at most `capacity` entries (default 10).
 * @example createResultCache<SearchResult>() // { capacity: 10, entries: [] }
 */
export function createResultCache<T>(capacity: number = SEARCH_CACHE_SIZE): ResultCache<T> {
  if (!Number.isInteger(capacity) || capacity < 1) {
    throw new RangeError(`cache capacity must be a whole number ≥ 1, got ${capacity}`);
  }
  return { capacity, entries: [] };
}

/** The cached value for a key, or undefined. */
export function cacheGet<T>(cache: ResultCache<T>, key: string): T | undefined {
  return cache.entries.find(([entryKey]) => entryKey === key)?.[1];
}

/**
 * A cache with the value stored under `key` as the newest entry, evicting the oldest beyond capacity.
 * @example cachePut(cache, stableKey(request), result)
 */
export function cachePut<T>(cache: ResultCache<T>, key: string, value: T): ResultCache<T> {
  const others = cache.entries.filter(([entryKey]) => entryKey !== key);
  const entries = [...others, [key, value] as const].slice(-cache.capacity);
  return { capacity: cache.capacity, entries };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * A key for a request that does not depend on the order its object keys were written in (JSON with
 * keys sorted; undefined properties left out, as JSON does). Array order counts.
 * @example stableKey({ b: 1, a: [2, 1] }) === stableKey({ a: [2, 1], b: 1 }) // true
 */
export function stableKey(value: unknown): string {
  const json = JSON.stringify(value, (_key, current: unknown) => {
    if (!isPlainObject(current)) return current;
    const sorted: Record<string, unknown> = Object.create(null);
    for (const key of Object.keys(current).sort()) sorted[key] = current[key];
    return sorted;
  });
  return json ?? 'undefined';
}
