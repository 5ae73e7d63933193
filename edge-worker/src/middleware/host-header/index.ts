import { apiError } from '@forecourt/shared/server-kit/api-error';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../env';

// The Host header names the site (tenant middleware), so it must name one host (issue 13: `a b`,
// `a.com, b.com` or a quoted host ended in a plain-text 500). Checked first, so a malformed one gets
// the API's 400 JSON with the security headers and request id, whatever the path.

/** One DNS label: letters, digits and inner hyphens, at most 63 characters (RFC 1035 §2.3.4). */
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/** A DNS name (optionally fully qualified) or an IPv6 literal, then an optional port. */
const HOST = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*\\.?|\\[[0-9A-Fa-f:.]+\\])(?::(\\d{1,5}))?$`);
/** RFC 1035 §2.3.4: names up to 253 characters (without the root dot). */
const MAX_NAME_LENGTH = 253;

/**
 * Whether `host` is one host, as a Host header carries it: a DNS name or IPv4 address, or an IPv6
 * literal in brackets, with an optional port up to 65535.
 *
 * @example isWellFormedHost('sunvalley.localhost:8787'); // true
 * @example isWellFormedHost('a.com, b.com'); // false
 */
export function isWellFormedHost(host: string): boolean {
  const match = HOST.exec(host);
  if (!match) return false;
  const port = match[1];
  const name = port === undefined ? host : host.slice(0, -(port.length + 1));
  return name.length <= MAX_NAME_LENGTH && (port === undefined || Number(port) <= 65_535);
}

/**
 * Refuses a request whose Host header is present but not one well-formed host with 400 JSON.
 * Without the header the URL's host is used, which the runtime has already parsed.
 *
 * @example app.use(hostHeader());
 */
export function hostHeader(): MiddlewareHandler<AppEnv> {
  return async function hostHeaderMiddleware(c, next) {
    const host = c.req.header('Host');
    if (host !== undefined && !isWellFormedHost(host)) return apiError(c, 400, 'Malformed Host header');
    await next();
  };
}
