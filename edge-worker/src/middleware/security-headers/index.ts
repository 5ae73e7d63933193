import { setResponseHeader } from '@forecourt/shared/server-kit/headers';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../env';

/** Options of {@link securityHeaders}. */
export interface SecurityHeadersOptions {
  /** Bytes of randomness in the nonce (at least 16; default 18, which base64-encodes without padding). */
  nonceBytes?: number;
  /** `Strict-Transport-Security` value sent on https requests. */
  hsts?: string;
}

/**
 * A fresh CSP nonce: `bytes` random bytes, base64.
 *
 * @example createNonce() // → 'q8N0Qb1Xw3yYk9Qm2VvF1s7Z'
 */
export function createNonce(bytes = 18): string {
  const raw = crypto.getRandomValues(new Uint8Array(Math.max(16, bytes)));
  let binary = '';
  for (const byte of raw) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The Content-Security-Policy for one response: scripts and styles only from this origin or carrying
 * the nonce. `'strict-dynamic'` extends trust from the nonced shell client to what it loads: the
 * Module Federation runtime's ESM `import()` of a remote's `remoteEntry.js` and chunks (same-origin
 * `/_mf/…`; CSP3 browsers then ignore `'self'`, which stays for older ones). `connect-src 'self'` covers
 * the runtime's `fetch()` of `mf-manifest.json` and the `/api` calls.
 *
 * @example contentSecurityPolicy('abc') // → "default-src 'self'; script-src 'self' 'nonce-abc' …"
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * Makes a per-response CSP nonce (on the context as `nonce`) and sets the security headers on the
 * way out: CSP, nosniff, referrer policy, frame denial, permissions policy, and HSTS on https.
 * A header a route already set (say, its own CSP or cache policy) is left as the route set it.
 *
 * @example app.use(securityHeaders());
 */
export function securityHeaders(options: SecurityHeadersOptions = {}): MiddlewareHandler<AppEnv> {
  const nonceBytes = options.nonceBytes ?? 18;
  const hsts = options.hsts ?? 'max-age=31536000';
  return async function securityHeadersMiddleware(c, next) {
    const nonce = createNonce(nonceBytes);
    c.set('nonce', nonce);
    await next();
    const headers: [string, string][] = [
      ['Content-Security-Policy', contentSecurityPolicy(nonce)],
      ['X-Content-Type-Options', 'nosniff'],
      ['Referrer-Policy', 'strict-origin-when-cross-origin'],
      ['X-Frame-Options', 'DENY'],
      ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)'],
    ];
    if (new URL(c.req.url).protocol === 'https:') headers.push(['Strict-Transport-Security', hsts]);
    for (const [name, value] of headers) setResponseHeader(c, name, value, { overwrite: false });
  };
}
