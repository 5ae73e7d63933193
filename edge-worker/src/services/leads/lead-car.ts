import type { CarType, LeadCar, TenantConfig } from '@forecourt/shared';
import { visibleStockWhere } from '@forecourt/shared/server-kit/cars';

// The car a lead or a phone reveal names by id, looked up through the tenant's visibility rule: a car
// of another tenant, or one this site does not show, is not found (the API answers 404).

/** What leads and phone reveals need of a car: the lead's car details, its ids and its location's phone. */
export interface SiteCar extends LeadCar {
  /** The car's page slug (`/cars/{slug}`), for the thank-you page's link back. */
  slug: string;
  location_id: number;
  dealership_id: number;
  /** The phone of the car's location as written, or null. */
  location_phone: string | null;
}

interface SiteCarRow {
  id: number;
  slug: string;
  name: string;
  year: number;
  make: string;
  model: string;
  car_type: CarType;
  status: string;
  stocknum: string;
  vin: string | null;
  dealership_slug: string;
  location_id: number;
  dealership_id: number;
  location_phone: string | null;
}

/**
 * The car with this id, if the tenant's site shows it at `now`; null otherwise.
 *
 * @example const car = await findSiteCar(env.DB, tenant, 9101, new Date());
 */
export async function findSiteCar(
  db: D1Database,
  tenant: TenantConfig,
  carId: number,
  now: Date,
): Promise<SiteCar | null> {
  const where = visibleStockWhere(tenant, now, 'c');
  const row = await db
    .prepare(
      `SELECT c.id, c.slug, c.year, c.make, c.model, c.car_type, c.status, c.stocknum, c.location_id, c.dealership_id,
              json_extract(c.doc, '$.name') AS name, json_extract(c.doc, '$.vin') AS vin,
              json_extract(c.doc, '$.dealership_slug') AS dealership_slug,
              json_extract(c.doc, '$.location.phone') AS location_phone
         FROM cars c WHERE c.id = ? AND ${where.sql}`,
    )
    .bind(carId, ...where.params)
    .first<SiteCarRow>();
  return row ?? null;
}
