import { backPathOf, gateFor, signInHref, siteMyPage } from '@forecourt/shared';
import { isApiPath } from '@forecourt/shared/server-kit/api-error';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../env';

// Sign-in gating of pages (spec: 001 §4 "a gated route visited without a user sends the visitor to
// sign-in", §6 "redirect to sign-in with redirect and back params"): the platform's gates
// (/online-payment, /my-garage) and the site's own (`gatedRoutes` in its config, and its my-page: a my-garage
// variant, spec 001 §6).

/**
 * Sends a signed-out visitor of a gated page to
 * `/sign-in?type=<type>&redirect=<this page>&back=<previous page or />` (302, never cached); a signed-in
 * visitor goes on to the page. Only page reads (GET/HEAD outside /api) are gated. Needs the tenant and
 * session middleware first.
 *
 * @example app.use(gatedRoutes());
 */
export function gatedRoutes(): MiddlewareHandler<AppEnv> {
  return async function gatedRoutesMiddleware(c, next) {
    const method = c.req.method;
    if ((method !== 'GET' && method !== 'HEAD') || isApiPath(c.req.path) || c.get('session')) return next();
    const tenant = c.get('tenant');
    const myPage = siteMyPage(tenant);
    const gate = gateFor(c.req.path, myPage ? [...tenant.gatedRoutes, myPage.path] : tenant.gatedRoutes);
    if (!gate) return next();
    const url = new URL(c.req.url);
    const target = signInHref(gate.type, url.pathname + url.search, backPathOf(c.req.header('Referer'), url.origin));
    c.header('Cache-Control', 'private, no-store');
    return c.redirect(target, 302);
  };
}
