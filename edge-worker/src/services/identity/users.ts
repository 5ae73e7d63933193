import type { SignedInUser } from '@forecourt/shared';
import type { PendingDetails } from './code-store';

// The users table (migration 0002): one row per phone. A send makes the row the same way whether or not
// it exists (so the answer and the work never depend on it); only a verified code writes details.

/**
 * Makes the phone's user row if there is none; leaves an existing one untouched.
 *
 * @example await db.batch([ensureUserStatement(db, '0412345678', now), …]);
 */
export function ensureUserStatement(db: D1Database, phone: string, now: number): D1PreparedStatement {
  return db
    .prepare('INSERT INTO users (phone, created_at, updated_at) VALUES (?, ?, ?) ON CONFLICT(phone) DO NOTHING')
    .bind(phone, now, now);
}

/**
 * Marks the phone's user verified and writes the details given with the code (a detail not given keeps
 * its stored value); makes the row if it is missing.
 *
 * @example await db.batch([verifiedUserStatement(db, '0412345678', stored.details, now), …]);
 */
export function verifiedUserStatement(
  db: D1Database,
  phone: string,
  details: PendingDetails,
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO users (phone, first_name, last_name, email, created_at, updated_at, verified_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT(phone) DO UPDATE SET
         first_name = COALESCE(excluded.first_name, users.first_name),
         last_name = COALESCE(excluded.last_name, users.last_name),
         email = COALESCE(excluded.email, users.email),
         updated_at = excluded.updated_at,
         verified_at = COALESCE(users.verified_at, excluded.verified_at)`,
    )
    .bind(phone, details.first_name ?? null, details.last_name ?? null, details.email ?? null, now, now, now);
}

/**
 * The user with this id as the API shows them to themselves, or null.
 *
 * @example const user = await findUser(env.DB, session.userId);
 */
export async function findUser(db: D1Database, userId: number): Promise<SignedInUser | null> {
  return db
    .prepare('SELECT phone, first_name, last_name, email FROM users WHERE id = ?')
    .bind(userId)
    .first<SignedInUser>();
}
