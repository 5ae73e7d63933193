import type { Dealership, Location, Review, TenantConfig } from '@forecourt/shared';
import type { LocationsDealership } from '@forecourt/shared/pages/locations';
import { dealershipScope } from '@forecourt/shared/server-kit/tenant-scope';

// mfe-locations's reads of D1: a location of the site by slug (the platform's `locations` table, scoped to
// the site's dealerships), a location's reviews (its own `reviews` table) and the site's dealerships as
// the location pages name them. The site's list of locations is the server kit's (`visibleLocations`),
// which the gateway's home page shares.

/**
 * One visible location of the tenant's dealerships by slug; null when the site does not show it.
 *
 * @example const location = await findSiteLocation(env.DB, tenant, 'harbour-city-toyota-parramatta');
 */
export async function findSiteLocation(db: D1Database, tenant: TenantConfig, slug: string): Promise<Location | null> {
  const scope = dealershipScope('l.dealership_id', tenant);
  const row = await db
    .prepare(`SELECT l.doc FROM locations l WHERE l.slug = ? AND l.visible = 1 AND ${scope.sql}`)
    .bind(slug, ...scope.params)
    .first<{ doc: string }>();
  return row ? (JSON.parse(row.doc) as Location) : null;
}

/** A review row as D1 stores it (the time-ago words are worked out when read). */
export type ReviewRow = Omit<Review, 'created_at_time_ago_in_words'>;

/**
 * A location's reviews rated at least `minRating`, newest first, at most `limit`.
 *
 * @example const rows = await locationReviews(env.DB, 1, 4, 12);
 */
export async function locationReviews(
  db: D1Database,
  locationId: number,
  minRating: number,
  limit: number,
): Promise<ReviewRow[]> {
  const { results } = await db
    .prepare(
      `SELECT id, location_id, customer_name, text, rating, review_date, reply_text, reply_date, image FROM reviews
       WHERE location_id = ? AND rating >= ? ORDER BY review_date DESC, id DESC LIMIT ?`,
    )
    .bind(locationId, minRating, limit)
    .all<ReviewRow>();
  return results;
}

/**
 * The site's dealerships (name, franchise make, logo), by name.
 *
 * @example const dealerships = await siteDealerships(env.DB, tenant);
 */
export async function siteDealerships(db: D1Database, tenant: TenantConfig): Promise<LocationsDealership[]> {
  const { results } = await db
    .prepare('SELECT doc FROM dealerships WHERE slug IN (SELECT value FROM json_each(?)) ORDER BY name')
    .bind(JSON.stringify(tenant.dealerships))
    .all<{ doc: string }>();
  return results.map((row) => {
    const { slug, name, make, logo } = JSON.parse(row.doc) as Partial<Dealership> & Pick<Dealership, 'slug' | 'name'>;
    return { slug, name, make: make ?? null, logo: logo ?? null };
  });
}
