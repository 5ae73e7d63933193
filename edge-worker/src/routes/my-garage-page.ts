import { MY_GARAGE_PATH, signInTypeForGate, siteMyPage } from '@forecourt/shared';
import { MyGarageBody, type MyGarageBodyProps } from '@forecourt/shell';
import { Hono } from 'hono';
import { createElement } from 'react';
import type { AppEnv } from '../env';
import { errorPage } from '../middleware/error-handler';
import { htmlPage } from '../render/page';
import { listEnquiries } from '../services/account';
import { financeOf } from '../services/finance';
import { findUser } from '../services/identity/users';
import { savedSearchesOf } from '../services/saved-searches';
import { listWatchlist } from '../services/watchlist';

// /my-garage (issue 17 "Account"; spec: 001 §2, §6 gated): what the signed-in shopper has on this site
// (the leads they made signed in or with a code, issue 24 item 8), composed by the gateway from its own records
// and the finance and search slices' (reservations and trade-in valuations, saved searches, through their RPCs), one
// read each, in parallel. Gated by the platform: the gated-routes middleware has already sent a signed-out visitor to
// sign in and back. A site's own my-page (its `myPage`, by default `/my` + its slug, e.g. `/mymotorama`; or a
// my-path it lists as a gated route) is this page (301), or the page its config names.

/** `?details=` after the details forms (routes/account.ts), as the page tells it. */
function noticeOf(details: string | undefined, problem: string | undefined): MyGarageBodyProps['notice'] {
  if (details === 'saved' || details === 'forgotten') return { kind: details };
  if (details === 'invalid')
    return { kind: 'invalid', message: problem?.slice(0, 200) || 'Please check your details.' };
  return null;
}

/**
 * `GET /my-garage` and the site's own my-pages, mounted with `app.route('/', myGaragePage({ now }))`.
 *
 * @example GET /my-garage → "My garage": saved cars, reservations, trade-ins, enquiries, your details
 */
export function myGaragePage(options: { now?: () => number } = {}): Hono<AppEnv> {
  const now = options.now ?? Date.now;
  const app = new Hono<AppEnv>();
  app.get(MY_GARAGE_PATH, async (c) => {
    const tenant = c.get('tenant');
    const session = c.get('session');
    if (!session) return errorPage(c, 404);
    const at = now();
    const finance = financeOf(c.env);
    const savesSearches = tenant.search.savedSearchesPerShopper > 0;
    const [user, watchlist, reservations, tradeIns, enquiries, savedSearches] = await Promise.all([
      findUser(c.env.DB, session.userId),
      tenant.features.watchlist ? listWatchlist(c.env.DB, { tenant, userId: session.userId }, at) : null,
      finance.shopperReservations(tenant.slug, session.userId),
      finance.shopperTradeIns(tenant.slug, session.userId),
      listEnquiries(c.env.DB, tenant, session.userId, new Date(at)),
      savesSearches ? savedSearchesOf(c.env).shopperSavedSearches(tenant.slug, session.userId) : null,
    ]);
    if (!user) return errorPage(c, 404);
    return htmlPage(c, {
      title: 'My garage',
      description: `Your cars, reservations and enquiries on ${tenant.name}.`,
      canonicalPath: MY_GARAGE_PATH,
      body: createElement(MyGarageBody, {
        user,
        watchlist: watchlist?.flatMap((entry) => (entry.car ? [entry.car] : [])) ?? null,
        deviceLists: { favourites: tenant.features.favouritesStorage, compare: tenant.features.compareStorage },
        reservations,
        tradeIns,
        enquiries,
        savedSearches,
        searchHref: tenant.search.pathPrefix,
        notice: noticeOf(c.req.query('details'), c.req.query('problem')),
      }),
    });
  });
  app.get('/:page{my[a-z0-9]+}', async (c, next) => {
    const path = `/${c.req.param('page')}`;
    const tenant = c.get('tenant');
    const myPage = siteMyPage(tenant);
    if (myPage?.path === path) return c.redirect(myPage.redirectTo, 301);
    const listed = tenant.gatedRoutes.includes(path) && signInTypeForGate(path) === 'my-garage';
    return listed ? c.redirect(MY_GARAGE_PATH, 301) : next();
  });
  return app;
}
