import type { CodeRecord, SignInDetails } from '@forecourt/shared';

// The one_time_codes row of a phone (migration 0002): read it, and write it back only if nobody else
// wrote it since (compare-and-swap on `version`), so concurrent sends and guesses are counted exactly.

/** The details a send carries to the verify step (applied to the user once the code is verified). */
export type PendingDetails = Pick<SignInDetails, 'first_name' | 'last_name' | 'email'> & {
  dealership_slug: string | null;
};

/** A phone's code row as the service uses it. */
export interface StoredCode {
  phone: string;
  tenant: string;
  codeHmac: string;
  record: CodeRecord;
  /** Send times (ms) within the last day. */
  sentAt: number[];
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
  sent_at: string;
  details: string;
  version: number;
}

/**
 * The phone's code row, or null when no code was ever sent to it.
 *
 * @example const stored = await readCode(env.DB, '0412345678');
 */
export async function readCode(db: D1Database, phone: string): Promise<StoredCode | null> {
  const row = await db.prepare('SELECT * FROM one_time_codes WHERE phone = ?').bind(phone).first<CodeRow>();
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
    sentAt: JSON.parse(row.sent_at) as number[],
    details: JSON.parse(row.details) as PendingDetails,
    version: row.version,
  };
}

/** A newly sent code, to store in place of the phone's previous one: a code row before it has a version. */
export type IssuedCode = Omit<StoredCode, 'version'>;

/**
 * Stores a newly sent code if the row is still as read (`previousVersion`; null when there was none).
 * Resolves false when another request wrote it first: read again and decide again.
 *
 * @example if (!(await storeIssuedCode(env.DB, issued, stored?.version ?? null))) { … retry … }
 */
export async function storeIssuedCode(
  db: D1Database,
  issued: IssuedCode,
  previousVersion: number | null,
): Promise<boolean> {
  const { record } = issued;
  const values = [
    issued.tenant,
    issued.codeHmac,
    record.issuedAt,
    record.expiresAt,
    record.failedAttempts,
    record.usedAt,
    JSON.stringify(issued.sentAt),
    JSON.stringify(issued.details),
  ];
  const statement =
    previousVersion === null
      ? db
          .prepare(
            `INSERT INTO one_time_codes
               (tenant, code_hmac, issued_at, expires_at, failed_attempts, used_at, sent_at, details, phone, version)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0)
             ON CONFLICT(phone) DO NOTHING`,
          )
          .bind(...values, issued.phone)
      : db
          .prepare(
            `UPDATE one_time_codes
             SET tenant = ?, code_hmac = ?, issued_at = ?, expires_at = ?, failed_attempts = ?, used_at = ?,
                 sent_at = ?, details = ?, version = version + 1
             WHERE phone = ? AND version = ?`,
          )
          .bind(...values, issued.phone, previousVersion);
  const result = await statement.run();
  return result.meta.changes === 1;
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
       WHERE phone = ? AND version = ?`,
    )
    .bind(record.failedAttempts, record.usedAt, stored.phone, stored.version)
    .run();
  return result.meta.changes === 1;
}
