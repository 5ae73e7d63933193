import type { CodeRecord, SignInDetails } from '@forecourt/shared';

// The identity tables of migration 0004: a number's send times (`one_time_code_sends`, one row per
// phone, counted across every site) and its codes (`one_time_codes`, one row per phone and site, so a
// code sent on one site never replaces one outstanding on another). Writes that decide a limit are a
// compare-and-swap on `version`, so concurrent sends and guesses are counted exactly.

/** The details a send carries to the verify step (applied to the user once the code is verified). */
export type PendingDetails = Pick<SignInDetails, 'first_name' | 'last_name' | 'email'> & {
  dealership_slug: string | null;
};

/** A number's recent sends as read, with the row's version (null: no row yet). */
export interface StoredSends {
  /** Send times (ms) within the last day, the partner-accepted ones and any in flight. */
  sentAt: number[];
  version: number | null;
}

/**
 * The number's send times (empty, version null, when it was never sent a code).
 *
 * @example const sends = await readSends(env.DB, '0412345678');
 */
export async function readSends(db: D1Database, phone: string): Promise<StoredSends> {
  const row = await db
    .prepare('SELECT sent_at, version FROM one_time_code_sends WHERE phone = ?')
    .bind(phone)
    .first<{ sent_at: string; version: number }>();
  return row ? { sentAt: JSON.parse(row.sent_at) as number[], version: row.version } : { sentAt: [], version: null };
}

/**
 * Writes the number's send times if the row is still as read (`read.version`). Resolves false when
 * another request wrote it first: read again and decide again.
 *
 * @example if (!(await storeSends(env.DB, phone, read, withSend(read.sentAt, now)))) { … retry … }
 */
export async function storeSends(
  db: D1Database,
  phone: string,
  read: StoredSends,
  sentAt: readonly number[],
): Promise<boolean> {
  const json = JSON.stringify(sentAt);
  const statement =
    read.version === null
      ? db
          .prepare('INSERT INTO one_time_code_sends (phone, sent_at) VALUES (?, ?) ON CONFLICT(phone) DO NOTHING')
          .bind(phone, json)
      : db
          .prepare('UPDATE one_time_code_sends SET sent_at = ?, version = version + 1 WHERE phone = ? AND version = ?')
          .bind(json, phone, read.version);
  return (await statement.run()).meta.changes === 1;
}

/** A phone's code on one site, as the service uses it. */
export interface StoredCode {
  phone: string;
  tenant: string;
  codeHmac: string;
  record: CodeRecord;
  details: PendingDetails;
  /** The row's version when read; a write succeeds only if it is unchanged. */
  version: number;
}

interface CodeRow {
  phone: string;
  tenant: string;
  code_hmac: string;
  issued_at: number;
  expires_at: number;
  failed_attempts: number;
  used_at: number | null;
  details: string;
  version: number;
}

/**
 * The phone's code on this site, or null when the site never sent it one.
 *
 * @example const stored = await readCode(env.DB, '0412345678', 'sunvalley');
 */
export async function readCode(db: D1Database, phone: string, tenant: string): Promise<StoredCode | null> {
  const row = await db
    .prepare('SELECT * FROM one_time_codes WHERE phone = ? AND tenant = ?')
    .bind(phone, tenant)
    .first<CodeRow>();
  if (!row) return null;
  return {
    phone: row.phone,
    tenant: row.tenant,
    codeHmac: row.code_hmac,
    record: {
      issuedAt: row.issued_at,
      expiresAt: row.expires_at,
      failedAttempts: row.failed_attempts,
      usedAt: row.used_at,
    },
    details: JSON.parse(row.details) as PendingDetails,
    version: row.version,
  };
}

/** A newly sent code: a code row before it has a version. */
export type IssuedCode = Omit<StoredCode, 'version'>;

/**
 * The write of a code the SMS partner accepted, replacing the phone's previous code on the same site
 * (the send limits were already decided on the sends row, so this needs no compare-and-swap; bumping
 * `version` makes a concurrent guess at the old code decide again).
 *
 * @example await db.batch([issuedCodeStatement(env.DB, issued), …]);
 */
export function issuedCodeStatement(db: D1Database, issued: IssuedCode): D1PreparedStatement {
  const { record } = issued;
  return db
    .prepare(
      `INSERT INTO one_time_codes
         (phone, tenant, code_hmac, issued_at, expires_at, failed_attempts, used_at, details)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT(phone, tenant) DO UPDATE SET
         code_hmac = excluded.code_hmac, issued_at = excluded.issued_at, expires_at = excluded.expires_at,
         failed_attempts = excluded.failed_attempts, used_at = excluded.used_at, details = excluded.details,
         version = one_time_codes.version + 1`,
    )
    .bind(
      issued.phone,
      issued.tenant,
      issued.codeHmac,
      record.issuedAt,
      record.expiresAt,
      record.failedAttempts,
      record.usedAt,
      JSON.stringify(issued.details),
    );
}

/**
 * Stores the outcome of a check (a counted guess, or the code used) if the row is still as read.
 * Resolves false when another request wrote it first.
 *
 * @example if (!(await storeCheckedCode(env.DB, stored, result.record))) { … retry … }
 */
export async function storeCheckedCode(db: D1Database, stored: StoredCode, record: CodeRecord): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE one_time_codes SET failed_attempts = ?, used_at = ?, version = version + 1
       WHERE phone = ? AND tenant = ? AND version = ?`,
    )
    .bind(record.failedAttempts, record.usedAt, stored.phone, stored.tenant, stored.version)
    .run();
  return result.meta.changes === 1;
}
