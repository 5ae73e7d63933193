import { describe, expect, it } from 'vitest';
import type { StockImportRecord } from './record';
import { toStockFeedPageView, toStockImportReportView } from './view';

const DEALERSHIPS = [{ slug: 'harbour-city-ford', name: 'Harbour City Ford' }];
const RECORD: StockImportRecord = {
  id: 7,
  dealership: 'harbour-city-ford',
  source: 'upload',
  fileName: 'stock.csv',
  mode: 'full',
  dryRun: false,
  finishedAt: '2026-11-29T03:24:00.000Z',
  report: {
    mapping: { columns: [{ column: 'vehicle_id', field: 'stocknum' }], missing: [] },
    added: 190,
    updated: 0,
    repriced: 3,
    sold: 5,
    unchanged: 2,
    errors: [{ line: 8, column: null, reason: 'stock number HC1 repeats line 7' }],
    error_count: 1,
  },
};

describe('the stock feed pages’ views', () => {
  it('lists an import by when (the site’s time), whose, from where, what kind and what came of it', () => {
    const [row] = toStockFeedPageView(DEALERSHIPS, [RECORD], 'Australia/Sydney').imports;
    expect(row).toEqual({
      href: '/dealer/stock/imports/7',
      when: '29 Nov 2026, 2:24 pm',
      dealership: 'Harbour City Ford',
      source: 'Upload: stock.csv',
      kind: 'Full feed',
      summary: '190 added, 0 updated, 3 repriced, 5 sold, 1 bad row',
    });
  });

  it('marks the required columns', () => {
    const { columns } = toStockFeedPageView(DEALERSHIPS, [], 'Australia/Sydney');
    expect(columns.find((column) => column.name === 'stocknum')?.required).toBe(true);
    expect(columns.find((column) => column.name === 'vin')?.required).toBe(false);
  });

  it('reports a dry run by the API, a row-wide problem, and says when bad rows were left out', () => {
    const view = toStockImportReportView(
      {
        ...RECORD,
        source: 'api',
        fileName: null,
        mode: 'partial',
        dryRun: true,
        report: { ...RECORD.report, error_count: 250 },
      },
      [],
      'Australia/Sydney',
    );
    expect(view.title).toBe('Stock import 7: harbour-city-ford');
    expect(view.source).toBe('API');
    expect(view.kind).toBe('Partial feed (dry run)');
    expect(view.problems).toEqual([{ line: 8, column: '(the row)', reason: 'stock number HC1 repeats line 7' }]);
    expect(view.problemsNote).toBe('The first 1 of 250 bad rows.');
    expect(view.counts.find((count) => count.label === 'Marked sold')?.value).toBe(5);
  });
});
