// Leads as the `leads` table keeps them (migration 0003), written once by storeLead and read back
// by the outbox when it delivers them to the CRM.

/** One stored lead. */
export interface StoredLead {
  id: string;
  tenant: string;
  form: string;
  /** The normalised form fields (LeadSubmission without the one-time code). */
  fields: Record<string, unknown>;
  car_id: number | null;
  dealership_id: number | null;
  location_id: number | null;
  offer_id: number | null;
  analytics_event: number | null;
  request_id: string;
  /** ISO instant. */
  created_at: string;
}

interface StoredLeadRow extends Omit<StoredLead, 'fields'> {
  payload: string;
}

/**
 * The lookup the gateway's migration 0010 indexes: one site's leads made by one user (`l` the leads; two `?`:
 * the site's slug, the user's id). My Garage lists a shopper's leads by it, never by the phone a form carries.
 */
export const LEADS_OF_USER = 'l.tenant = ? AND l.user_id = ?';

const COLUMNS =
  'id, tenant, form, payload, car_id, dealership_id, location_id, offer_id, analytics_event, request_id, created_at';

/**
 * The stored leads with these ids (those that exist), in no particular order.
 *
 * @example const [lead] = await readStoredLeads(env.DB, [leadId]);
 */
export async function readStoredLeads(db: D1Database, ids: readonly string[]): Promise<StoredLead[]> {
  if (ids.length === 0) return [];
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM leads WHERE id IN (SELECT value FROM json_each(?))`)
    .bind(JSON.stringify(ids))
    .all<StoredLeadRow>();
  return results.map(({ payload, ...row }) => ({ ...row, fields: JSON.parse(payload) as Record<string, unknown> }));
}
