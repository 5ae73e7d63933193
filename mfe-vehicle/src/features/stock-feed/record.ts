import type { StockFeedMapping, StockFeedProblem } from '@forecourt/shared/stock/stock-feed';

// A stock import as the site keeps it (db/stock-imports.ts stores it; the dealer's pages show it): whose, from where,
// and its report.

/** How many of an import's bad rows are kept with it (the answer to its caller had them all). */
export const STORED_PROBLEMS = 200;

/** What an import did (or would have, on a dry run): how it read the columns, and the cars by what became of them. */
export interface StockImportCounts {
  mapping: StockFeedMapping;
  added: number;
  updated: number;
  repriced: number;
  sold: number;
  unchanged: number;
}

/** What an import reports, as stored. */
export interface StockImportReport extends StockImportCounts {
  /** The first {@link STORED_PROBLEMS} bad rows. */
  errors: StockFeedProblem[];
  /** How many bad rows there were in all. */
  error_count: number;
}

/** One recorded import. */
export interface StockImportRecord {
  id: number;
  dealership: string;
  source: 'api' | 'upload';
  fileName: string | null;
  mode: 'full' | 'partial';
  dryRun: boolean;
  finishedAt: string;
  report: StockImportReport;
}

/** An import about to be recorded. */
export type NewStockImport = Omit<StockImportRecord, 'id' | 'report'> & {
  report: StockImportCounts & { errors: readonly StockFeedProblem[] };
};
