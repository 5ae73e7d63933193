import { narrowestWindow, type SharedWindow, windowAge } from '@forecourt/shared';
import type { SlotOutcome } from './compose';
import type { RouteTable } from './route-table';

// A composed page is the same for every shopper: its fragments never see the shopper (no shopper
// travels in a fragment request) and the shell shows none; only the CSP nonce differs. So a page whose
// every fragment says it may be shared (its remote keeps it: shared-window.ts) is kept in the isolate,
// with its nonce swapped for each answer's, and the remotes are asked again only when it grows stale.
// The remotes key their own answers by data version; this cache cannot see data versions, so it keeps a
// page for a short time only: a stock change reaches every shopper within SHARED_PAGE_CAP's two windows.

/** Platform: the longest a kept page is served as it is (2 s), then served once more while it is made again (8 s). */
export const SHARED_PAGE_CAP: SharedWindow = { freshSeconds: 2, staleSeconds: 8 };

/** A page as it was answered, and the nonce it was rendered with. */
export interface KeptPage {
  html: string;
  nonce: string;
  /** The answer's headers (its content type, its cache control), without its Server-Timing. */
  headers: [string, string][];
  renderedAt: number;
  window: SharedWindow;
}

/** The pages one isolate keeps, least recently served first out. */
export interface SharedPageStore {
  match(key: string, now: number): { page: KeptPage; age: 'fresh' | 'stale' } | null;
  put(key: string, page: KeptPage): void;
  /** True when no other request of this isolate is making the page again; the caller then must {@link release} it. */
  claim(key: string): boolean;
  release(key: string): void;
}

/**
 * How long a page of these outcomes may be shared: the narrowest of its fragments' windows within the
 * cap; null when one fell back or is not shared.
 * @example pageWindow(outcomes) // → { freshSeconds: 2, staleSeconds: 8 } or null
 */
export function pageWindow(outcomes: readonly SlotOutcome[]): SharedWindow | null {
  const windows = outcomes.map((outcome) => (outcome.kind === 'fragment' ? (outcome.shared ?? null) : null));
  return narrowestWindow(windows, SHARED_PAGE_CAP);
}

/**
 * The key of a page: the site and URL it answers, and the release of every remote on it (a new release
 * or a tenant's new pin is a new page at once).
 * @example sharedPageKey('harbourcity', new URL(c.req.url), table, ['mfe_vehicle', 'mfe_finance'])
 */
export function sharedPageKey(tenant: string, url: URL, table: RouteTable, remotes: readonly string[]): string {
  const releases = [...new Set(remotes)].sort().map((remote) => {
    const release = table.releases.get(remote);
    return `${remote}@${release?.version ?? '-'}/${release?.channel ?? '-'}`;
  });
  return `${tenant} ${url.origin}${url.pathname}${url.search} ${releases.join(',')}`;
}

/**
 * A store of at most `maxEntries` pages and about `maxBytes` of HTML (an isolate has 128 MB).
 * @example const store = createSharedPageStore();
 */
export function createSharedPageStore(options: { maxEntries?: number; maxBytes?: number } = {}): SharedPageStore {
  const maxEntries = options.maxEntries ?? 200;
  const maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
  const pages = new Map<string, KeptPage>();
  const making = new Set<string>();
  let bytes = 0;
  const drop = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    bytes -= page.html.length;
    pages.delete(key);
  };
  return {
    match(key, now) {
      const page = pages.get(key);
      if (!page) return null;
      const age = windowAge(page.renderedAt, page.window, now);
      if (age === 'expired') {
        drop(key);
        return null;
      }
      // Most recently served last: the first entry is the one to evict.
      pages.delete(key);
      pages.set(key, page);
      return { page, age };
    },
    put(key, page) {
      drop(key);
      if (page.html.length > maxBytes) return;
      pages.set(key, page);
      bytes += page.html.length;
      for (const oldest of pages.keys()) {
        if (pages.size <= maxEntries && bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    claim(key) {
      if (making.has(key)) return false;
      making.add(key);
      return true;
    },
    release(key) {
      making.delete(key);
    },
  };
}

/**
 * A kept page as this request's answer: its nonce swapped for the request's, `Server-Timing` saying so.
 * @example return keptAnswer(kept.page, c.get('nonce'), kept.age);
 */
export function keptAnswer(page: KeptPage, nonce: string, age: 'fresh' | 'stale'): Response {
  const headers = new Headers(page.headers);
  headers.set('Server-Timing', `page-cache;desc="${age}"`);
  return new Response(page.html.replaceAll(page.nonce, nonce), { status: 200, headers });
}
