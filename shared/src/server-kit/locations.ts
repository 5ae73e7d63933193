import type { Location, TenantConfig } from '../domain';
import { dealershipScope } from './tenant-scope';

// The site's locations, as every Worker that reads them reads them (the gateway's home page and lead forms,
// mfe-locations's pages): the visible ones of the site's own dealerships, in one order, so none disagree.

/**
 * The visible locations of the tenant's dealerships, primary first, then by name.
 *
 * @example const locations = await visibleLocations(env.DB, tenant);
 */
export async function visibleLocations(db: D1Database, tenant: Pick<TenantConfig, 'dealerships'>): Promise<Location[]> {
  const scope = dealershipScope('l.dealership_id', tenant);
  const { results } = await db
    .prepare(`SELECT l.doc FROM locations l WHERE l.visible = 1 AND ${scope.sql} ORDER BY l.id`)
    .bind(...scope.params)
    .all<{ doc: string }>();
  // Validated by LocationSchema when written.
  const locations = results.map((row) => JSON.parse(row.doc) as Location);
  return locations.sort((a, b) => Number(b.primary) - Number(a.primary) || a.name.localeCompare(b.name, 'en-AU'));
}
