import type { LedgerSql } from './release-ledger';

// The release ledger's SQL port over a D1 binding (the gateway's, the Worker tests'); the release command reaches
// the same table through wrangler (scripts/lib/release-ledger-local.ts).

/**
 * The port over a D1 binding.
 * @example const ledger = d1LedgerSql(env.DB);
 */
export function d1LedgerSql(db: D1Database): LedgerSql {
  return {
    async all<Row>(sql: string, params: readonly (string | number | null)[]) {
      return (
        await db
          .prepare(sql)
          .bind(...params)
          .all<Row>()
      ).results;
    },
    async run(sql, params) {
      await db
        .prepare(sql)
        .bind(...params)
        .run();
    },
  };
}
