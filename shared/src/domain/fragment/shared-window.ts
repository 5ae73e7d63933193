// A fragment's answer never depends on the shopper (no shopper travels in the gateway's request), but
// only its remote knows how long its data may be shown unchanged. A remote that keeps its answers
// (a `FragmentRoute.cache` policy) says so on every answer with a `Cache-Control` the gateway reads, so
// the page the answer is part of may be kept as well, for no longer than the answer itself.

/** How long an answer may be reused as it is, then served once more while it is made again. */
export interface SharedWindow {
  freshSeconds: number;
  staleSeconds: number;
}

/**
 * The `Cache-Control` of a fragment answer every shopper may share.
 * @example sharedWindowHeader({ freshSeconds: 30, staleSeconds: 120 }) // → 'public, max-age=30, stale-while-revalidate=120'
 */
export function sharedWindowHeader(window: SharedWindow): string {
  return `public, max-age=${window.freshSeconds}, stale-while-revalidate=${window.staleSeconds}`;
}

/**
 * The shared window a fragment answer's `Cache-Control` gives; null unless it is `public` with a whole
 * `max-age` (a missing `stale-while-revalidate` is 0).
 * @example sharedWindowOf('public, max-age=30, stale-while-revalidate=120') // → { freshSeconds: 30, staleSeconds: 120 }
 */
export function sharedWindowOf(cacheControl: string | null): SharedWindow | null {
  if (!cacheControl) return null;
  const directives = new Map(
    cacheControl.split(',').map((part) => {
      const [name = '', value = ''] = part.trim().toLowerCase().split('=');
      return [name, value] as const;
    }),
  );
  if (!directives.has('public') || directives.has('no-store') || directives.has('private')) return null;
  const seconds = (value: string | undefined) => (value !== undefined && /^\d+$/.test(value) ? Number(value) : null);
  const freshSeconds = seconds(directives.get('max-age'));
  if (freshSeconds === null) return null;
  return { freshSeconds, staleSeconds: seconds(directives.get('stale-while-revalidate')) ?? 0 };
}

/**
 * The window of a page made of these answers: the shortest of each, capped; null when any answer is
 * not shared (or there is none).
 * @example narrowestWindow([{ freshSeconds: 30, staleSeconds: 120 }, null]) // → null
 */
export function narrowestWindow(windows: readonly (SharedWindow | null)[], cap: SharedWindow): SharedWindow | null {
  if (windows.length === 0) return null;
  let narrowest: SharedWindow = cap;
  for (const window of windows) {
    if (window === null) return null;
    narrowest = {
      freshSeconds: Math.min(narrowest.freshSeconds, window.freshSeconds),
      staleSeconds: Math.min(narrowest.staleSeconds, window.staleSeconds),
    };
  }
  return narrowest;
}

/**
 * Whether something made at `madeAt` (ms since the epoch) is, at `now`, fresh (serve it), stale (serve
 * it once more while it is made again) or expired.
 * @example windowAge(Date.now() - 45_000, { freshSeconds: 30, staleSeconds: 120 }, Date.now()) // → 'stale'
 */
export function windowAge(madeAt: number, window: SharedWindow, now: number): 'fresh' | 'stale' | 'expired' {
  const ageSeconds = (now - madeAt) / 1000;
  if (ageSeconds < window.freshSeconds) return 'fresh';
  return ageSeconds < window.freshSeconds + window.staleSeconds ? 'stale' : 'expired';
}
