import type { SharedWindow } from '@forecourt/shared';
import { waitUntilOf } from '@forecourt/shared/server-kit/wait-until';
import { FragmentFallback, NotFoundBody } from '@forecourt/shell';
import { type Context, Hono } from 'hono';
import { createElement } from 'react';
import { composePage } from '../composition/compose';
import { loadSlots, logPageError, slotElement } from '../composition/load-slots';
import type { PageRoute, RouteTable } from '../composition/route-table';
import {
  createSharedPageStore,
  keptAnswer,
  pageWindow,
  type SharedPageStore,
  sharedPageKey,
} from '../composition/shared-pages';
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

/** A composed page's answer, and how long every shopper may be shown it (null: not shared). */
interface RenderedPage {
  response: Response;
  window: SharedWindow | null;
}

async function renderComposed(
  c: PageContext,
  table: RouteTable,
  route: PageRoute,
  params: Record<string, string>,
): Promise<RenderedPage> {
  const outcomes = await loadSlots(c, table, route.fragments, params, route);
  const composed = composePage(route, outcomes);

  const headers: Record<string, string> = { 'Server-Timing': composed.serverTiming };
  if (composed.redirect) {
    c.header('Server-Timing', composed.serverTiming);
    return { response: c.redirect(composed.redirect.location, composed.redirect.status), window: null };
  }
  if (composed.retryAfterSeconds !== null) headers['Retry-After'] = String(composed.retryAfterSeconds);
  if (composed.notFound) return { response: await notFoundPage(c, headers), window: null };

  const nonce = c.get('nonce');
  const parts = composed.slots.map((outcome) => slotElement(outcome, nonce, table));
  const response = await htmlPage(c, {
    status: composed.status,
    title: composed.title,
    description: composed.description,
    canonicalPath: c.req.path,
    // Composed pages share the chrome's page width; each fragment lays itself out inside it.
    body: createElement('div', { className: 'fc-container fc-page' }, ...parts),
    head: { preloads: composed.preloads, stylesheets: composed.stylesheets },
    headers,
  });
  // A chrome drawn without its stock counts (the search was slow) is this answer's, not one to keep.
  const chromeComplete = (await c.get('stockMenu')) !== null;
  const shared = response.status === 200 && chromeComplete ? pageWindow(outcomes) : null;
  return { response, window: shared };
}

/** Keeps a shared page once its document has all been read. */
async function keepPage(store: SharedPageStore, key: string, nonce: string, page: Response, window: SharedWindow) {
  const headers = [...page.headers].filter(([name]) => name.toLowerCase() !== 'server-timing');
  const html = await page.text();
  store.put(key, { html, nonce, headers, renderedAt: Date.now(), window });
}

/** The page as it streams to the shopper, kept (when it may be shared) once it has all streamed. */
function keptWhileStreaming(c: PageContext, store: SharedPageStore, key: string, rendered: RenderedPage): Response {
  const { response, window } = rendered;
  if (window === null || response.body === null) return response;
  const [toShopper, toKeep] = response.body.tee();
  const copy = new Response(toKeep, { headers: response.headers });
  waitUntilOf(c)(
    keepPage(store, key, c.get('nonce'), copy, window).catch((error: unknown) =>
      logPageError(c, 'keeping a shared page failed', { reason: String(error) }),
    ),
  );
  return new Response(toShopper, response);
}

async function composedPage(
  c: PageContext,
  store: SharedPageStore,
  table: RouteTable,
  route: PageRoute,
  params: Record<string, string>,
): Promise<Response> {
  // A signed-in shopper acts on what the page says (reserves, pays): they always get it made now; a dealer's page
  // is the dealer's alone.
  if (c.get('session') !== null || route.dealer) return (await renderComposed(c, table, route, params)).response;
  const remotes = route.fragments.map((slot) => slot.remote);
  const key = sharedPageKey(c.get('tenant').slug, new URL(c.req.url), table, remotes);
  const kept = store.match(key, Date.now());
  if (kept) {
    if (kept.age === 'stale' && store.claim(key)) {
      const again = renderComposed(c, table, route, params)
        .then(({ response, window }) =>
          window === null ? response.body?.cancel() : keepPage(store, key, c.get('nonce'), response, window),
        )
        .catch((error: unknown) => logPageError(c, 'making a kept page again failed', { reason: String(error) }))
        .finally(() => store.release(key));
      waitUntilOf(c)(again);
    }
    return keptAnswer(kept.page, c.get('nonce'), kept.age);
  }
  return keptWhileStreaming(c, store, key, await renderComposed(c, table, route, params));
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
  // The pages every shopper sees the same, kept for the life of the isolate.
  const store = createSharedPageStore();
  app.get('*', async (c, next) => {
    const table = await tenantRoutes(c, options.releases);
    if (table === null) return unavailablePage(c);
    const match = table.matchPage(c.req.path);
    if (!match) return next();
    const refused = await partnerBudget(c, async () => {
      c.res = await composedPage(c, store, table, match.route, match.params);
    });
    return refused ?? c.res;
  });
  return app;
}
