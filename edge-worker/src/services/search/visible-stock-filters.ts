import { normaliseMake, type StockVisibilityConfig, soldVisibleSince } from '@forecourt/shared';
import type { Filter } from './query';

// The search twin of `isCarVisibleOnSite` (shared/src/stock/visibility.ts), as query filters, so the
// tenant's stock rules travel with every search and a request cannot widen them (they are ANDed with
// whatever it asks for). The same rule, clause by clause, as visible-stock-sql.ts; the test checks
// the three agree. Change them together.

/**
 * The filters selecting the cars the tenant's site shows at `now`: its dealerships,
 * show_on_dealer_website, in stock or sold within `soldVisibleDays`, and the stock filter (minimum
 * photos, used only, excluded makes and stock numbers).
 *
 * @example engine.search({ ...query, filters: [...visibleStockFilters(tenant, new Date()), ...query.filters] })
 */
export function visibleStockFilters(tenant: StockVisibilityConfig, now: Date): Filter[] {
  const filters: Filter[] = [
    { field: 'dealership_slug', op: '=', values: tenant.dealerships },
    { field: 'show_on_dealer_website', op: '=', values: [true] },
    // See `in_stock_or_sold_at`: in-stock cars sit above every bound, sold ones at their sold_at.
    { field: 'in_stock_or_sold_at', op: '>=', value: soldVisibleSince(tenant.soldVisibleDays, now).getTime() },
    { field: 'photos_count', op: '>=', value: tenant.stock.level },
  ];
  if (tenant.stock.usedOnly) filters.push({ field: 'car_type', op: '=', values: ['used'] });
  if (tenant.stock.excludedMakes.length > 0) {
    filters.push({ field: 'make_key', op: '!=', values: tenant.stock.excludedMakes.map(normaliseMake) });
  }
  if (tenant.stock.excludedStockNumbers.length > 0) {
    filters.push({ field: 'stocknum', op: '!=', values: tenant.stock.excludedStockNumbers });
  }
  return filters;
}
