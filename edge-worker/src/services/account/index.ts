import type { TenantConfig } from '@forecourt/shared';
import type { AccountDetails, AccountEnquiry } from '@forecourt/shared/account/api';
import { LEADS_OF_USER } from '@forecourt/shared/server-kit/leads/stored';
import { visibleStockWhere } from '@forecourt/shared/server-kit/visible-stock-sql';

// What /my-garage reads and writes beyond the watchlist: the enquiries the signed-in shopper made on this
// site (signed in, or with a code verified in the same request: `leads.user_id`, migration 0010; never by
// the phone a form carries, which anyone can type, issue 24 item 8), and the remembered details on the
// user row. Their reservations and trade-in valuations are mfe-finance's (its RPC).
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
 * The enquiries the user made on this site (trade-ins apart: mfe-finance's), newest first, with the car
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
