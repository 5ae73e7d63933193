import { normaliseMake, type StockVisibilityConfig, soldVisibilityWindows } from '@forecourt/shared';
import type { Filter, ScopeFilter } from './query';

// The search twin of `isCarVisibleOnSite` (shared/src/domain/stock/visibility.ts), as query filters, so the
// tenant's stock rules travel with every search and a request cannot widen them (they are ANDed with
// whatever it asks for). The same rule, clause by clause, as visible-stock-sql.ts; the test checks
// the three agree. Change them together.

/**
 * In stock, or sold within its dealership's window: one bound when every dealership of the site keeps
 * sold cars as long, else one group per distinct window (shared `soldVisibilityWindows`).
 */
function soldWindowFilter(tenant: StockVisibilityConfig, now: Date): ScopeFilter {
  // See `in_stock_or_sold_at`: in-stock cars (and cars not yet dated as sold) sit above every bound.
  const bound = (since: Date): Filter => ({ field: 'in_stock_or_sold_at', op: '>=', value: since.getTime() });
  const windows = soldVisibilityWindows(tenant, now);
  if (windows.length === 1) return bound((windows[0] as (typeof windows)[number]).since);
  return {
    op: 'any',
    of: windows.map((window) => [
      { field: 'dealership_slug', op: '=', values: window.dealerships },
      bound(window.since),
    ]),
  };
}

/**
 * The filters selecting the cars the tenant's site shows at `now`: its dealerships,
 * show_on_dealer_website, in stock or sold within its dealership's `soldVisibleDaysFor`, and the stock filter (minimum
 * photos, used only, excluded makes and stock numbers).
 *
 * @example engine.search({ ...query, filters: [...visibleStockFilters(tenant, new Date()), ...query.filters] })
 */
export function visibleStockFilters(tenant: StockVisibilityConfig, now: Date): ScopeFilter[] {
  const filters: ScopeFilter[] = [
    { field: 'dealership_slug', op: '=', values: tenant.dealerships },
    { field: 'show_on_dealer_website', op: '=', values: [true] },
    soldWindowFilter(tenant, now),
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
