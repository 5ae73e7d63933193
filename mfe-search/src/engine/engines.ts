import { z } from 'zod';
import type { SearchEngineBindings } from '../bindings';
import { d1Rows } from './d1-rows';
import { readSearchDocumentsOf } from './d1-source';
import type { SearchEngine } from './engine';
import { createStockSearchIndex, type StockSearchIndexOptions } from './stock-index';
import { createTypesenseSearchEngine } from './typesense/engine';

// Which engine answers: `SEARCH_ENGINE=embedded` (the default: the in-isolate index built from D1) or
// `typesense` (`TYPESENSE_URL`, `TYPESENSE_API_KEY`, optional `TYPESENSE_COLLECTION`, default `cars`; the
// collection is filled by `npm run index:typesense`). The vars are read with zod on each search (cheap),
// so a misconfiguration is a clear error rather than a silent fallback.

/** Platform: how often the embedded index checks D1 for a stock change, by default. */
export const DEFAULT_INDEX_CHECK_SECONDS = 30;

export const SearchConfigSchema = z
  .object({
    SEARCH_ENGINE: z.enum(['embedded', 'typesense']).default('embedded'),
    TYPESENSE_URL: z.url().optional(),
    TYPESENSE_API_KEY: z.string().min(1).optional(),
    TYPESENSE_COLLECTION: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .default('cars'),
    /** The least time between two stock-version checks of the embedded index (0: every search). */
    SEARCH_INDEX_CHECK_SECONDS: z.coerce.number().min(0).default(DEFAULT_INDEX_CHECK_SECONDS),
  })
  .refine((config) => config.SEARCH_ENGINE !== 'typesense' || (config.TYPESENSE_URL && config.TYPESENSE_API_KEY), {
    message: 'SEARCH_ENGINE=typesense needs TYPESENSE_URL and TYPESENSE_API_KEY',
  });
export type SearchConfig = z.output<typeof SearchConfigSchema>;

/**
 * The search configuration of the Worker's vars; throws naming what is wrong (a deployment error).
 *
 * @example searchConfig(env).SEARCH_ENGINE // → 'embedded'
 */
export function searchConfig(env: Partial<Record<keyof SearchConfig, unknown>>): SearchConfig {
  const parsed = SearchConfigSchema.safeParse({
    SEARCH_ENGINE: env.SEARCH_ENGINE,
    TYPESENSE_URL: env.TYPESENSE_URL,
    TYPESENSE_API_KEY: env.TYPESENSE_API_KEY,
    TYPESENSE_COLLECTION: env.TYPESENSE_COLLECTION,
    SEARCH_INDEX_CHECK_SECONDS: env.SEARCH_INDEX_CHECK_SECONDS,
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'search config'}: ${issue.message}`);
    throw new Error(`Invalid search configuration: ${problems.join('; ')}`);
  }
  return parsed.data;
}

/** The engines of an isolate: the embedded index, and a Typesense engine per configuration. */
export interface SearchEngines {
  /** The configured engine, ready to search. `waitUntil` keeps a background index rebuild alive. */
  engineFor(env: SearchEngineBindings, waitUntil: (promise: Promise<unknown>) => void): Promise<SearchEngine>;
  /**
   * Pushes what D1 now holds for these cars to the configured engine (a reservation taken or released):
   * upserted, or removed when no site shows them. The embedded index of this isolate changes at once;
   * other isolates see the new `updated_at` at their next stock check and rebuild.
   */
  carsChanged(env: SearchEngineBindings, carIds: readonly number[]): Promise<void>;
}

/**
 * Makes the engines of an isolate (the search routes make one per app).
 *
 * @example const engine = await engines.engineFor(c.env, (p) => c.executionCtx.waitUntil(p));
 */
export function createSearchEngines(options: StockSearchIndexOptions = {}): SearchEngines {
  const stock = createStockSearchIndex(options);
  let typesense: { key: string; engine: SearchEngine } | undefined;
  function typesenseFor(config: SearchConfig): SearchEngine {
    const url = config.TYPESENSE_URL as string;
    const key = `${url} ${config.TYPESENSE_COLLECTION}`;
    if (typesense?.key !== key) {
      typesense = {
        key,
        engine: createTypesenseSearchEngine({
          url,
          apiKey: config.TYPESENSE_API_KEY as string,
          collection: config.TYPESENSE_COLLECTION,
        }),
      };
    }
    return typesense.engine;
  }
  return {
    async engineFor(env, waitUntil) {
      const config = searchConfig(env);
      if (config.SEARCH_ENGINE === 'typesense') return typesenseFor(config);
      return stock.engine({
        rows: d1Rows(env.DB),
        checkIntervalMs: config.SEARCH_INDEX_CHECK_SECONDS * 1000,
        waitUntil,
      });
    },
    async carsChanged(env, carIds) {
      const config = searchConfig(env);
      const engine = config.SEARCH_ENGINE === 'typesense' ? typesenseFor(config) : stock.ifBuilt();
      if (!engine || carIds.length === 0) return;
      const docs = await readSearchDocumentsOf(d1Rows(env.DB), carIds);
      await engine.upsert(docs);
      const gone = carIds.filter((id) => !docs.some((doc) => doc.id === id));
      if (gone.length > 0) await engine.remove(gone);
    },
  };
}
