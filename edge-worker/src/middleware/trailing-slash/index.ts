import { isApiPath } from '@forecourt/shared/server-kit/api-error';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../env';

// One address per page (spec: 000 §2 links /book-test-drive/ where 001 §2 names /book-test-drive): a
// page read with a trailing slash is sent to the same path without it, whichever slice owns the page, so
// every slash-ended link reaches its page and search engines keep one URL. A platform rule, so here once
// rather than a second path in every slice's declaration.

/**
 * The canonical form of a page path that ends with a slash, or null when it has none to drop (the home
 * page, a canonical path) or when the path without it could name another host (`//…`, `/\…`).
 *
 * @example canonicalPagePath('/book-test-drive/'); // '/book-test-drive'
 * @example canonicalPagePath('//evil.example/'); // null
 */
export function canonicalPagePath(path: string): string | null {
  if (path === '/' || !path.endsWith('/')) return null;
  const trimmed = path.replace(/\/+$/, '');
  if (trimmed === '' || trimmed.includes('//') || trimmed.includes('\\')) return null;
  return trimmed;
}

/**
 * Redirects (301) a page read (GET/HEAD outside /api) whose path ends with a slash to its canonical path,
 * query kept. The API's paths are the remotes' and the platform's own contract: left as they are.
 *
 * @example app.use(trailingSlash());
 */
export function trailingSlash(): MiddlewareHandler<AppEnv> {
  return async function trailingSlashMiddleware(c, next) {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') return next();
    const url = new URL(c.req.url);
    const canonical = isApiPath(url.pathname) ? null : canonicalPagePath(url.pathname);
    if (canonical === null) return next();
    return c.redirect(`${canonical}${url.search}`, 301);
  };
}
