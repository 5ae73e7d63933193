import { FragmentFallback, NotFoundBody } from '@forecourt/shell';
import { type Context, Hono } from 'hono';
import { createElement } from 'react';
import { composePage } from '../composition/compose';
import { loadSlots, slotElement } from '../composition/load-slots';
import type { PageRoute, RouteTable } from '../composition/route-table';
import { tenantRoutes } from '../composition/tenant-routes';
import type { AppEnv } from '../env';
import { partnerPageViews } from '../middleware/partner-page-views';
import { htmlPage } from '../render/page';
import type { ReleaseStore } from '../services/releases';

// Composed pages: tenant (middleware) → release of each remote (registry + the tenant's pin) → the
// page's fragments from the remotes' Workers, in parallel, each with a timeout and a fallback → one
// streamed document from the shell, with the fragments' islands in place.

/** Options of {@link pages}. */
export interface PagesOptions {
  /** The isolate's release registry cache (shared with the `/_mf` passthrough). */
  releases: ReleaseStore;
}

type PageContext = Context<AppEnv>;

async function notFoundPage(c: PageContext, headers: Record<string, string> = {}): Promise<Response> {
  return htmlPage(c, {
    status: 404,
    title: 'Page not found',
    canonicalPath: c.req.path,
    body: createElement(NotFoundBody, { path: c.req.path }),
    headers,
  });
}

/**
 * Without a readable release registry the gateway cannot tell a remote's page from no page: rather than
 * a 404 that would drop real pages from search engines, it says the page is briefly unavailable.
 */
async function unavailablePage(c: PageContext): Promise<Response> {
  return htmlPage(c, {
    status: 503,
    title: 'Temporarily unavailable',
    canonicalPath: c.req.path,
    body: createElement(FragmentFallback, { id: 'fc-page', primary: true }),
    headers: { 'Retry-After': '30' },
  });
}

async function composedPage(
  c: PageContext,
  table: RouteTable,
  route: PageRoute,
  params: Record<string, string>,
): Promise<Response> {
  const composed = composePage(route, await loadSlots(c, table, route.fragments, params));

  const headers: Record<string, string> = { 'Server-Timing': composed.serverTiming };
  if (composed.redirect) {
    c.header('Server-Timing', composed.serverTiming);
    return c.redirect(composed.redirect.location, composed.redirect.status);
  }
  if (composed.retryAfterSeconds !== null) headers['Retry-After'] = String(composed.retryAfterSeconds);
  if (composed.notFound) return notFoundPage(c, headers);

  const nonce = c.get('nonce');
  const parts = composed.slots.map((outcome) => slotElement(outcome, nonce, table));
  return htmlPage(c, {
    status: composed.status,
    title: composed.title,
    description: composed.description,
    canonicalPath: c.req.path,
    // Composed pages share the chrome's page width; each fragment lays itself out inside it.
    body: createElement('div', { className: 'fc-container fc-page' }, ...parts),
    head: { preloads: composed.preloads, stylesheets: composed.stylesheets },
    headers,
  });
}

/**
 * The composed page routes (`/cars/:slug`, …) the tenant's releases of the remotes declare (the route
 * table, read at run time), mounted last with `app.route('/', pages({ releases }))`. Each answers one
 * streamed document: 200 with the fragments' islands; the not-found page when no release declares the
 * path, its params fail their rules, or the primary fragment says 404; the primary fragment's redirect
 * (301/302 to a path on the site) when it answers one; 503 with `Retry-After` for any
 * path when the registry cannot be read; 503 with `Retry-After` and a fallback block when the primary
 * fragment failed; never a 500 for a remote's failure; 429 when a view with a `postcode` (a partner
 * call) is over the shopper's partner budget. `Server-Timing` names each fragment's duration.
 *
 * @example app.route('/', pages({ releases: createReleaseStore() }));
 */
export function pages(options: PagesOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // A view whose postcode its loader hands to a partner spends the shopper's partner budget first.
  const partnerBudget = partnerPageViews();
  app.get('*', async (c, next) => {
    const table = await tenantRoutes(c, options.releases);
    if (table === null) return unavailablePage(c);
    const match = table.matchPage(c.req.path);
    if (!match) return next();
    const refused = await partnerBudget(c, async () => {
      c.res = await composedPage(c, table, match.route, match.params);
    });
    return refused ?? c.res;
  });
  return app;
}
