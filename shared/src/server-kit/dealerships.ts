import type { SiteDealership, TenantConfig } from '../domain';

// The site's dealerships as the API shows them. A dealership belongs to a site when the site's config
// lists its slug (the same rule as the stock: `tenant.dealerships`), so another site's dealership, or
// a slug that names none, is simply not found.

/**
 * One of the site's dealerships by its exact slug; null when the site has no dealership by that slug.
 *
 * @example await findSiteDealership(env.DB, tenant, 'harbour-city-toyota') // → { slug: 'harbour-city-toyota', name: 'Harbour City Toyota' }
 */
export async function findSiteDealership(
  db: D1Database,
  tenant: Pick<TenantConfig, 'dealerships'>,
  slug: string,
): Promise<SiteDealership | null> {
  if (!tenant.dealerships.includes(slug)) return null;
  return db.prepare('SELECT slug, name FROM dealerships WHERE slug = ?').bind(slug).first<SiteDealership>();
}

/**
 * Every dealership of the site, by name (the lead forms' dealership choice).
 *
 * @example await listSiteDealerships(env.DB, tenant) // → [{ slug: 'harbour-city-kia', name: 'Harbour City Kia' }, …]
 */
export async function listSiteDealerships(
  db: D1Database,
  tenant: Pick<TenantConfig, 'dealerships'>,
): Promise<SiteDealership[]> {
  const marks = tenant.dealerships.map(() => '?').join(', ');
  const { results } = await db
    .prepare(`SELECT slug, name FROM dealerships WHERE slug IN (${marks}) ORDER BY name`)
    .bind(...tenant.dealerships)
    .all<SiteDealership>();
  return results;
}
