import type { TenantConfig } from '@forecourt/shared';
import type { AccountDetails, AccountEnquiry, AccountTradeIn } from '@forecourt/shared/account/api';
import { visibleStockWhere } from '@forecourt/shared/server-kit/visible-stock-sql';
import { storedOutcome } from '../trade-in';

// What /my-garage reads and writes beyond the watchlist and reservations: the enquiries and trade-in
// valuations the signed-in shopper made on this site (signed in, or with a code verified in the same
// request: `leads.user_id`, migration 0010; never by the phone a form carries, which anyone can type,
// issue 24 item 8), and the remembered details on the user row.

/** The lookup migration 0010 indexes: one site's leads made by one user. */
const LEADS_OF_USER = 'l.tenant = ? AND l.user_id = ?';
/** Enough for a page; older ones stay with the dealer. */
const LIST_LIMIT = 50;

interface EnquiryRow {
  id: string;
  form: string;
  created_at: string;
  slug: string | null;
  year: number | null;
  make: string | null;
  model: string | null;
}

/**
 * The enquiries the user made on this site (trade-ins apart: `listTradeIns`), newest first, with the car
 * each was about while the site shows it.
 *
 * @example const enquiries = await listEnquiries(env.DB, tenant, session.userId, new Date());
 */
export async function listEnquiries(
  db: D1Database,
  tenant: TenantConfig,
  userId: number,
  now: Date,
): Promise<AccountEnquiry[]> {
  const visible = visibleStockWhere(tenant, now, 'c');
  const { results } = await db
    .prepare(
      `SELECT l.id, l.form, l.created_at, c.slug, c.year, c.make, c.model FROM leads l
        LEFT JOIN cars c ON c.id = l.car_id AND ${visible.sql}
        WHERE ${LEADS_OF_USER} AND l.form != 'trade-in' ORDER BY l.created_at DESC LIMIT ${LIST_LIMIT}`,
    )
    .bind(...visible.params, tenant.slug, userId)
    .all<EnquiryRow>();
  return results.map((row) => ({
    id: row.id,
    form: row.form,
    car: row.slug ? { slug: row.slug, title: `${row.year} ${row.make} ${row.model}` } : null,
    created_at: row.created_at,
  }));
}

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
 * The trade-in valuations the user asked for on this site, newest first.
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

/**
 * Writes the remembered details of the user, or forgets them (`null`): names and email cleared, the
 * verified phone kept (it is the account).
 *
 * @example await saveDetails(env.DB, session.userId, { first_name: 'Sam', last_name: 'Lee', email: '' }, Date.now());
 */
export async function saveDetails(
  db: D1Database,
  userId: number,
  details: AccountDetails | null,
  now: number,
): Promise<void> {
  await db
    .prepare('UPDATE users SET first_name = ?, last_name = ?, email = ?, updated_at = ? WHERE id = ?')
    .bind(details?.first_name ?? null, details?.last_name || null, details?.email || null, now, userId)
    .run();
}
