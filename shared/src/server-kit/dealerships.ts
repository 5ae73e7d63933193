import {
  type DealershipEntity,
  DealershipEntitySchema,
  type DealershipOverrides,
  dealershipOverridesOf,
  type SiteDealership,
  type TenantConfig,
} from '../domain';

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
 * One of the site's dealerships by its exact slug, as its row holds it now (its `config_overrides`
 * included); null when the site has no dealership by that slug. The row's document is parsed at this
 * boundary: a row that is not a whole dealership throws, as a broken record must not pass unnoticed.
 *
 * @example (await findSiteDealershipEntity(env.DB, tenant, 'harbour-city-toyota'))?.address.city // → 'Parramatta'
 */
export async function findSiteDealershipEntity(
  db: D1Database,
  tenant: Pick<TenantConfig, 'dealerships'>,
  slug: string,
): Promise<DealershipEntity | null> {
  if (!tenant.dealerships.includes(slug)) return null;
  const row = await db.prepare('SELECT doc FROM dealerships WHERE slug = ?').bind(slug).first<{ doc: string }>();
  return row ? DealershipEntitySchema.parse(JSON.parse(row.doc)) : null;
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

/**
 * A dealership's `config_overrides` as its row holds them now (read at run time, not copied into the site
 * config), the known settings only; none for a dealership with no row.
 *
 * @example await dealershipOverrides(env.DB, 'harbour-city-used-cars') // → { soldVisibleDays: 7, comingSoonHidesTestDrive: true }
 */
export async function dealershipOverrides(db: D1Database, slug: string): Promise<DealershipOverrides> {
  const row = await db
    .prepare("SELECT json_extract(doc, '$.config_overrides') AS overrides FROM dealerships WHERE slug = ?")
    .bind(slug)
    .first<{ overrides: string | null }>();
  return row?.overrides ? dealershipOverridesOf(JSON.parse(row.overrides)) : {};
}

/**
 * The `config_overrides` of the site's dealerships that set any known setting, by slug, as their rows
 * hold them now (one query): what a listing of several dealerships' cars needs.
 *
 * @example await siteDealershipOverrides(env.DB, tenant) // → { 'harbour-city-used-cars': { soldVisibleDays: 7, … } }
 */
export async function siteDealershipOverrides(
  db: D1Database,
  tenant: Pick<TenantConfig, 'dealerships'>,
): Promise<Record<string, DealershipOverrides>> {
  const { results } = await db
    .prepare(
      "SELECT slug, json_extract(doc, '$.config_overrides') AS overrides FROM dealerships WHERE slug IN (SELECT value FROM json_each(?))",
    )
    .bind(JSON.stringify(tenant.dealerships))
    .all<{ slug: string; overrides: string | null }>();
  return Object.fromEntries(
    results.flatMap(({ slug, overrides }) => {
      const known = overrides ? dealershipOverridesOf(JSON.parse(overrides)) : {};
      return Object.keys(known).length > 0 ? [[slug, known]] : [];
    }),
  );
}
