import {
  type NewStockImport,
  STORED_PROBLEMS,
  type StockImportRecord,
  type StockImportReport,
} from '../features/stock-feed/record';

// The stock imports' record (migration 0002 `stock_imports`): each import's report as it answered it, so the
// dealer's page shows what the dealership's systems sent and what came of it. Tenant-scoped: a site reads only its own.

/** How many imports the dealer's page lists. */
export const LISTED_IMPORTS = 20;

interface StockImportRow {
  id: number;
  dealership: string;
  source: string;
  file_name: string | null;
  mode: string;
  dry_run: number;
  finished_at: string;
  report: string;
}

const COLUMNS = 'id, dealership, source, file_name, mode, dry_run, finished_at, report';

function recordOf(row: StockImportRow): StockImportRecord {
  return {
    id: row.id,
    dealership: row.dealership,
    source: row.source === 'upload' ? 'upload' : 'api',
    fileName: row.file_name,
    mode: row.mode === 'partial' ? 'partial' : 'full',
    dryRun: row.dry_run === 1,
    finishedAt: row.finished_at,
    report: JSON.parse(row.report) as StockImportReport,
  };
}

/**
 * Records an import of the site's; answers its id.
 * @example const id = await recordStockImport(env.DB, 'harbourcity', { dealership, source: 'api', … });
 */
export async function recordStockImport(db: D1Database, tenant: string, run: NewStockImport): Promise<number> {
  const { errors, ...counts } = run.report;
  const report: StockImportReport = {
    ...counts,
    errors: errors.slice(0, STORED_PROBLEMS),
    error_count: errors.length,
  };
  const row = await db
    .prepare(
      `INSERT INTO stock_imports (tenant, dealership, source, file_name, mode, dry_run, finished_at, report)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .bind(
      tenant,
      run.dealership,
      run.source,
      run.fileName,
      run.mode,
      run.dryRun ? 1 : 0,
      run.finishedAt,
      JSON.stringify(report),
    )
    .first<{ id: number }>();
  if (!row) throw new Error('the stock import was not recorded');
  return row.id;
}

/**
 * The site's latest imports, newest first.
 * @example await recentStockImports(env.DB, 'harbourcity');
 */
export async function recentStockImports(
  db: D1Database,
  tenant: string,
  limit = LISTED_IMPORTS,
): Promise<StockImportRecord[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM stock_imports WHERE tenant = ? ORDER BY id DESC LIMIT ?`)
    .bind(tenant, limit)
    .all<StockImportRow>();
  return results.map(recordOf);
}

/**
 * One import of the site's, or null (none, or another site's).
 * @example await stockImportOf(env.DB, 'harbourcity', 12);
 */
export async function stockImportOf(db: D1Database, tenant: string, id: number): Promise<StockImportRecord | null> {
  const row = await db
    .prepare(`SELECT ${COLUMNS} FROM stock_imports WHERE tenant = ? AND id = ?`)
    .bind(tenant, id)
    .first<StockImportRow>();
  return row ? recordOf(row) : null;
}
