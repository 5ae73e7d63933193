import { DEALER_SESSION_TTL_MS, dealerSignInHref, isDealerGated, isDealerPath } from '@forecourt/shared';
import { isDealer } from '@forecourt/shared/server-kit/dealer-key';
import { requireSecret, toHex } from '@forecourt/shared/server-kit/secrets';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie';
import type { AppEnv } from '../../env';

// The dealer's session (issues 29, 30): the dealer signs in at /dealer/sign-in with the dealer key once, and gets
// `__Host-fc_dealer`, signed with SESSION_SECRET (HMAC-SHA256, checked in constant time), HttpOnly, Secure,
// SameSite=Strict. Its value names the site, the expiry and a tag of the key it was made with, so it is this
// site's alone, ends after a working day, and ends everywhere when the key is changed. Nothing is stored: sign-out
// drops the cookie. Then every page of the dealer's area answers (others are sent to sign in), never kept and
// never indexed, and the remotes' dealer APIs take the dealer's requests as they take the key.

/** The dealer session cookie's name (with the `__Host-` prefix hono adds). */
const DEALER_COOKIE_NAME = 'fc_dealer';

/** Options of {@link dealerSession}. */
export interface DealerSessionOptions {
  /** The clock, in ms (default `Date.now`). */
  now?: () => number;
}

function secretOf(c: Context<AppEnv>): string {
  const secret = c.env.SESSION_SECRET;
  requireSecret('SESSION_SECRET', secret);
  return secret;
}

/** A short tag of the dealer key: a new key ends the sessions made with the old one. */
async function keyTagOf(key: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`dealer-session:${key}`))).slice(0, 16);
}

/** Whether a verified cookie value is a live session of this site made with today's key. */
async function isLive(value: string, tenant: string, key: string | undefined, now: number): Promise<boolean> {
  const [site, expires, tag] = value.split('.');
  if (!key || site !== tenant || !(Number(expires) > now)) return false;
  return tag === (await keyTagOf(key));
}

/**
 * Whether `given` is this deployment's dealer key (compared in constant time; never, when none is set).
 * @example if (await isDealerKey(c, fields.key)) await setDealerCookie(c, Date.now());
 */
export function isDealerKey(c: Context<AppEnv>, given: string): Promise<boolean> {
  return isDealer(`Bearer ${given}`, c.env.DEALER_API_KEY);
}

/**
 * Signs the dealer in on this site until a working day from `now`.
 * @example await setDealerCookie(c, Date.now());
 */
export async function setDealerCookie(c: Context<AppEnv>, now: number): Promise<void> {
  const key = c.env.DEALER_API_KEY ?? '';
  const value = `${c.get('tenant').slug}.${now + DEALER_SESSION_TTL_MS}.${await keyTagOf(key)}`;
  await setSignedCookie(c, DEALER_COOKIE_NAME, value, secretOf(c), {
    prefix: 'host',
    path: '/',
    secure: true,
    httpOnly: true,
    sameSite: 'Strict',
    maxAge: Math.floor(DEALER_SESSION_TTL_MS / 1000),
  });
}

/**
 * Signs the dealer out (drops the cookie).
 * @example clearDealerCookie(c);
 */
export function clearDealerCookie(c: Context<AppEnv>): void {
  deleteCookie(c, DEALER_COOKIE_NAME, { prefix: 'host', path: '/', secure: true, httpOnly: true, sameSite: 'Strict' });
}

/**
 * Puts `dealer` on the context (whether the site's dealer is signed in), and keeps the dealer's area to the dealer:
 * a page there without the session goes to the dealer's sign-in (303, with the way back), anything else there is a
 * 401. Every answer of the area is `no-store` and `noindex`. Needs the tenant middleware first.
 *
 * @example app.use(dealerSession());
 */
export function dealerSession(options: DealerSessionOptions = {}): MiddlewareHandler<AppEnv> {
  const now = options.now ?? Date.now;
  return async function dealerSessionMiddleware(c, next) {
    c.set('dealer', false);
    if (c.req.header('Cookie')?.includes(DEALER_COOKIE_NAME)) {
      const value = await getSignedCookie(c, secretOf(c), DEALER_COOKIE_NAME, 'host');
      if (typeof value === 'string') {
        c.set('dealer', await isLive(value, c.get('tenant').slug, c.env.DEALER_API_KEY, now()));
      }
    }
    const { path } = c.req;
    if (!isDealerPath(path)) return next();
    if (isDealerGated(path) && !c.get('dealer')) {
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Sign in as the dealer first', 401);
      const url = new URL(c.req.url);
      return c.redirect(dealerSignInHref(`${url.pathname}${url.search}`), 303);
    }
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
    c.res.headers.set('X-Robots-Tag', 'noindex');
  };
}
