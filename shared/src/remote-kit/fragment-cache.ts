import { windowAge } from '../domain/fragment/shared-window';

// What every shopper sees the same is rendered once: a fragment's answer depends only on the gateway's
// request (the site, the page's params and query: no shopper travels in it), this Worker's release and
// the data it shows. A fragment that declares a cache policy is kept per (release, fragment, request,
// data version) at the edge (the Cache API, shared by the data centre's isolates), fresh for a short
// while, then served stale once while it renders again in the background. A change of the data (a new
// data version: e.g. the car's updated_at after a price change or a reservation) is a new entry at once.

/** How long a fragment's answer is kept, and what version of its data it shows. */
export interface FragmentCachePolicy<TContext> {
  /** Seconds an answer is served as it is. */
  freshSeconds: number;
  /** Seconds after that an answer is still served, once, while it renders again in the background. */
  staleSeconds: number;
  /**
   * The version of the data the answer shows (one cheap read, e.g. the car's `updated_at`); null when
   * there is none (the page is not found): then the answer is rendered and not kept.
   */
  dataVersion: (context: TContext) => Promise<string | null>;
}

/** A kept answer: the fragment response's JSON and when it was rendered (ms since the epoch). */
export interface KeptAnswer {
  body: string;
  renderedAt: number;
}

/** Where answers are kept. */
export interface FragmentAnswerStore {
  match(key: string): Promise<KeptAnswer | null>;
  put(key: string, answer: KeptAnswer, ttlSeconds: number): Promise<void>;
}

const RENDERED_AT = 'x-fc-rendered-at';

/**
 * The data centre's cache (the Cache API's default cache); none where the runtime has no Cache API
 * (a Node test), so nothing is kept there.
 * @example fragmentWorker(remote, routes, { answers: edgeAnswerStore() })
 */
export function edgeAnswerStore(): FragmentAnswerStore | null {
  const cache = (globalThis as { caches?: { default?: Cache } }).caches?.default;
  if (!cache) return null;
  return {
    async match(key) {
      const kept = await cache.match(key);
      if (!kept) return null;
      return { body: await kept.text(), renderedAt: Number(kept.headers.get(RENDERED_AT) ?? 0) };
    },
    async put(key, answer, ttlSeconds) {
      const headers = {
        'content-type': 'application/json',
        'cache-control': `max-age=${ttlSeconds}`,
        [RENDERED_AT]: String(answer.renderedAt),
      };
      await cache.put(key, new Response(answer.body, { headers }));
    },
  };
}

/**
 * The key of an answer: a URL (the Cache API keys by request) naming the release and fragment, with a
 * digest of the gateway's request body and the data version.
 * @example await answerKey({ name: 'mfe_vehicle', version: '1.4.0' }, 'VehiclePage', body, '2026-11-28T01:02:03Z')
 */
export async function answerKey(
  release: { name: string; version: string },
  fragment: string,
  requestBody: string,
  dataVersion: string,
): Promise<string> {
  const bytes = new TextEncoder().encode(`${requestBody}\n${dataVersion}`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const hex = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `https://fragment-answers.internal/${release.name}/${encodeURIComponent(release.version)}/${fragment}/${hex}`;
}

/** Whether a kept answer is fresh, stale (serve once, render again) or too old, at `now`. */
export function answerAge(
  answer: KeptAnswer,
  policy: Pick<FragmentCachePolicy<unknown>, 'freshSeconds' | 'staleSeconds'>,
  now: number,
): 'fresh' | 'stale' | 'expired' {
  return windowAge(answer.renderedAt, policy, now);
}
