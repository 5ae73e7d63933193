import type { SqlRows } from './d1-source';

// The one place the stock reader meets D1's types, so d1-source.ts stays runnable in Node (the
// `index:typesense` script reads local D1 through wrangler instead).

/**
 * `SqlRows` over a D1 database.
 *
 * @example for await (const doc of readSearchDocuments(d1Rows(env.DB))) …
 */
export function d1Rows(db: D1Database): SqlRows {
  return async <Row>(sql: string, params: readonly (string | number)[]) => {
    const { results } = await db
      .prepare(sql)
      .bind(...params)
      .all<Row>();
    return results;
  };
}
