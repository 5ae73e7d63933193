import { DirectorySearchRequestSchema, LimitedListRequestSchema, SearchRequestSchema } from '@forecourt/shared';
import { type Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../env';
import { rateLimit } from '../middleware/rate-limit';
import { requestBody } from '../middleware/request-body';
import { createCatalogueStore } from '../services/search/catalogue';
import { searchDirectory } from '../services/search/directory';
import type { SearchEngine } from '../services/search/engine';
import { createSearchEngines, type SearchEngines } from '../services/search/engines';
import { limitedListQuery, listingQuery } from '../services/search/listing-query';
import { toLimitedListResponse, toSearchResponse } from '../services/search/listing-response';
import { type SearchQuery, SearchQueryError } from '../services/search/query';

// The search API (spec: 000 §7 "Search", "Limited list by filter", "Directory search"; the contract is
// shared/src/domain/search/api.ts). Every body is parsed with its strict zod schema (unknown fields, bad values,
// oversized lists and pages are a 400 naming them); the tenant's stock rule is added on the server as the
// query's scope, so nothing in a body can reach another site's cars. `search` budget per client.

/** Options of {@link search}. */
export interface SearchRoutesOptions {
  /** The engines (default: new ones for this app: an embedded index per isolate, or Typesense by config). */
  engines?: SearchEngines;
}

/** `waitUntil` of the request when there is an execution context (always in the Worker). */
export function waitUntilOf(c: Context<AppEnv>): (promise: Promise<unknown>) => void {
  try {
    const ctx = c.executionCtx;
    return (promise) => ctx.waitUntil(promise);
  } catch {
    return () => {};
  }
}

/**
 * Runs a query; one the engine refuses (a value it cannot filter on safely) is a 400, not a 500.
 *
 * @example const result = await runSearch(engine, listingQuery(state, tenant, new Date()));
 */
export async function runSearch(engine: SearchEngine, query: SearchQuery) {
  try {
    return await engine.search(query);
  } catch (error) {
    if (error instanceof SearchQueryError) {
      throw new HTTPException(400, { message: `Invalid search: ${error.message}` });
    }
    throw error;
  }
}

/**
 * `/api/search` routes, mounted with `app.route('/api/search', search())`:
 * - `POST /api/search`: body = a search state → one page of cards, facets, stats (SearchResponse);
 * - `POST /api/search/limited`: `{ search_filters, limit }` → the first `limit` cards (LimitedListResponse);
 * - `POST /api/search/directory`: the model directory (DirectorySearchResponse).
 *
 * @example POST /api/search {"refinementList":{"make":["Toyota"]},"sortBy":"Car_production:price:asc"}
 */
export function search(options: SearchRoutesOptions = {}): Hono<AppEnv> {
  const engines = options.engines ?? createSearchEngines();
  const catalogue = createCatalogueStore();
  const app = new Hono<AppEnv>();

  app.use('*', rateLimit({ routeClass: 'search', skip: (c) => c.get('internal') }));
  app.use('*', async (c, next) => {
    await next();
    // Answers depend on the site (Host) and the body, and change with the stock.
    c.header('Cache-Control', 'no-store');
  });

  const engineOf = (c: Context<AppEnv>) => engines.engineFor(c.env, waitUntilOf(c));

  app.post('/', requestBody(SearchRequestSchema), async (c) => {
    const state = c.req.valid('json');
    const result = await runSearch(await engineOf(c), listingQuery(state, c.get('tenant'), new Date()));
    return c.json(toSearchResponse(result, state.page));
  });

  app.post('/limited', requestBody(LimitedListRequestSchema), async (c) => {
    const { search_filters, limit } = c.req.valid('json');
    const query = limitedListQuery(search_filters, limit, c.get('tenant'), new Date());
    return c.json(toLimitedListResponse(await runSearch(await engineOf(c), query)));
  });

  app.post('/directory', requestBody(DirectorySearchRequestSchema), async (c) => {
    const started = performance.now();
    const entries = await catalogue.load(c.env.DB);
    const answer = searchDirectory(entries, c.req.valid('json'));
    return c.json({ ...answer, ms: Math.round((performance.now() - started) * 100) / 100 });
  });

  return app;
}
