import { adfLeadsOf } from './adf-leads';
import { retryDelayMs } from './backoff';
import { type CrmClient, type CrmLead, crmClientFor } from './crm';
import { createEmailClient, type EmailClient } from './email';
import { readStoredLeads, type StoredLead } from './stored';

// The lead outbox (table `lead_outbox`, migration 0003): every stored lead has one row until the CRM
// has taken it. A delivery run first claims rows in one UPDATE (claim token + lease), so two runs, or
// the request's own attempt and the cron, never hold the same lead; it then sends each claimed lead
// and records the outcome only while it still holds the claim. A failure schedules the next attempt
// with backoff (./backoff.ts); a run that dies leaves its claims to expire and be taken again. If a
// lease ever expires while a send is still under way, the CRM's idempotency key (the lead id) keeps
// the lead filed once.

/** How long a claim lasts: well over one CRM attempt (10 s), so a live run keeps its leads. */
export const CLAIM_LEASE_MS = 60_000;
/** Leads claimed per batch: each costs one fetch and one D1 write, within a Worker's subrequest budget. */
export const OUTBOX_BATCH_SIZE = 20;
/** Batches per scheduled run at most (a backlog after an outage drains over several runs). */
export const OUTBOX_MAX_BATCHES = 5;

/** What a delivery run needs. */
export interface OutboxContext {
  db: D1Database;
  crm: CrmClient;
  /** Mails the ADF of a dealership whose CRM reads a mailbox. */
  email: EmailClient;
  /** The run's clock in epoch ms (the scheduled time for the cron, `Date.now()` for a request). */
  now: number;
  /** For the backoff jitter (default `Math.random`). */
  random?: () => number;
}

/** What one run did. */
export interface DeliveryReport {
  claimed: number;
  delivered: number;
  failed: number;
}

interface ClaimedRow {
  lead_id: string;
  attempts: number;
}

const DUE = 'delivered_at IS NULL AND next_attempt_at <= ?1 AND (claimed_until IS NULL OR claimed_until <= ?1)';

/**
 * The outbox row that goes in the same batch as its lead: due at once.
 *
 * @example await db.batch([insertLead, outboxRowFor(db, leadId, Date.now())]);
 */
export function outboxRowFor(db: D1Database, leadId: string, now: number): D1PreparedStatement {
  return db.prepare('INSERT INTO lead_outbox (lead_id, next_attempt_at) VALUES (?, ?)').bind(leadId, now);
}

async function claim(db: D1Database, now: number, token: string, which: { leadId: string } | { limit: number }) {
  const target =
    'leadId' in which
      ? { sql: 'lead_id = ?4', param: which.leadId }
      : {
          sql: `lead_id IN (SELECT lead_id FROM lead_outbox WHERE ${DUE} ORDER BY next_attempt_at LIMIT ?4)`,
          param: which.limit,
        };
  const { results } = await db
    .prepare(
      `UPDATE lead_outbox SET claim_token = ?2, claimed_until = ?3, attempts = attempts + 1
        WHERE ${target.sql} AND ${DUE} RETURNING lead_id, attempts`,
    )
    .bind(now, token, now + CLAIM_LEASE_MS, target.param)
    .all<ClaimedRow>();
  return results;
}

/**
 * The partners a delivery run sends through, from a Worker's bindings: the CRM (`CRM_API_URL`) and the e-mail
 * service (`EMAIL_API_URL`).
 *
 * @example await deliverDueLeads({ db: env.DB, ...outboxPartnersFor(env), now: controller.scheduledTime });
 */
export function outboxPartnersFor(env: { CRM_API_URL?: string; EMAIL_API_URL?: string }): {
  crm: CrmClient;
  email: EmailClient;
} {
  return { crm: crmClientFor(env), email: createEmailClient({ baseUrl: env.EMAIL_API_URL }) };
}

/** The subject an e-mailed lead carries: what it is, and its id (the CRM's key to spot a resend). */
export function leadMailSubject(lead: Pick<StoredLead, 'id' | 'form' | 'tenant'>): string {
  return `New ${lead.form} lead from ${lead.tenant} (${lead.id})`;
}

/** The CRM's view of a stored lead. */
export function crmLeadOf(lead: StoredLead): CrmLead {
  return {
    lead_id: lead.id,
    site: lead.tenant,
    form: lead.form,
    submitted_at: lead.created_at,
    car_id: lead.car_id,
    dealership_id: lead.dealership_id,
    location_id: lead.location_id,
    offer_id: lead.offer_id,
    analytics_event: lead.analytics_event,
    fields: lead.fields,
  };
}

function log(level: 'info' | 'warn', message: string, details: Record<string, unknown>): void {
  const line = JSON.stringify({ level, message, ...details });
  if (level === 'info') console.log(line);
  else console.warn(line);
}

/** Sends the claimed leads and records each outcome under the claim token. */
async function deliverClaimed(context: OutboxContext, token: string, claimed: ClaimedRow[]): Promise<DeliveryReport> {
  const { db, crm, email, now } = context;
  const stored = await readStoredLeads(
    db,
    claimed.map((row) => row.lead_id),
  );
  const leads = new Map(stored.map((lead) => [lead.id, lead]));
  // A dealership whose CRM takes ADF/XML gets its leads so, by e-mail when its CRM reads a mailbox; every other
  // lead goes as JSON. Either way the lead id is the partner's idempotency key.
  const adf = await adfLeadsOf(db, stored);
  const send = (lead: StoredLead) => {
    const document = adf.get(lead.id);
    if (document === undefined) return crm.sendLead(crmLeadOf(lead));
    if (document.mailbox === null) return crm.sendAdf(lead.id, document.xml);
    return email.send(lead.id, { to: document.mailbox, subject: leadMailSubject(lead), text: document.xml });
  };
  const outcomes = await Promise.all(
    claimed.map(async ({ lead_id, attempts }) => {
      const lead = leads.get(lead_id);
      const result = lead ? await send(lead) : { ok: false as const, error: 'lead row missing' };
      if (result.ok) {
        await db
          .prepare(
            `UPDATE lead_outbox SET delivered_at = ?1, crm_reference = ?2, last_error = NULL, claim_token = NULL,
                    claimed_until = NULL WHERE lead_id = ?3 AND claim_token = ?4`,
          )
          .bind(now, result.reference, lead_id, token)
          .run();
        log('info', 'lead delivered to the CRM', { leadId: lead_id, attempts, crmReference: result.reference });
        return true;
      }
      const nextAttemptAt = now + retryDelayMs(attempts, context.random);
      await db
        .prepare(
          `UPDATE lead_outbox SET next_attempt_at = ?1, last_error = ?2, claim_token = NULL, claimed_until = NULL
            WHERE lead_id = ?3 AND claim_token = ?4`,
        )
        .bind(nextAttemptAt, result.error, lead_id, token)
        .run();
      log('warn', 'lead delivery failed; will retry', {
        leadId: lead_id,
        attempts,
        nextAttemptAt: new Date(nextAttemptAt).toISOString(),
        error: result.error,
      });
      return false;
    }),
  );
  const delivered = outcomes.filter(Boolean).length;
  return { claimed: claimed.length, delivered, failed: claimed.length - delivered };
}

/**
 * Tries to deliver one lead now, if it is due and nobody else holds it (the attempt right after the
 * lead is stored). Never throws for a CRM failure: the lead stays in the outbox for the cron.
 *
 * @example c.executionCtx.waitUntil(deliverLead({ db: env.DB, ...outboxPartnersFor(env), now: Date.now() }, leadId));
 */
export async function deliverLead(context: OutboxContext, leadId: string): Promise<DeliveryReport> {
  const token = crypto.randomUUID();
  return deliverClaimed(context, token, await claim(context.db, context.now, token, { leadId }));
}

/**
 * Delivers the leads that are due, oldest due first, in batches of {@link OUTBOX_BATCH_SIZE}, until none
 * is left or {@link OUTBOX_MAX_BATCHES} batches ran (the scheduled run).
 *
 * @example const report = await deliverDueLeads({ db: env.DB, ...outboxPartnersFor(env), now: controller.scheduledTime });
 */
export async function deliverDueLeads(
  context: OutboxContext,
  options: { batchSize?: number; maxBatches?: number } = {},
): Promise<DeliveryReport> {
  const batchSize = options.batchSize ?? OUTBOX_BATCH_SIZE;
  const maxBatches = options.maxBatches ?? OUTBOX_MAX_BATCHES;
  const total: DeliveryReport = { claimed: 0, delivered: 0, failed: 0 };
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const token = crypto.randomUUID();
    const claimed = await claim(context.db, context.now, token, { limit: batchSize });
    if (claimed.length === 0) break;
    const report = await deliverClaimed(context, token, claimed);
    total.claimed += report.claimed;
    total.delivered += report.delivered;
    total.failed += report.failed;
    if (claimed.length < batchSize) break;
  }
  return total;
}
