import type { TenantConfig } from '@forecourt/shared';
import { visibleLocations } from '@forecourt/shared/server-kit/locations';

// The site's own records a lead may name besides a car: its dealerships and its locations (its special
// offers: the server kit's offers.ts). Each lookup is scoped to the tenant, so another site's record is simply not found.

/**
 * The ids of dealerships by slug (only the slugs that exist).
 *
 * @example await dealershipIds(env.DB, ['alpha-motors']) // → Map { 'alpha-motors' → 9001 }
 */
export async function dealershipIds(db: D1Database, slugs: readonly string[]): Promise<Map<string, number>> {
  if (slugs.length === 0) return new Map();
  const { results } = await db
    .prepare('SELECT d.id, d.slug FROM dealerships d WHERE d.slug IN (SELECT value FROM json_each(?))')
    .bind(JSON.stringify(slugs))
    .all<{ id: number; slug: string }>();
  return new Map(results.map((row) => [row.slug, row.id]));
}

/** A location a lead may name: by its slug or its id (as text, as forms send it). */
export interface SiteLocation {
  id: number;
  slug: string;
}

/**
 * The site's visible locations, and the names a form may use for each (slug, or id as text).
 *
 * @example const { names, byName } = await siteLocations(env.DB, tenant); byName.get('alpha-motors-9101')?.id
 */
export async function siteLocations(
  db: D1Database,
  tenant: TenantConfig,
): Promise<{ names: string[]; byName: Map<string, SiteLocation> }> {
  const byName = new Map<string, SiteLocation>();
  for (const { id, slug } of await visibleLocations(db, tenant)) {
    byName.set(slug, { id, slug });
    byName.set(String(id), { id, slug });
  }
  return { names: [...byName.keys()], byName };
}
