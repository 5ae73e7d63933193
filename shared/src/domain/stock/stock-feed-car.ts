import { slugify } from '../format/slug';
import { type Car, type CarLocation, CarSchema, isInStock } from '../schemas/car';
import { EMPTY_CAR_DETAILS } from '../schemas/empty-car-details';
import type { StockFeedItem, StockFeedValues } from './stock-feed';

// What a stock feed's row does to a car (issue 30): a new car from the row, or the stored car with the row's
// values over it. Upserted by dealership + stock number; the VIN cross-checks that the number still names the
// same car. Pure: the import (mfe-vehicle/src/stock-import) reads and writes D1 around it.

/** What importing a row did to its car (disjoint: a repriced car is not also counted as updated). */
export type StockFeedChange = 'added' | 'updated' | 'repriced' | 'unchanged';

/** Where a new car of the feed's dealership is sold from, and the ids the import gave it. */
export interface NewFeedCarContext {
  id: number;
  slug: string;
  dealership: { id: number; slug: string };
  /** The dealership's first sales location. */
  location: CarLocation;
  now: Date;
}

/** A car's name: year, make, model and badge (the demo's and the card's "2021 Toyota HiLux SR5"). */
export function carNameOf(car: Pick<Car, 'year' | 'make' | 'model' | 'badge'>): string {
  return [String(car.year), car.make, car.model, car.badge ?? ''].filter((part) => part !== '').join(' ');
}

/**
 * The slugs a new car may take, best first: year-make-model-stocknum, then with the dealership's id, then the
 * car's own id (which no other car has).
 * @example feedCarSlugs({ year: 2021, make: 'Toyota', model: 'HiLux', stocknum: 'HC1' }, 7, 9001)
 * // ['2021-toyota-hilux-hc1', '2021-toyota-hilux-hc1-7', '2021-toyota-hilux-hc1-7-9001']
 */
export function feedCarSlugs(
  car: Pick<Car, 'year' | 'make' | 'model' | 'stocknum'>,
  dealershipId: number,
  carId: number,
): string[] {
  const base = slugify(`${car.year} ${car.make} ${car.model} ${car.stocknum}`);
  return [base, `${base}-${dealershipId}`, `${base}-${dealershipId}-${carId}`];
}

/** The media fields a feed's image URLs fill (the first is the primary photo; the feed has no thumbnails). */
function mediaOf(images: readonly string[]): Pick<Car, 'images' | 'thumbnails' | 'primary_image_url' | 'photos_count'> {
  return {
    images: images.map((url) => ({ image: { url, thumb: { url } } })),
    thumbnails: [...images],
    primary_image_url: images[0] ?? null,
    photos_count: images.length,
  };
}

/** The row's values as Car fields (images as the car's media). */
function carFieldsOf(values: StockFeedValues): Partial<Car> {
  const { images, ...fields } = values;
  return images === undefined ? fields : { ...fields, ...mediaOf(images.filter((url) => url !== undefined)) };
}

/** The status a listed car takes: the row's, else still in stock as it was, else (sold before) back in stock. */
function statusOf(values: StockFeedValues, stored: Car | null, now: Date): Pick<Car, 'status' | 'sold_at'> {
  const status = values.status ?? (stored && isInStock(stored) ? stored.status : 'in_stock');
  if (isInStock({ status })) return { status, sold_at: null };
  return { status, sold_at: stored?.sold_at ?? now.toISOString() };
}

/**
 * A car the feed adds. Throws a ZodError when the result is not a valid Car (the import reports it on the row).
 * @example newFeedCar(item, { id: 9001, slug: '2021-toyota-hilux-hc1', dealership, location, now })
 */
export function newFeedCar(item: StockFeedItem, context: NewFeedCarContext): Car {
  const { location, dealership } = context;
  const at = context.now.toISOString();
  const fields = carFieldsOf(item.values);
  const car = {
    ...EMPTY_CAR_DETAILS,
    badge: null,
    colour: null,
    price_type: null,
    simple_body: null,
    simple_transmission: null,
    simple_fuel: null,
    simple_drive: null,
    seats: null,
    doors: null,
    item_type: 'car',
    photos_count: 0,
    ...fields,
    id: context.id,
    slug: context.slug,
    path: `/cars/${context.slug}`,
    stocknum: item.stocknum,
    ...statusOf(item.values, null, context.now),
    created_at: at,
    updated_at: at,
    show_on_dealer_website: true,
    dealership_id: dealership.id,
    dealership_slug: dealership.slug,
    location_id: location.id,
    location_name: location.name,
    city: location.city,
    state: location.state,
    location,
  };
  // The row was checked field by field; the whole car is checked here, once its name is known.
  return CarSchema.parse({ ...car, name: carNameOf(car as Car) });
}

/** The fields whose change is the car's own news; `updated_at` and the live view count are not. */
function sameCar(a: Car, b: Car): boolean {
  return JSON.stringify({ ...a, updated_at: '', views: 0 }) === JSON.stringify({ ...b, updated_at: '', views: 0 });
}

/**
 * The stored car with the row's values over it (a column the feed lacks keeps the stored value), and what that
 * changed; `updated_at` moves only when something did (so a re-run of the same feed changes nothing).
 * @example updatedFeedCar(stored, item, now) // { car, change: 'repriced' }
 */
export function updatedFeedCar(stored: Car, item: StockFeedItem, now: Date): { car: Car; change: StockFeedChange } {
  const merged: Car = { ...stored, ...carFieldsOf(item.values), ...statusOf(item.values, stored, now) };
  const named: Car = { ...merged, name: carNameOf(merged) === carNameOf(stored) ? stored.name : carNameOf(merged) };
  if (sameCar(named, stored)) return { car: stored, change: 'unchanged' };
  const car = CarSchema.parse({ ...named, updated_at: now.toISOString() });
  return { car, change: car.price === stored.price ? 'updated' : 'repriced' };
}

/**
 * Why a row may not update the stored car: its VIN names another car than the one stored under its number.
 * @example vinMismatch(stored, item) // 'VIN JTE… differs from the stored car's (MR0…)'
 */
export function vinMismatch(stored: Pick<Car, 'vin'>, item: StockFeedItem): string | null {
  const given = item.values.vin;
  if (!given || !stored.vin || given.toUpperCase() === stored.vin.toUpperCase()) return null;
  return `VIN ${given} differs from the stored car's (${stored.vin}) under stock number ${item.stocknum}`;
}
