import { NotFoundBody } from '@forecourt/shell';
import { type Context, Hono } from 'hono';
import { createElement } from 'react';
import { composePage } from '../composition/compose';
import { loadSlots, slotElement } from '../composition/load-slots';
import { PAGE_ROUTES, type PageRoute } from '../composition/routes';
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
  /** The composed routes (default {@link PAGE_ROUTES}). */
  routes?: PageRoute[];
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

async function composedPage(c: PageContext, route: PageRoute, options: Required<PagesOptions>): Promise<Response> {
  const params = route.params.safeParse(c.req.param());
  if (!params.success) return notFoundPage(c);

  const composed = composePage(route, await loadSlots(c, options.releases, route.fragments, params.data));

  const headers: Record<string, string> = { 'Server-Timing': composed.serverTiming };
  if (composed.retryAfterSeconds !== null) headers['Retry-After'] = String(composed.retryAfterSeconds);
  if (composed.notFound) return notFoundPage(c, headers);

  const nonce = c.get('nonce');
  const parts = composed.slots.map((outcome) => slotElement(outcome, nonce));
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
 * The composed page routes (`/cars/:slug`, …), mounted with `app.route('/', pages({ releases }))`.
 * Each answers one streamed document: 200 with the fragments' islands; the not-found page when the
 * primary fragment says 404; 503 with `Retry-After` and a fallback block when the primary fragment
 * failed; never a 500 for a remote's failure; 429 when a view with a `postcode` (a partner call) is
 * over the shopper's partner budget. `Server-Timing` names each fragment's duration.
 *
 * @example app.route('/', pages({ releases: createReleaseStore() }));
 */
export function pages(options: PagesOptions): Hono<AppEnv> {
  const resolved: Required<PagesOptions> = {
    releases: options.releases,
    routes: options.routes ?? PAGE_ROUTES,
  };
  const app = new Hono<AppEnv>();
  // A view whose postcode its loader hands to a partner spends the shopper's partner budget first.
  const partnerBudget = partnerPageViews();
  for (const route of resolved.routes) app.get(route.path, partnerBudget, (c) => composedPage(c, route, resolved));
  return app;
}
