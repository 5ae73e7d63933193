import { isApiPath } from '@forecourt/shared/server-kit/api-error';
import { switchedOffRedirect } from '@forecourt/shared/site-pages/feature-routes';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../env';

// A page the spec lists whose feature this dealer has switched off (trade-in, finance, the watchlist)
// sends its visitor to a sensible page of the site instead of serving the feature or a 404 (issue 19):
// an old bookmark or a link from elsewhere still lands somewhere useful. The site's own chrome never
// links there (feature-routes' switchedOn* filters).

/**
 * Redirects (302: the dealer can switch the feature back on) page reads of a switched-off feature to
 * the page SWITCHED_OFF_PAGE_TARGETS names. Needs the tenant middleware first; runs before sign-in
 * gating, so a signed-out visitor is not sent to sign in for a page that is not there.
 *
 * @example app.use(switchedOffPages());
 */
export function switchedOffPages(): MiddlewareHandler<AppEnv> {
  return async function switchedOffPagesMiddleware(c, next) {
    const method = c.req.method;
    if ((method !== 'GET' && method !== 'HEAD') || isApiPath(c.req.path)) return next();
    const target = switchedOffRedirect(c.req.path, c.get('tenant').features);
    if (!target) return next();
    // Not cached: the answer follows the site's configuration, which the dealer can change at any time.
    c.header('Cache-Control', 'no-store');
    return c.redirect(target, 302);
  };
}
