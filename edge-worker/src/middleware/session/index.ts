import { SESSION_COOKIE_NAME } from '@forecourt/shared';
import { requireSecret } from '@forecourt/shared/server-kit/secrets';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie';
import type { AppEnv } from '../../env';
import { type NewSession, readSession } from '../../services/sessions';

// The session cookie: `__Host-fc_session`, the session id signed with SESSION_SECRET (HMAC-SHA256,
// checked in constant time), HttpOnly, Secure, SameSite=Lax, Path=/ and no Domain, so only this exact
// site gets it and scripts never see it. Browsers treat http://localhost and http://*.localhost as
// secure, so local development gets the same cookie. Backed by the D1 sessions table.

/** Options of {@link session}. */
export interface SessionOptions {
  /** The clock, in ms (default `Date.now`). */
  now?: () => number;
}

function secretOf(c: Context<AppEnv>): string {
  const secret = c.env.SESSION_SECRET;
  requireSecret('SESSION_SECRET', secret);
  return secret;
}

/**
 * Puts the signed-in user of this site on the context as `session` (null when signed out, or when the
 * cookie is forged, expired, revoked or from another site). Reads D1 only when a validly signed cookie
 * is present. Needs the tenant middleware first.
 *
 * @example app.use(session());
 */
export function session(options: SessionOptions = {}): MiddlewareHandler<AppEnv> {
  const now = options.now ?? Date.now;
  return async function sessionMiddleware(c, next) {
    c.set('session', null);
    if (c.req.header('Cookie')?.includes(SESSION_COOKIE_NAME)) {
      const id = await getSignedCookie(c, secretOf(c), SESSION_COOKIE_NAME, 'host');
      if (typeof id === 'string' && id !== '') {
        c.set('session', await readSession(c.env.DB, id, c.get('tenant').slug, now()));
      }
    }
    await next();
  };
}

/**
 * Sets the cookie of a session just started; it expires with the session.
 *
 * @example await setSessionCookie(c, outcome.session, Date.now());
 */
export async function setSessionCookie(c: Context<AppEnv>, started: NewSession, now: number): Promise<void> {
  await setSignedCookie(c, SESSION_COOKIE_NAME, started.id, secretOf(c), {
    prefix: 'host',
    path: '/',
    secure: true,
    httpOnly: true,
    sameSite: 'Lax',
    maxAge: Math.max(0, Math.floor((started.expiresAt - now) / 1000)),
  });
}

/**
 * Tells the browser to drop the session cookie.
 *
 * @example clearSessionCookie(c);
 */
export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION_COOKIE_NAME, { prefix: 'host', path: '/', secure: true, httpOnly: true, sameSite: 'Lax' });
}
