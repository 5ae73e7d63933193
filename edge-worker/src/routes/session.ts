import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { findUser } from '../services/identity/users';

// GET /api/session — who is signed in on this site (issue 5 "who am I"):
//   200 { user: { phone, first_name, last_name, email }, expires_at } or 200 { user: null } when signed out.

/**
 * The session route, mounted with `app.route('/api/session', sessionRoute)`.
 *
 * @example GET /api/session → {"user":{"phone":"0412345678","first_name":"Ana",…},"expires_at":"2026-12-22T…"}
 */
export const sessionRoute = new Hono<AppEnv>();

sessionRoute.get('/', async (c) => {
  c.header('Cache-Control', 'no-store');
  const current = c.get('session');
  const user = current ? await findUser(c.env.DB, current.userId) : null;
  if (!current || !user) return c.json({ user: null });
  return c.json({ user, expires_at: new Date(current.expiresAt).toISOString() });
});
