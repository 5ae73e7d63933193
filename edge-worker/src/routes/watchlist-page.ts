import { WATCHLIST_PAGE_PATH } from '@forecourt/shared/vehicle/watchlist-intent';
import { WatchlistBody } from '@forecourt/shell';
import { Hono } from 'hono';
import { createElement } from 'react';
import type { AppEnv } from '../env';
import { errorPage } from '../middleware/error-handler';
import { htmlPage } from '../render/page';
import { listWatchlist } from '../services/watchlist';

// The watchlist page, WATCHLIST_PAGE_PATH (/my-garage/watchlist): where the vehicle page's "View List"
// goes (spec: 000 §2, §8 toasts). Under /my-garage, so the gated-routes middleware has already sent a
// signed-out visitor to sign in (and back here), and on a site without the watchlist the switched-off-features
// middleware has sent the visitor on to My Garage.

/** Options of {@link watchlistPage}. */
export interface WatchlistPageOptions {
  /** The clock, in ms (default `Date.now`). */
  now?: () => number;
}

/**
 * `GET /my-garage/watchlist`, mounted with `app.route(WATCHLIST_PAGE_PATH, watchlistPage())`.
 *
 * @example GET /my-garage/watchlist → "My watchlist" with the signed-in visitor's saved cars
 */
export function watchlistPage(options: WatchlistPageOptions = {}): Hono<AppEnv> {
  const now = options.now ?? Date.now;
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const tenant = c.get('tenant');
    const session = c.get('session');
    // Unreachable behind gated-routes; it gives the type a session.
    if (!session) return errorPage(c, 404);
    const entries = await listWatchlist(c.env.DB, { tenant, userId: session.userId }, now());
    return htmlPage(c, {
      title: 'My watchlist',
      description: `The cars you saved on ${tenant.name}.`,
      canonicalPath: WATCHLIST_PAGE_PATH,
      body: createElement(WatchlistBody, {
        cars: entries.flatMap((entry) => (entry.car ? [entry.car] : [])),
        gone: entries.filter((entry) => entry.car === null).length,
      }),
    });
  });
  return app;
}
