import type { TenantConfig } from '@forecourt/shared';
import type { SpinResponse } from '@forecourt/shared/offers/spin-to-win';

// The Spin to Win spins (migration 0002): always read and written by site.

interface SpinRow {
  prize: string;
  lead_id: string;
  created_at: string;
}

const toSpin = (row: SpinRow | null): SpinResponse | null =>
  row ? { lead_id: row.lead_id, prize: row.prize, created_at: row.created_at } : null;

/**
 * The shopper's spin on the site, or null when they have not spun there.
 * @example await shopperSpin(env.DB, tenant, session.userId)
 */
export async function shopperSpin(db: D1Database, tenant: TenantConfig, userId: number): Promise<SpinResponse | null> {
  const row = await db
    .prepare('SELECT prize, lead_id, created_at FROM spin_to_win_spins WHERE tenant = ? AND user_id = ?')
    .bind(tenant.slug, userId)
    .first<SpinRow>();
  return toSpin(row);
}

/**
 * The site's spin of that enquiry (the page's `?spin=` after a spin), or null: another site's is not this one's.
 * @example await spinByLead(env.DB, tenant, '0f8c…')
 */
export async function spinByLead(db: D1Database, tenant: TenantConfig, leadId: string): Promise<SpinResponse | null> {
  const row = await db
    .prepare('SELECT prize, lead_id, created_at FROM spin_to_win_spins WHERE tenant = ? AND lead_id = ?')
    .bind(tenant.slug, leadId)
    .first<SpinRow>();
  return toSpin(row);
}

/**
 * The statement that keeps a spin, for the batch that stores its enquiry: it fails (and the batch with it)
 * when the shopper already has one on the site.
 * @example await env.DB.batch([...storeLeadStatements(…), spinStatement(env.DB, tenant, userId, spin)]);
 */
export function spinStatement(
  db: D1Database,
  tenant: TenantConfig,
  userId: number,
  spin: SpinResponse,
): D1PreparedStatement {
  return db
    .prepare('INSERT INTO spin_to_win_spins (tenant, user_id, prize, lead_id, created_at) VALUES (?, ?, ?, ?, ?)')
    .bind(tenant.slug, userId, spin.prize, spin.lead_id, spin.created_at);
}
