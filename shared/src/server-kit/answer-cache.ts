// A per-isolate memo of a page's slowly changing parts: the price guide's comparison, the similar cars
// and the site's blog cards for a make. Every view of a hot car would otherwise ask the price guide
// partner, the search engine and KV again; the same answers on the public API allow caching for as long
// (Cache-Control max-age 300, 60 and 300). Only settled answers are kept, never a failure, a timeout or
// a call still under way: in workerd a promise settles only in the request that made it, so a pending
// call shared with other requests leaves them waiting on a request that may end (or be cancelled)
// first — under load that serialised and then wedged the car page. Concurrent misses each make their
// own call. One cache per app (tests build their own).

/** How long each kind of answer is kept, matching the public API's Cache-Control. */
export const ANSWER_TTL_MS = {
  priceComparison: 300_000,
  similarCars: 60_000,
  blogCards: 300_000,
  financeQuote: 300_000,
  financeLenders: 300_000,
} as const;

/** At most this many answers per cache; the oldest go first. */
export const ANSWER_CACHE_MAX_ENTRIES = 500;

interface Entry {
  expiresAt: number;
  value: unknown;
}

export interface AnswerCache {
  /** The kept answer for `key`, else `load()`'s (kept for `ttlMs` when it is not null). */
  get<T>(key: string, ttlMs: number, load: () => Promise<T | null>): Promise<T | null>;
}

/**
 * A new, empty cache of answers.
 * @example const comparison = await createAnswerCache().get(`autogauge:${site}:${slug}`, ANSWER_TTL_MS.priceComparison, load);
 */
export function createAnswerCache(now: () => number = Date.now): AnswerCache {
  const map = new Map<string, Entry>();
  return {
    async get<T>(key: string, ttlMs: number, load: () => Promise<T | null>): Promise<T | null> {
      const kept = map.get(key);
      if (kept && kept.expiresAt > now()) return kept.value as T;
      map.delete(key);
      const answer = await load();
      if (answer === null) return null;
      map.set(key, { expiresAt: now() + ttlMs, value: answer });
      while (map.size > ANSWER_CACHE_MAX_ENTRIES) {
        const oldest = map.keys().next().value;
        if (oldest === undefined) break;
        map.delete(oldest);
      }
      return answer;
    },
  };
}
