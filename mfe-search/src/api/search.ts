import { DirectorySearchRequestSchema, LimitedListRequestSchema, SearchRequestSchema } from '@forecourt/shared';
import { requestBody } from '@forecourt/shared/server-kit/request-body';
import type { SliceEnv } from '@forecourt/shared/server-kit/slice-api';
import { type Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { SearchBindings } from '../bindings';
import { limitedListQuery } from '../engine/listing-query';
import { toLimitedListResponse } from '../engine/listing-response';
import { SearchQueryError } from '../engine/query';
import { directory, type StockSearchSources, searchStock } from '../rpc/stock-search';

// The search API (spec: 000 §7 "Search", "Limited list by filter", "Directory search"; the contract is
// shared/src/domain/search/api.ts). Every body is parsed with its strict zod schema (unknown fields, bad values,
// oversized lists and pages are a 400 naming them); the tenant's stock rule is added on the server as the
// query's scope, so nothing in a body can reach another site's cars. The `search` budget per client is the
// gateway's to spend (remote.ts declares it).

type SearchContext = Context<SliceEnv<SearchBindings>>;

/**
 * Runs a search; one the engine refuses (a value it cannot filter on safely) is a 400, not a 500.
 * @example const response = await refusedAs400(() => searchStock(sources, tenant, state));
 */
export async function refusedAs400<T>(search: () => Promise<T>): Promise<T> {
  try {
    return await search();
  } catch (error) {
    if (error instanceof SearchQueryError) {
      throw new HTTPException(400, { message: `Invalid search: ${error.message}` });
    }
    throw error;
  }
}

/** The isolate's search pieces, shared by the API, the pages and the RPC. */
export type SearchSourcesOf = (c: SearchContext) => StockSearchSources;

/**
 * `/api/search` routes, mounted with `api.route('/api/search', search(sourcesOf))`:
 * - `POST /api/search`: body = a search state → one page of cards, facets, stats (SearchResponse);
 * - `POST /api/search/limited`: `{ search_filters, limit }` → the first `limit` cards (LimitedListResponse);
 * - `POST /api/search/directory`: the model directory (DirectorySearchResponse).
 *
 * @example POST /api/search {"refinementList":{"make":["Toyota"]},"sortBy":"Car_production:price:asc"}
 */
export function search(sourcesOf: SearchSourcesOf): Hono<SliceEnv<SearchBindings>> {
  const app = new Hono<SliceEnv<SearchBindings>>();

  app.use('*', async (c, next) => {
    await next();
    // Answers depend on the site (Host) and the body, and change with the stock.
    c.header('Cache-Control', 'no-store');
  });

  app.post('/', requestBody(SearchRequestSchema), async (c) => {
    const state = c.req.valid('json');
    return c.json(await refusedAs400(() => searchStock(sourcesOf(c), c.get('tenant'), state)));
  });

  app.post('/limited', requestBody(LimitedListRequestSchema), async (c) => {
    const { search_filters, limit } = c.req.valid('json');
    const sources = sourcesOf(c);
    const query = limitedListQuery(search_filters, limit, c.get('tenant'), new Date());
    const engine = await sources.engines.engineFor(sources.env, sources.waitUntil);
    return c.json(toLimitedListResponse(await refusedAs400(() => engine.search(query))));
  });

  app.post('/directory', requestBody(DirectorySearchRequestSchema), async (c) =>
    c.json(await directory(sourcesOf(c), c.req.valid('json'))),
  );

  return app;
}
