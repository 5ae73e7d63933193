import type { LeadSubmission, TenantConfig } from '../../domain';
import { analyticsEventStatement } from '../analytics-events';
import { USER_ID_BY_PHONE } from '../users';
import { outboxRowFor } from './outbox';
import type { PreparedLead } from './prepare';

// Storing an accepted lead: the lead, its outbox row and its analytics event in ONE D1 batch (a
// transaction), so a lead is either stored with everything that delivers and counts it, or not at all.
// Only then does the visitor get a lead_id.

/** Who stored the lead, and when. */
export interface LeadReceipt {
  tenant: TenantConfig;
  requestId: string;
  now: Date;
  /**
   * The verified phone of the shopper who made it (shared `leadMakerPhone`), whose My Garage lists it;
   * null when nobody verified made it.
   */
  madeBy: string | null;
}

/**
 * The fields kept with a lead: the normalised form without the one-time code a finance form may carry
 * (a code is a secret; it was checked before the lead was stored).
 *
 * @example fieldsToStore({ form: 'finance', code: '123456', … }) // → { form: 'finance', … } (no code)
 */
export function fieldsToStore(lead: LeadSubmission): Omit<LeadSubmission, 'code'> {
  if (lead.form !== 'finance') return lead;
  const { code: _code, ...fields } = lead;
  return fields;
}

/**
 * The statements that store one lead: the `leads` row, its outbox row (due at once) and, when the form
 * has one, its analytics event (spec: 000 §7).
 *
 * @example await env.DB.batch(storeLeadStatements(env.DB, leadId, prepared, receipt));
 */
export function storeLeadStatements(
  db: D1Database,
  leadId: string,
  prepared: PreparedLead,
  receipt: LeadReceipt,
): D1PreparedStatement[] {
  const createdAt = receipt.now.toISOString();
  const event = prepared.analytics_event;
  const statements = [
    db
      .prepare(
        `INSERT INTO leads (id, tenant, form, payload, car_id, dealership_id, location_id, offer_id, analytics_event,
                            user_id, request_id, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ${USER_ID_BY_PHONE}, ?, ?)`,
      )
      .bind(
        leadId,
        receipt.tenant.slug,
        prepared.lead.form,
        JSON.stringify(fieldsToStore(prepared.lead)),
        prepared.car_id,
        prepared.dealership_id,
        prepared.location_id,
        prepared.offer_id,
        prepared.analytics_event,
        receipt.madeBy,
        receipt.requestId,
        createdAt,
      ),
    outboxRowFor(db, leadId, receipt.now.getTime()),
  ];
  if (event !== null) {
    const { form } = prepared.lead;
    const { car_id, dealership_id, offer_id } = prepared;
    statements.push(
      analyticsEventStatement(db, {
        eventId: event,
        tenant: receipt.tenant,
        payload: { lead_id: leadId, form, car_id, dealership_id, offer_id },
        requestId: receipt.requestId,
        now: receipt.now.getTime(),
      }),
    );
  }
  return statements;
}

/**
 * Stores a prepared lead (lead + outbox row + analytics event, one batch) and answers its new id.
 *
 * @example const leadId = await storeLead(env.DB, prepared, { tenant, requestId, now: new Date(), madeBy: null });
 */
export async function storeLead(db: D1Database, prepared: PreparedLead, receipt: LeadReceipt): Promise<string> {
  const leadId = crypto.randomUUID();
  await db.batch(storeLeadStatements(db, leadId, prepared, receipt));
  return leadId;
}
