import { SESSION_TTL_MS } from '@forecourt/shared';
import { toHex } from '@forecourt/shared/server-kit/secrets';
import { USER_ID_BY_PHONE } from '@forecourt/shared/server-kit/users';

// Sessions (migration 0002 `sessions`): a verified code starts one. The cookie carries a random id,
// signed with SESSION_SECRET (HMAC-SHA256, middleware/session); D1 keeps only the id's SHA-256, with the
// user, the site and the expiry. A session is live while its row is unexpired and not revoked, for the
// site it was made on.

/** A live session: who is signed in. */
export interface Session {
  /** SHA-256 of the session id (hex): the row's key, for sign-out. */
  idHash: string;
  userId: number;
  /** The verified phone, digits with a leading 0 (spec: 000 §3 "Signed-in user: phone"). */
  phone: string;
  /** Epoch ms. */
  expiresAt: number;
}

/** A session about to be stored: its id (for the cookie) and what the row keeps. */
export interface NewSession {
  id: string;
  idHash: string;
  expiresAt: number;
}

const ID_BYTES = 32;

/**
 * The key a session id is stored under: its SHA-256, hex.
 *
 * @example await sessionIdHash(id); // '3f0a…'
 */
export async function sessionIdHash(id: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(id)));
}

/**
 * A fresh session: 32 random bytes as hex, and its expiry from `now`.
 *
 * @example const session = await newSession(now);
 */
export async function newSession(now: number): Promise<NewSession> {
  const id = toHex(crypto.getRandomValues(new Uint8Array(ID_BYTES)));
  return { id, idHash: await sessionIdHash(id), expiresAt: now + SESSION_TTL_MS };
}

/**
 * The INSERT of a new session for the user with this phone, on this site.
 *
 * @example await db.batch([verifiedUserStatement(…), insertSessionStatement(db, session, phone, tenant.slug, now)]);
 */
export function insertSessionStatement(
  db: D1Database,
  session: NewSession,
  phone: string,
  tenant: string,
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO sessions (id_hash, user_id, phone, tenant, created_at, expires_at)
       VALUES (?, ${USER_ID_BY_PHONE}, ?, ?, ?, ?)`,
    )
    .bind(session.idHash, phone, phone, tenant, now, session.expiresAt);
}

/**
 * The live session with this id on this site at `now`, or null (unknown, expired, revoked, or made on
 * another site). The id comes from a cookie whose signature was checked.
 *
 * @example const session = await readSession(env.DB, id, tenant.slug, Date.now());
 */
export async function readSession(db: D1Database, id: string, tenant: string, now: number): Promise<Session | null> {
  const idHash = await sessionIdHash(id);
  const row = await db
    .prepare(
      `SELECT user_id, phone, expires_at FROM sessions
       WHERE id_hash = ? AND tenant = ? AND revoked_at IS NULL AND expires_at > ?`,
    )
    .bind(idHash, tenant, now)
    .first<{ user_id: number; phone: string; expires_at: number }>();
  return row ? { idHash, userId: row.user_id, phone: row.phone, expiresAt: row.expires_at } : null;
}

/**
 * Ends a session (sign-out): it is never live again.
 *
 * @example await revokeSession(env.DB, session.idHash, Date.now());
 */
export async function revokeSession(db: D1Database, idHash: string, now: number): Promise<void> {
  await db
    .prepare('UPDATE sessions SET revoked_at = ? WHERE id_hash = ? AND revoked_at IS NULL')
    .bind(now, idHash)
    .run();
}
