import type { TenantConfig } from '@forecourt/shared';
import type { AccountTradeIn } from '@forecourt/shared/account/api';
import { LEADS_OF_USER } from '@forecourt/shared/server-kit/leads/stored';
import type { TradeInRequest } from '@forecourt/shared/trade-in/api';
import { type TradeInAnswer, type TradeInOutcome, TradeInOutcomeSchema } from '@forecourt/shared/trade-in/api';
import { onlineEstimateRefusal } from '@forecourt/shared/trade-in/rules';
import type { ValuationClient } from '../partners/valuation';

// Trade-in valuations (this slice's migration 0001): the row written with the lead, before the partner is asked;
// the partner's answer turned into the visitor's outcome under the FAQ's rules; the offer accepted.

/**
 * The INSERT of a trade-in's pending valuation, to run in the lead's own batch (so a stored lead always
 * has its vehicle details, and a partner failure after it loses nothing).
 *
 * @example await db.batch([...storeLeadStatements(db, leadId, prepared, receipt), pendingValuationStatement(db, …)]);
 */
export function pendingValuationStatement(
  db: D1Database,
  leadId: string,
  tenant: TenantConfig,
  request: Pick<TradeInRequest, 'Rego' | 'regoState' | 'km' | 'condition'>,
  now: Date,
): D1PreparedStatement {
  const at = now.toISOString();
  return db
    .prepare(
      `INSERT INTO trade_in_valuations (lead_id, tenant, rego, rego_state, km, condition, status, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?)`,
    )
    .bind(leadId, tenant.slug, request.Rego, request.regoState, request.km, request.condition, at, at);
}

async function recordOutcome(
  db: D1Database,
  leadId: string,
  outcome: TradeInOutcome,
  extra: { partnerValuationId?: string; error?: string },
  now: Date,
): Promise<void> {
  await db
    .prepare(
      `UPDATE trade_in_valuations SET status = ?, reason = ?, partner_valuation_id = ?, outcome = ?, error = ?, updated_at = ?
        WHERE lead_id = ?`,
    )
    .bind(
      outcome.status,
      outcome.status === 'refused' ? outcome.reason : null,
      extra.partnerValuationId ?? null,
      outcome.status === 'unavailable' ? null : JSON.stringify(outcome),
      extra.error ?? null,
      now.toISOString(),
      leadId,
    )
    .run();
}

/**
 * Values a stored trade-in: the FAQ's kilometre rule first (no partner call), then the partner, then
 * the FAQ's age rule on the car the partner identified (spec: 001 §2). The outcome is stored on the
 * lead's row whatever it is; a partner failure is the `unavailable` outcome, logged, never thrown.
 *
 * @example const outcome = await valueTradeIn({ db, client, now }, leadId, request);
 */
export async function valueTradeIn(
  deps: { db: D1Database; client: ValuationClient; now: Date; requestId: string },
  leadId: string,
  request: Pick<TradeInRequest, 'Rego' | 'regoState' | 'km' | 'condition'>,
): Promise<TradeInOutcome> {
  const { db, client, now } = deps;
  const currentYear = now.getUTCFullYear();
  if (onlineEstimateRefusal({ km: request.km }, currentYear) === 'km') {
    const outcome: TradeInOutcome = { status: 'refused', reason: 'km', vehicle: null };
    await recordOutcome(db, leadId, outcome, {}, now);
    return outcome;
  }
  const answer = await client.value({
    leadId,
    rego: request.Rego,
    regoState: request.regoState,
    km: request.km,
    condition: request.condition,
  });
  if (!answer.ok) {
    console.error(
      JSON.stringify({
        level: 'error',
        message: 'trade-in valuation failed',
        requestId: deps.requestId,
        leadId,
        error: answer.error,
      }),
    );
    await recordOutcome(db, leadId, { status: 'unavailable' }, { error: answer.error }, now);
    return { status: 'unavailable' };
  }
  const { valuation_id, vehicle, market_value, adjustments, range, offer } = answer.valuation;
  const refusal = onlineEstimateRefusal({ km: request.km, year: vehicle.year }, currentYear);
  const outcome: TradeInOutcome = refusal
    ? { status: 'refused', reason: refusal, vehicle }
    : { status: 'valued', vehicle, market_value, adjustments, range, offer, accepted_at: null };
  await recordOutcome(db, leadId, outcome, { partnerValuationId: valuation_id }, now);
  return outcome;
}

interface ValuationRow {
  status: string;
  outcome: string | null;
  accepted_at: string | null;
  partner_valuation_id: string | null;
  user_id: number | null;
}

/**
 * A stored trade-in of this site, with what the partner's id is for the offer-accepted update, and the
 * user who asked for it signed in (null when asked for signed out).
 */
export interface StoredTradeIn {
  answer: TradeInAnswer;
  partnerValuationId: string | null;
  madeBy: number | null;
}

/**
 * The trade-in lead `leadId` of this site as the page shows it, or null (unknown, another site's).
 *
 * @example const stored = await findTradeIn(env.DB, tenant, leadId);
 */
export async function findTradeIn(db: D1Database, tenant: TenantConfig, leadId: string): Promise<StoredTradeIn | null> {
  const row = await db
    .prepare(
      `SELECT t.status, t.outcome, t.accepted_at, t.partner_valuation_id, l.user_id
         FROM trade_in_valuations t JOIN leads l ON l.id = t.lead_id WHERE t.lead_id = ? AND t.tenant = ?`,
    )
    .bind(leadId, tenant.slug)
    .first<ValuationRow>();
  if (!row) return null;
  return {
    answer: { lead_id: leadId, outcome: storedOutcome(row) },
    partnerValuationId: row.partner_valuation_id,
    madeBy: row.user_id,
  };
}

/**
 * A stored valuation's outcome as the page shows it (`unavailable` when the partner has not said or failed),
 * with the acceptance time of a valued one.
 *
 * @example storedOutcome({ outcome: '{"status":"refused","reason":"km","vehicle":null}', accepted_at: null })
 */
export function storedOutcome(row: { outcome: string | null; accepted_at: string | null }): TradeInOutcome {
  const parsed = row.outcome === null ? null : TradeInOutcomeSchema.safeParse(JSON.parse(row.outcome));
  const outcome: TradeInOutcome = parsed?.success ? parsed.data : { status: 'unavailable' };
  return outcome.status === 'valued' ? { ...outcome, accepted_at: row.accepted_at } : outcome;
}

/**
 * Marks a valued trade-in's offer accepted (once: a second acceptance keeps the first time); answers
 * whether this call accepted it.
 *
 * @example if (await markAccepted(env.DB, tenant, leadId, new Date())) recordEvent18();
 */
export async function markAccepted(db: D1Database, tenant: TenantConfig, leadId: string, now: Date): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE trade_in_valuations SET accepted_at = ?, updated_at = ?
        WHERE lead_id = ? AND tenant = ? AND status = 'valued' AND accepted_at IS NULL`,
    )
    .bind(now.toISOString(), now.toISOString(), leadId, tenant.slug)
    .run();
  return result.meta.changes > 0;
}

/** Enough for My Garage; older ones stay with the dealer. */
const LIST_LIMIT = 50;

interface TradeInRow {
  lead_id: string;
  rego: string;
  rego_state: string;
  km: number;
  status: string;
  outcome: string | null;
  accepted_at: string | null;
  created_at: string;
}

/**
 * The trade-in valuations the user asked for on this site (signed in: the lead's maker), newest first.
 *
 * @example const tradeIns = await listTradeIns(env.DB, tenant, session.userId);
 */
export async function listTradeIns(db: D1Database, tenant: TenantConfig, userId: number): Promise<AccountTradeIn[]> {
  const { results } = await db
    .prepare(
      `SELECT t.lead_id, t.rego, t.rego_state, t.km, t.status, t.outcome, t.accepted_at, t.created_at
         FROM leads l JOIN trade_in_valuations t ON t.lead_id = l.id
        WHERE ${LEADS_OF_USER} ORDER BY l.created_at DESC LIMIT ${LIST_LIMIT}`,
    )
    .bind(tenant.slug, userId)
    .all<TradeInRow>();
  return results.map((row) => ({
    lead_id: row.lead_id,
    rego: row.rego,
    rego_state: row.rego_state,
    km: row.km,
    outcome: row.status === 'pending' ? null : storedOutcome(row),
    created_at: row.created_at,
  }));
}
