import type { Car } from '../domain';

// The `cars` table keeps the whole Car in `doc` and copies the fields the platform filters, sorts and
// joins on into columns. This is the one place that says which, so every writer fills them alike.

/** The columns of a `cars` row, in the order `carRowValues` returns them. */
export const CAR_COLUMNS = [
  'id',
  'slug',
  'dealership_id',
  'location_id',
  'status',
  'car_type',
  'item_type',
  'make',
  'model',
  'stocknum',
  'price',
  'km',
  'year',
  'photos_count',
  'show_on_dealer_website',
  'sold_at',
  'created_at',
  'updated_at',
  'views',
  'doc',
] as const;

/**
 * The values of a car's row, in `CAR_COLUMNS` order (booleans as 1/0, `doc` as JSON).
 * @example db.prepare(`INSERT INTO cars (${CAR_COLUMNS.join(', ')}) VALUES (…)`).bind(...carRowValues(car))
 */
export function carRowValues(car: Car): Array<string | number | null> {
  return [
    car.id,
    car.slug,
    car.dealership_id,
    car.location_id,
    car.status,
    car.car_type,
    car.item_type,
    car.make,
    car.model,
    car.stocknum,
    car.price,
    car.km,
    car.year,
    car.photos_count,
    car.show_on_dealer_website ? 1 : 0,
    car.sold_at,
    car.created_at,
    car.updated_at,
    car.views,
    JSON.stringify(car),
  ];
}
