import type { AlertChannel } from '@forecourt/shared/search/saved-searches';
import { retryDelayMs } from '@forecourt/shared/server-kit/leads/backoff';
import type { AlertSender } from '../partners/alert-messages';

// The digests' outbox (search_alert_outbox, migrations/0001): a digest is written in the same batch as the look
// that made it and the alert keys it spends, so a digest written is a digest sent, once. Delivery claims the due
// rows in one UPDATE (a token and a lease), so two runs never hold one digest; a failure is tried again with the
// lead outbox's backoff; the partner's idempotency key is the digest's id, so a retry after a lost answer sends
// nothing twice.

/** How long a claim lasts: well over one partner call (10 s). */
const CLAIM_LEASE_MS = 60_000;
/** Digests delivered per run at most: one partner call and one D1 write each, within a run's subrequests. */
export const DELIVERIES_PER_RUN = 40;
/** After this many failed tries a digest is given up (logged): its news is stale by then. */
const MAX_ATTEMPTS = 8;

/** A digest to write. */
export interface OutboxDigest {
  site: string;
  userId: number;
  channel: AlertChannel;
  recipient: string;
  subject: string;
  body: string;
}

/**
 * The statement that writes a digest, due at once.
 * @example await db.batch([digestStatement(db, digest, now), ...sentKeys]);
 */
export function digestStatement(db: D1Database, digest: OutboxDigest, now: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO search_alert_outbox (site, user_id, channel, recipient, subject, body, created_at, next_attempt_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(digest.site, digest.userId, digest.channel, digest.recipient, digest.subject, digest.body, now, now);
}

interface ClaimedDigest {
  id: number;
  channel: AlertChannel;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
}

/**
 * Sends the due digests (at most {@link DELIVERIES_PER_RUN}) through `send`; how many went and how many failed.
 * @example const { delivered, failed } = await deliverDigests(env.DB, sender, Date.now());
 */
export async function deliverDigests(
  db: D1Database,
  send: AlertSender,
  now: number,
  random: () => number = Math.random,
): Promise<{ delivered: number; failed: number }> {
  const claim = crypto.randomUUID();
  const { results } = await db
    .prepare(
      `UPDATE search_alert_outbox SET claim = ?1, claimed_until = ?2
       WHERE id IN (
         SELECT id FROM search_alert_outbox
         WHERE delivered_at IS NULL AND attempts < ?4 AND next_attempt_at <= ?3 AND (claimed_until IS NULL OR claimed_until <= ?3)
         ORDER BY next_attempt_at, id LIMIT ?5)
       RETURNING id, channel, recipient, subject, body, attempts`,
    )
    .bind(claim, now + CLAIM_LEASE_MS, now, MAX_ATTEMPTS, DELIVERIES_PER_RUN)
    .all<ClaimedDigest>();
  let delivered = 0;
  let failed = 0;
  for (const digest of results) {
    const outcome = await send(`search-alert-${digest.id}`, digest);
    const attempts = digest.attempts + 1;
    if (outcome.ok) {
      delivered += 1;
      await db
        .prepare(
          'UPDATE search_alert_outbox SET delivered_at = ?, attempts = ?, claimed_until = NULL WHERE id = ? AND claim = ?',
        )
        .bind(now, attempts, digest.id, claim)
        .run();
      continue;
    }
    failed += 1;
    console.warn(
      JSON.stringify({
        level: attempts >= MAX_ATTEMPTS ? 'error' : 'warn',
        message: attempts >= MAX_ATTEMPTS ? 'search alert given up' : 'search alert not delivered; tried again later',
        digest: digest.id,
        channel: digest.channel,
        attempts,
        error: outcome.error,
      }),
    );
    await db
      .prepare(
        `UPDATE search_alert_outbox SET attempts = ?, next_attempt_at = ?, last_error = ?, claimed_until = NULL
         WHERE id = ? AND claim = ?`,
      )
      .bind(attempts, now + retryDelayMs(attempts, random), outcome.error.slice(0, 500), digest.id, claim)
      .run();
  }
  return { delivered, failed };
}
