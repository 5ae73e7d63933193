import { apiError } from '@forecourt/shared/server-kit/api-error';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../env';

// CSRF defence for the API's state-changing calls: a browser always sends `Origin` with a POST, PUT,
// PATCH or DELETE (Fetch standard), so a page on another site cannot make a visitor's browser post a
// lead, send a code or change a watchlist in their name. No token needed: the API takes no
// cross-origin callers.
//
// Missing `Origin`: browsers never omit it on these methods, so the caller is not a browser (curl, a
// partner's server, a monitor). Such a caller carries none of a visitor's cookies, which is what CSRF
// abuses, so it passes, spending the same rate limits as anyone. One belt-and-braces exception: a
// request that says it is a browser's cross-site or same-site (not same-origin) fetch through
// `Sec-Fetch-Site` is refused even without `Origin`.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const BROWSER_SAME_ORIGIN = new Set(['same-origin', 'none']);

/**
 * Whether `origin` (an `Origin` header) is the site's own: exactly the origin the request was sent to,
 * or `https://` on one of the tenant's hostnames (a site answering on `www.` and the bare name).
 *
 * @example isOwnOrigin('https://www.alpha.example.com', 'https://alpha.example.com', ['alpha.example.com', 'www.alpha.example.com']) // → true
 * @example isOwnOrigin('null', 'https://alpha.example.com', ['alpha.example.com']) // → false
 */
export function isOwnOrigin(origin: string, requestOrigin: string, hostnames: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // 'null' (sandboxed frames, privacy-sensitive redirects) and anything unreadable
  }
  if (url.origin === requestOrigin) return true;
  return url.protocol === 'https:' && url.port === '' && hostnames.includes(url.hostname);
}

/**
 * Refuses state-changing requests (anything but GET, HEAD, OPTIONS) whose `Origin` is not the tenant's
 * own with 403 JSON `{ error }`; see the file comment for requests without `Origin`. Needs the tenant
 * middleware first.
 *
 * @example app.use('/api/*', originCheck());
 */
export function originCheck(): MiddlewareHandler<AppEnv> {
  return async function originCheckMiddleware(c, next) {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('Origin');
    if (origin === undefined) {
      const fetchSite = c.req.header('Sec-Fetch-Site')?.toLowerCase();
      if (fetchSite !== undefined && !BROWSER_SAME_ORIGIN.has(fetchSite)) {
        return apiError(c, 403, `Cross-site request refused (Sec-Fetch-Site: ${fetchSite})`);
      }
      return next();
    }
    if (!isOwnOrigin(origin, new URL(c.req.url).origin, c.get('tenant').hostnames)) {
      return apiError(c, 403, `Cross-origin request refused: Origin ${origin.slice(0, 200)} is not this site`);
    }
    return next();
  };
}
