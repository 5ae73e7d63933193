import {
  IN_STOCK_STATUSES,
  normaliseMake,
  type StockVisibilityConfig,
  soldVisibilityWindows,
} from '../domain/stock/index';
import { dealershipScope, type SqlFragment, sqlIdentifier } from './tenant-scope';

// The SQL twin of `isCarVisibleOnSite` (shared/src/domain/stock/visibility.ts): the same rule, clause by
// clause, so D1 returns exactly the cars the pure rule would show. `visible-stock.worker.test.ts`
// checks the two agree on a fixture set of cars. Change both together.

/** `sold_at` as epoch milliseconds in SQLite (NULL when missing or unreadable), to compare with Date.parse. */
function soldAtMs(alias: string): string {
  return `CAST(round((julianday(${alias}.sold_at) - 2440587.5) * 86400000.0) AS INTEGER)`;
}

/**
 * "Not in stock but still shown": no sold date yet, or sold within its dealership's window (one
 * clause per distinct window, shared `soldVisibilityWindows`).
 */
function soldStillShown(alias: string, tenant: StockVisibilityConfig, now: Date): SqlFragment {
  const windows = soldVisibilityWindows(tenant, now).map((window) => ({
    scope: dealershipScope(`${alias}.dealership_id`, { dealerships: window.dealerships }),
    since: window.since.getTime(),
  }));
  return {
    sql: [`${alias}.sold_at IS NULL`, ...windows.map((w) => `(${w.scope.sql} AND ${soldAtMs(alias)} >= ?)`)].join(
      ' OR ',
    ),
    params: windows.flatMap((w) => [...w.scope.params, w.since]),
  };
}

/**
 * The WHERE clause (without `WHERE`) selecting the cars of table alias `alias` that the tenant's site
 * shows at `now`: the tenant's dealerships, `show_on_dealer_website`, in stock, or not yet dated as
 * sold, or sold within its dealership's `soldVisibleDaysFor`, and the stock filter (minimum photos, used only, excluded makes and stock numbers).
 *
 * @example const where = visibleStockWhere(tenant, new Date(), 'c');
 *          db.prepare(`SELECT c.slug FROM cars c WHERE ${where.sql}`).bind(...where.params)
 */
export function visibleStockWhere(tenant: StockVisibilityConfig, now: Date, alias = 'c'): SqlFragment {
  const a = sqlIdentifier(alias);
  const scope = dealershipScope(`${a}.dealership_id`, tenant);
  const inStock = IN_STOCK_STATUSES.map((status) => `'${status}'`).join(', ');
  const sold = soldStillShown(a, tenant, now);
  const clauses: string[] = [
    scope.sql,
    `${a}.show_on_dealer_website = 1`,
    `(${a}.status IN (${inStock}) OR ${sold.sql})`,
    `${a}.photos_count >= ?`,
  ];
  const params: unknown[] = [...scope.params, ...sold.params, tenant.stock.level];
  if (tenant.stock.usedOnly) clauses.push(`${a}.car_type = 'used'`);
  if (tenant.stock.excludedMakes.length > 0) {
    clauses.push(`lower(trim(${a}.make)) NOT IN (SELECT value FROM json_each(?))`);
    params.push(JSON.stringify(tenant.stock.excludedMakes.map(normaliseMake)));
  }
  if (tenant.stock.excludedStockNumbers.length > 0) {
    clauses.push(`${a}.stocknum NOT IN (SELECT value FROM json_each(?))`);
    params.push(JSON.stringify(tenant.stock.excludedStockNumbers));
  }
  return { sql: clauses.join(' AND '), params };
}
