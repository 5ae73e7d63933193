import { readSearchDocuments, type SqlRows, stockVersion } from './d1-source';
import type { SearchDocument } from './document';
import { createEmbeddedSearchEngine, type EmbeddedSearchEngine } from './embedded/index';

// The embedded engine's index in this isolate: one index of every tenant's stock (the tenant rules are
// query filters; see README "One index for all tenants"), built from D1 on the first search and rebuilt
// when the stock changes. The change signal is `stockVersion` (count, latest updated_at and id total of
// `cars`: one cheap query), read at most once per check interval. A rebuild streams into a new index
// while searches keep answering from the old one; the search that noticed the change waits for it a
// short while (long enough for a small stock), then answers from the old index and lets the rebuild
// finish in the background.

/** Options of {@link createStockSearchIndex}. */
export interface StockSearchIndexOptions {
  /** How long a search waits for a rebuild before answering from the old index (default 500 ms). */
  rebuildWaitMs?: number;
  /** The clock, in ms (default `Date.now`). */
  now?: () => number;
  /** Where documents come from (default: the cars table, see d1-source.ts). */
  read?: (rows: SqlRows) => AsyncIterable<SearchDocument>;
  /** The stock's version (default `stockVersion`). */
  version?: (rows: SqlRows) => Promise<string>;
}

/** What one search needs from its request. */
export interface StockIndexRequest {
  rows: SqlRows;
  /** The least time between two version checks, in ms (0: every search). */
  checkIntervalMs: number;
  /** Keeps a background rebuild alive after the response (the request's `waitUntil`). */
  waitUntil: (promise: Promise<unknown>) => void;
}

/** The stock index of an isolate. */
export interface StockSearchIndex {
  /** The engine, current to within the check interval; built first if there is none yet. */
  engine(request: StockIndexRequest): Promise<EmbeddedSearchEngine>;
  /** The stock version the current index was built from (undefined before the first build). */
  builtFrom(): string | undefined;
  /** The engine once it has been built, else undefined (a first build will read the stock as it is). */
  ifBuilt(): EmbeddedSearchEngine | undefined;
}

function delay(ms: number): { promise: Promise<void>; cancel: () => void } {
  let cancel = () => {};
  const promise = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    cancel = () => clearTimeout(timer);
  });
  return { promise, cancel: () => cancel() };
}

/**
 * Makes the stock index of an isolate (`createApp` makes one through the search routes).
 *
 * @example const engine = await index.engine({ rows: d1Rows(env.DB), checkIntervalMs: 30_000, waitUntil });
 */
export function createStockSearchIndex(options: StockSearchIndexOptions = {}): StockSearchIndex {
  const rebuildWaitMs = options.rebuildWaitMs ?? 500;
  const now = options.now ?? Date.now;
  const read = options.read ?? readSearchDocuments;
  const versionOf = options.version ?? stockVersion;
  const engine = createEmbeddedSearchEngine();
  let built: string | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let rebuilding: Promise<void> | undefined;

  function rebuild(rows: SqlRows, version: string): Promise<void> {
    rebuilding ??= (async () => {
      const started = now();
      try {
        await engine.replaceAll(read(rows));
        built = version;
        console.log(
          JSON.stringify({
            level: 'info',
            message: 'search index built',
            version,
            cars: await engine.size(),
            ms: now() - started,
          }),
        );
      } finally {
        rebuilding = undefined;
      }
    })();
    return rebuilding;
  }

  return {
    async engine({ rows, checkIntervalMs, waitUntil }) {
      if (built === undefined) {
        // Nothing to answer from yet: the first build is waited for (and shared by concurrent searches).
        // It is kept alive past its request's end (waitUntil): a promise settles only in the request
        // that made it, so a build dropped with a cancelled request would leave the others waiting.
        if (rebuilding === undefined) {
          checkedAt = now();
          const first = rebuild(rows, await versionOf(rows));
          waitUntil(first.catch(() => undefined));
          await first;
        } else {
          await rebuilding;
        }
        return engine;
      }
      if (rebuilding === undefined && now() - checkedAt >= checkIntervalMs) {
        checkedAt = now();
        const version = await versionOf(rows);
        if (version !== built) {
          const running = rebuild(rows, version).catch((error: unknown) => {
            // The old index keeps answering; the next check tries again.
            console.error(
              JSON.stringify({ level: 'error', message: 'search index rebuild failed', error: String(error) }),
            );
          });
          waitUntil(running);
          const wait = delay(rebuildWaitMs);
          await Promise.race([running, wait.promise]);
          wait.cancel();
        }
      }
      return engine;
    },
    builtFrom: () => built,
    ifBuilt: () => (built === undefined ? undefined : engine),
  };
}
