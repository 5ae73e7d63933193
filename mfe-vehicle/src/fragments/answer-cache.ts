// A per-isolate memo of the page's slowly changing answers: the price guide's comparison, the similar
// cars and the site's blog cards for a make. Every view of a car would otherwise ask the gateway again
// (and the gateway the price guide partner, the search index or KV); the gateway's own answers allow
// caching (Cache-Control max-age 300, 60 and 300). Concurrent
// requests for the same key share one call; only answers are kept, never a failure or a timeout.
// One cache per API binding, so a test's fake API never sees another test's answers.

/** How long each kind of answer is kept, matching the gateway's Cache-Control. */
export const ANSWER_TTL_MS = { priceComparison: 300_000, similarCars: 60_000, blogCards: 300_000 } as const;

/** At most this many answers per isolate; the oldest go first. */
export const ANSWER_CACHE_MAX_ENTRIES = 500;

interface Entry {
  expiresAt: number;
  value: Promise<unknown>;
}

export interface AnswerCache {
  /** The kept answer for `key`, else `load()`'s (kept for `ttlMs` when it is not null). */
  get<T>(key: string, ttlMs: number, load: () => Promise<T | null>): Promise<T | null>;
}

const caches = new WeakMap<object, Map<string, Entry>>();

/**
 * The cache of answers that came through `binding` (the fragment Worker's API binding).
 * @example const comparison = await answerCacheFor(env.API).get(`autogauge:${host}:${slug}`, ANSWER_TTL_MS.priceComparison, load);
 */
export function answerCacheFor(binding: object, now: () => number = Date.now): AnswerCache {
  let entries = caches.get(binding);
  if (!entries) {
    entries = new Map();
    caches.set(binding, entries);
  }
  const map = entries;
  return {
    get<T>(key: string, ttlMs: number, load: () => Promise<T | null>): Promise<T | null> {
      const kept = map.get(key);
      if (kept && kept.expiresAt > now()) return kept.value as Promise<T | null>;
      map.delete(key);
      const value = load().then(
        (answer) => {
          if (answer === null) map.delete(key);
          return answer;
        },
        (error: unknown) => {
          map.delete(key);
          throw error;
        },
      );
      map.set(key, { expiresAt: now() + ttlMs, value });
      while (map.size > ANSWER_CACHE_MAX_ENTRIES) {
        const oldest = map.keys().next().value;
        if (oldest === undefined) break;
        map.delete(oldest);
      }
      return value;
    },
  };
}
