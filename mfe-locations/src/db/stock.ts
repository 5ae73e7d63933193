import { type Car, slugify, type TenantConfig } from '@forecourt/shared';
import type { BrandTile } from '@forecourt/shared/pages/locations';
import { visibleStockWhere } from '@forecourt/shared/server-kit/cars';

// What the location pages read of the stock, through the tenant's visibility rule: a location's own
// cars (its page's "our stock" section) and the brands the site's stock carries (the group brand page).

/** A location's stock: how many cars the site shows there, and the newest few. */
export interface LocationStock {
  count: number;
  cars: { slug: string; name: string; price: number; image: string | null }[];
}

/**
 * The cars the site shows at one location: the count and the `limit` newest.
 *
 * @example const stock = await locationStock(env.DB, tenant, new Date(), 1, 4);
 */
export async function locationStock(
  db: D1Database,
  tenant: TenantConfig,
  now: Date,
  locationId: number,
  limit: number,
): Promise<LocationStock> {
  const where = visibleStockWhere(tenant, now, 'c');
  const [count, newest] = await db.batch([
    db
      .prepare(`SELECT COUNT(*) AS n FROM cars c WHERE c.location_id = ? AND ${where.sql}`)
      .bind(locationId, ...where.params),
    db
      .prepare(
        `SELECT c.doc FROM cars c WHERE c.location_id = ? AND ${where.sql} ORDER BY c.created_at DESC, c.id DESC LIMIT ?`,
      )
      .bind(locationId, ...where.params, limit),
  ]);
  const cars = ((newest?.results ?? []) as { doc: string }[]).map((row) => {
    const car = JSON.parse(row.doc) as Car;
    return { slug: car.slug, name: car.name, price: car.price, image: car.primary_image_url };
  });
  return { count: (count?.results[0] as { n: number } | undefined)?.n ?? 0, cars };
}

/**
 * The makes of the site's stock, each with its logo and the kind of vehicle it is stocked as, by name.
 *
 * @example const brands = await siteBrands(env.DB, tenant, new Date()); // [{ name: 'Ford', slug: 'ford', logo, itemType: 'car' }, …]
 */
export async function siteBrands(db: D1Database, tenant: TenantConfig, now: Date): Promise<BrandTile[]> {
  const where = visibleStockWhere(tenant, now, 'c');
  const { results } = await db
    .prepare(
      `SELECT c.make AS name, c.item_type AS itemType, m.slug AS slug, m.logo_url AS logo
       FROM cars c LEFT JOIN makes m ON m.name = c.make WHERE ${where.sql}
       GROUP BY c.make, c.item_type ORDER BY c.make`,
    )
    .bind(...where.params)
    .all<{ name: string; itemType: string; slug: string | null; logo: string | null }>();
  return results.map((row) => ({ ...row, slug: row.slug ?? slugify(row.name) }));
}
