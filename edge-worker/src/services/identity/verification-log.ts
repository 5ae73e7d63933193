import { USER_ID_BY_PHONE } from '@forecourt/shared/server-kit/users';

// The verification log (spec: 001 §3 "Verification log row: user_id, website_slug, dealership_slug,
// verification_type ('sms' when the code is sent, 'verify' when it is checked)"), plus the outcome.

export type VerificationEntry =
  | { type: 'sms'; outcome: 'sent' | 'send_failed' }
  | { type: 'verify'; outcome: 'verified' | 'invalid' | 'expired' | 'locked' };

/** Who, where and when a log row is about. */
export interface VerificationContext {
  phone: string;
  websiteSlug: string;
  dealershipSlug: string | null;
  requestId: string;
  now: number;
}

/**
 * The INSERT of one verification log row (user found by phone; null when the phone has no user).
 *
 * @example await verificationLogStatement(db, context, { type: 'sms', outcome: 'sent' }).run();
 */
export function verificationLogStatement(
  db: D1Database,
  context: VerificationContext,
  entry: VerificationEntry,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO verification_log
         (user_id, website_slug, dealership_slug, verification_type, outcome, request_id, created_at)
       VALUES (${USER_ID_BY_PHONE}, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      context.phone,
      context.websiteSlug,
      context.dealershipSlug,
      entry.type,
      entry.outcome,
      context.requestId,
      new Date(context.now).toISOString(),
    );
}
