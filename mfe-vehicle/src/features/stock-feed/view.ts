import type { SiteDealership } from '@forecourt/shared';
import { STOCK_FEED_FIELDS, STOCK_FEED_REQUIRED } from '@forecourt/shared/stock/stock-feed';
import { stockImportPath } from './paths';
import type { StockImportRecord } from './record';

// The dealer's stock feed pages as views (issue 30): what the upload page lists and what a report shows, in
// words a dealership's staff read. Pure.

/** One import as the upload page lists it. */
export interface StockImportRow {
  href: string;
  /** When it finished, e.g. "29 Nov 2026, 3:04 pm" (the site's time zone). */
  when: string;
  dealership: string;
  /** "Upload: stock.csv", or "API" (the dealer's systems, the CLI). */
  source: string;
  /** "Full feed" or "Partial feed", and "(dry run)" when it wrote nothing. */
  kind: string;
  /** e.g. "190 added, 3 repriced, 5 sold, 10 bad rows". */
  summary: string;
}

/** The upload page. */
export interface StockFeedPageView {
  dealerships: readonly SiteDealership[];
  /** Our documented columns, the required ones marked. */
  columns: readonly { name: string; required: boolean }[];
  imports: readonly StockImportRow[];
}

/** One import's report page. */
export interface StockImportReportView {
  title: string;
  when: string;
  source: string;
  kind: string;
  /** What changed (or would have, on a dry run), as label and count. */
  counts: readonly { label: string; value: number }[];
  /** Each column of the file and the field it filled ("ignored" when none). */
  mapping: readonly { column: string; field: string }[];
  /** The bad rows kept with the import. */
  problems: readonly { line: number; column: string; reason: string }[];
  /** Set when there were more bad rows than were kept: "The first 200 of 512 bad rows." */
  problemsNote: string | null;
  dryRun: boolean;
}

function whenOf(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
}

function sourceOf(record: StockImportRecord): string {
  return record.source === 'upload' ? `Upload: ${record.fileName ?? 'file'}` : 'API';
}

function kindOf(record: StockImportRecord): string {
  const mode = record.mode === 'full' ? 'Full feed' : 'Partial feed';
  return record.dryRun ? `${mode} (dry run)` : mode;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function summaryOf(record: StockImportRecord): string {
  const { report } = record;
  const parts = [
    `${report.added} added`,
    `${report.updated} updated`,
    `${report.repriced} repriced`,
    `${report.sold} sold`,
    plural(report.error_count, 'bad row', 'bad rows'),
  ];
  return parts.join(', ');
}

function nameOf(slug: string, dealerships: readonly SiteDealership[]): string {
  return dealerships.find((dealership) => dealership.slug === slug)?.name ?? slug;
}

/**
 * The upload page's view.
 * @example toStockFeedPageView(dealerships, await recentStockImports(db, tenant.slug), 'Australia/Sydney')
 */
export function toStockFeedPageView(
  dealerships: readonly SiteDealership[],
  imports: readonly StockImportRecord[],
  timeZone: string,
): StockFeedPageView {
  return {
    dealerships,
    columns: STOCK_FEED_FIELDS.map((name) => ({ name, required: STOCK_FEED_REQUIRED.includes(name) })),
    imports: imports.map((record) => ({
      href: stockImportPath(record.id),
      when: whenOf(record.finishedAt, timeZone),
      dealership: nameOf(record.dealership, dealerships),
      source: sourceOf(record),
      kind: kindOf(record),
      summary: summaryOf(record),
    })),
  };
}

/**
 * One import's report view.
 * @example toStockImportReportView(record, dealerships, 'Australia/Sydney')
 */
export function toStockImportReportView(
  record: StockImportRecord,
  dealerships: readonly SiteDealership[],
  timeZone: string,
): StockImportReportView {
  const { report } = record;
  return {
    title: `Stock import ${record.id}: ${nameOf(record.dealership, dealerships)}`,
    when: whenOf(record.finishedAt, timeZone),
    source: sourceOf(record),
    kind: kindOf(record),
    counts: [
      { label: 'Added', value: report.added },
      { label: 'Updated', value: report.updated },
      { label: 'Repriced', value: report.repriced },
      { label: 'Marked sold', value: report.sold },
      { label: 'Unchanged', value: report.unchanged },
      { label: 'Bad rows', value: report.error_count },
    ],
    mapping: report.mapping.columns.map(({ column, field }) => ({ column, field })),
    problems: report.errors.map((problem) => ({ ...problem, column: problem.column ?? '(the row)' })),
    problemsNote:
      report.error_count > report.errors.length
        ? `The first ${report.errors.length} of ${report.error_count} bad rows.`
        : null,
    dryRun: record.dryRun,
  };
}
