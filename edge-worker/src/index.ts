import { queryCount } from '@forecourt/shared/server-kit/query-count';
import { WATCHLIST_PAGE_PATH } from '@forecourt/shared/vehicle/watchlist-intent';
import { Hono } from 'hono';
import type { AppEnv, Env } from './env';
import { bodyLimit, hasDeclaredBodyLimit } from './middleware/body-limit';
import { dealerSession } from './middleware/dealer-session';
import { errorHandler, notFoundHandler } from './middleware/error-handler';
import { fragmentHealth } from './middleware/fragment-health';
import { gatedRoutes } from './middleware/gated-routes';
import { hostHeader } from './middleware/host-header';
import { originCheck } from './middleware/origin-check';
import { rateLimit } from './middleware/rate-limit';
import { requestId } from './middleware/request-id';
import { securityHeaders } from './middleware/security-headers';
import { session } from './middleware/session';
import { shellAssets } from './middleware/shell-assets';
import { stockMenu } from './middleware/stock-menu';
import { switchedOffFeatures } from './middleware/switched-off-features';
import { tenant } from './middleware/tenant';
import { trailingSlash } from './middleware/trailing-slash';
import { account } from './routes/account';
import { apiProxy } from './routes/api-proxy';
import { assets } from './routes/assets';
import { blogs } from './routes/blogs';
import { browserEvents } from './routes/browser-events';
import { dealer } from './routes/dealer';
import { dealerReleasesPage } from './routes/dealer-releases';
import { deviceLists } from './routes/device-lists';
import { home } from './routes/home';
import { identity } from './routes/identity';
import { leads } from './routes/leads';
import { media } from './routes/media';
import { mfAssets } from './routes/mf-assets';
import { myGaragePage } from './routes/my-garage-page';
import { pages } from './routes/pages';
import { revealPhone } from './routes/reveal-phone';
import { seo } from './routes/seo';
import { sessionRoute } from './routes/session';
import { signInPage } from './routes/sign-in-page';
import { sitePages } from './routes/site-pages';
import { success } from './routes/success';
import { watchlist } from './routes/watchlist';
import { watchlistPage } from './routes/watchlist-page';
import { financeOf } from './services/finance';
import { deliverOutbox } from './services/outbox/scheduled';
import { createReleaseStore } from './services/releases';
import { savedSearchesOf } from './services/saved-searches';

// The gateway: per-request context (id, CSP nonce, internal caller, tenant), API guards, then one app
// per resource. Order matters: the request id and security headers wrap everything, including the
// unknown-site page and error pages; static assets, remote builds and media skip the tenant lookup.

/** Options of {@link createApp}. */
export interface AppOptions {
  /** The clock of sign-in, sessions and the watchlist, in ms (default `Date.now`; tests move it). */
  now?: () => number;
}

/**
 * Builds the gateway app. Each call makes fresh middleware state (tenant and release caches), so
 * tests can build their own; the Worker uses the default export.
 *
 * @example export default createApp();
 */
export function createApp(options: AppOptions = {}): Hono<AppEnv> {
  const { now } = options;
  const app = new Hono<AppEnv>();
  const releases = createReleaseStore();

  app.use(requestId());
  // How each composed page's fragments came out, per remote version: counted after the answer, outside its D1 figure.
  app.use(fragmentHealth({ now }));
  // How many D1 queries each response took (Server-Timing), for every route.
  app.use(queryCount());
  app.use(securityHeaders());
  // The shell's files as this build names them (content-hashed), for every page's document, error pages too.
  app.use(shellAssets());
  // The Host names the site: one that names no single host is refused before anything reads it.
  app.use(hostHeader());
  // Every request body is capped (declared or streamed) and must arrive within seconds, whatever the route; a
  // path a remote declares a larger limit for (remote.ts `api.bodyLimits`) is read by the API proxy within it.
  app.use(bodyLimit({ skip: (c) => hasDeclaredBodyLimit(c, releases) }));
  app.route('/assets', assets);
  app.route('/_mf', mfAssets({ releases }));
  app.route('/media', media);
  app.use(tenant());
  // One address per page: a slash-ended page path goes to its canonical form before any page is chosen.
  app.use(trailingSlash());
  // A feature the dealer has off: its API calls are a 404 before anything runs, its pages go to a
  // sensible page of the site, before any sign-in gate.
  app.use(switchedOffFeatures());
  // CSRF: state-changing API calls only from the site's own pages (or non-browser callers).
  app.use('/api/*', originCheck());
  app.use('/api/*', rateLimit({ routeClass: 'api' }));
  // Who is signed in (session cookie → D1); signed-out visitors of gated pages go to /sign-in.
  app.use(session({ now }));
  app.use(gatedRoutes());
  // Whether the site's dealer is signed in (the dealer key's cookie); the dealer's area is the dealer's alone.
  app.use(dealerSession({ now }));
  // The header's Our Stock counts, counted beside whatever the page loads.
  app.use(stockMenu());

  app.route('/api/blogs', blogs);
  app.route('/api/leads', leads);
  app.route('/api/reveal-phone', revealPhone);
  app.route('/api/events', browserEvents);
  app.route('/api', identity({ now }));
  app.route('/api/session', sessionRoute);
  app.route('/api/watchlist', watchlist({ now }));
  app.route('/api/account', account({ now }));
  // The remotes' own APIs (their declared prefixes), after the platform's: a remote never shadows one.
  app.route('/', apiProxy({ releases }));
  app.route('/', seo);
  app.route('/', home({ releases }));
  app.route('/sign-in', signInPage({ now }));
  app.route('/', dealer({ releases, now }));
  app.route('/', dealerReleasesPage({ releases, now }));
  app.route('/success', success);
  app.route('/', sitePages);
  app.route('/', deviceLists);
  app.route(WATCHLIST_PAGE_PATH, watchlistPage({ now }));
  app.route('/', myGaragePage({ now }));
  app.route('/', pages({ releases }));

  app.onError(errorHandler());
  app.notFound(notFoundHandler());
  return app;
}

/**
 * The Cron Trigger's work (root wrangler.toml, every minute): the lead outbox delivered to the CRM, the
 * reservations past their end released (mfe-finance's, through its RPC, on the trigger's clock), and the saved
 * searches' alerts looked at and sent (mfe-search's, through its RPC). Each runs whatever the others do; a failure
 * fails the run (logged).
 *
 * @example export default { fetch: app.fetch, scheduled: scheduledHandler() } satisfies ExportedHandler<Env>;
 */
export function scheduledHandler(): (controller: ScheduledController, env: Env) => Promise<void> {
  return async (controller, env) => {
    const runs = await Promise.allSettled([
      deliverOutbox(controller, env),
      financeOf(env).endReservations(controller.scheduledTime),
      savedSearchesOf(env).sendSearchAlerts(controller.scheduledTime),
    ]);
    const failed = runs.find((run): run is PromiseRejectedResult => run.status === 'rejected');
    if (failed) throw failed.reason;
  };
}

const gateway = createApp();

/**
 * The Worker: `fetch` is the app (every browser request); `scheduled` is the Cron Trigger of the root
 * wrangler.toml ({@link scheduledHandler}).
 */
export default { fetch: gateway.fetch, scheduled: scheduledHandler() } satisfies ExportedHandler<Env>;
