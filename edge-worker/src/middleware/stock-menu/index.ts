import type { StockMenuEntry } from '@forecourt/shared';
import { isApiPath } from '@forecourt/shared/server-kit/api-error';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../env';
import { createStockMenuStore, type StockMenuStore } from '../../services/stock-menu';
import { stockSearchOf } from '../../services/stock-search';

// The Our Stock dropdown's counts start with the request, so they are counted while the page's own
// loader and fragments run, and the page awaits them only when it renders its chrome. They are the
// chrome's, not the page's: a remote's page loader stays one call. A page never waits long for them:
// after STOCK_MENU_WAIT_MS (a cold search isolate still building its index) or on a failed search the
// header shows the site's configured entries without counts.

/** Platform: the longest a page's chrome waits for the stock counts. */
export const STOCK_MENU_WAIT_MS = 1000;

/** Options of {@link stockMenu}. */
export interface StockMenuOptions {
  /** Default: a new store, cached for the life of the isolate. */
  store?: StockMenuStore;
  waitMs?: number;
}

function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([promise.catch(() => null), late]).finally(() => {
    if (timer !== undefined) clearTimeout(timer);
  });
}

/**
 * Puts the site's stock dropdown entries (a promise that never rejects; null when they could not be had
 * in time) on the context as `stockMenu`, for page reads (GET/HEAD outside /api) of a site whose header
 * has a `dynamic: 'stock'` item. Needs the tenant middleware first.
 *
 * @example app.use(stockMenu());
 */
export function stockMenu(options: StockMenuOptions = {}): MiddlewareHandler<AppEnv> {
  const store = options.store ?? createStockMenuStore();
  const waitMs = options.waitMs ?? STOCK_MENU_WAIT_MS;
  return async function stockMenuMiddleware(c, next) {
    const method = c.req.method;
    const tenant = c.get('tenant');
    const wanted = tenant.menus.header.some((item) => item.dynamic === 'stock');
    if (wanted && (method === 'GET' || method === 'HEAD') && !isApiPath(c.req.path)) {
      const search = () => stockSearchOf(c.env).stockMenu(tenant.slug);
      const entries: Promise<StockMenuEntry[] | null> = within(store.load(search, tenant), waitMs);
      c.set('stockMenu', entries);
    }
    return next();
  };
}
