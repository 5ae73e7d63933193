import { DEFAULT_TIME_ZONE } from '@forecourt/shared/locations/time-zone';
import type { FragmentContext } from '@forecourt/shared/remote-kit';
import { listSiteDealerships } from '@forecourt/shared/server-kit/dealerships';
import type { VehicleBindings } from '../bindings';
import { recentStockImports, stockImportOf } from '../db/stock-imports';
import {
  type StockFeedPageView,
  type StockImportReportView,
  toStockFeedPageView,
  toStockImportReportView,
} from '../features/stock-feed/view';

// The dealer's stock feed pages' loaders (issue 30): the site's dealerships and its recent imports, or one import's
// report; each read in one round of D1 reads, the site's own only.

/**
 * The upload page: the site's dealerships (the form's choice) and its latest imports.
 * @example fragmentWorker(remote, { DealerStock: dealerStockFragment(loadDealerStock), … })
 */
export async function loadDealerStock(context: FragmentContext<VehicleBindings>): Promise<StockFeedPageView> {
  const site = await context.site();
  const [dealerships, imports] = await Promise.all([
    listSiteDealerships(context.env.DB, site),
    recentStockImports(context.env.DB, site.slug),
  ]);
  return toStockFeedPageView(dealerships, imports, DEFAULT_TIME_ZONE);
}

/**
 * One import's report, or null (no such import on this site).
 * @example fragmentWorker(remote, { DealerStockImport: stockImportFragment(loadStockImport), … })
 */
export async function loadStockImport(
  context: FragmentContext<VehicleBindings>,
  id: number,
): Promise<StockImportReportView | null> {
  const site = await context.site();
  const [dealerships, record] = await Promise.all([
    listSiteDealerships(context.env.DB, site),
    stockImportOf(context.env.DB, site.slug, id),
  ]);
  return record ? toStockImportReportView(record, dealerships, DEFAULT_TIME_ZONE) : null;
}
