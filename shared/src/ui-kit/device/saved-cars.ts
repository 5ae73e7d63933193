// The favourites and compare lists: cars remembered on the device (spec: 000 §1 "save cars to a
// favourites, watchlist or compare list"; §3 "Favourite: id, name, slug, make, model,
// primary_image_url"). Pure and zod-free: the lists are read from storage a visitor can edit, so every
// read is defensive, and the shell's client (which ships no zod) reads them too.

/** A car on a device list (spec: 000 §3 "Favourite"). */
export interface SavedCar {
  id: number;
  name: string;
  slug: string;
  make: string;
  model: string;
  primary_image_url: string | null;
}

/** Platform: the spec sets no limit; this keeps the stored list small. The oldest car goes first. */
export const FAVOURITES_LIMIT = 50;
/** Platform: cars compared side by side at most; adding another drops the oldest. */
export const COMPARE_LIMIT = 4;

/** Platform: longest text field kept from storage (a name, a slug, an image URL). */
const MAX_FIELD_LENGTH = 500;

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_FIELD_LENGTH;
}

/** The saved car a stored value stands for, or null when it is not one (tampered or from an old build). */
function readSavedCar(value: unknown): SavedCar | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, name, slug, make, model, primary_image_url: image } = value as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) return null;
  if (!isText(name) || !isText(slug) || slug === '' || !isText(make) || !isText(model)) return null;
  if (image !== null && image !== undefined && !isText(image)) return null;
  return { id, name, slug, make, model, primary_image_url: image ?? null };
}

/**
 * A device list as stored, read defensively: never throws; entries that are not saved cars are
 * dropped, a repeated car keeps its first place, and at most the newest `limit` remain.
 * @example readSavedCars(JSON.parse(localStorage.getItem('fc:favourites') ?? '[]'), FAVOURITES_LIMIT)
 */
export function readSavedCars(stored: unknown, limit: number): SavedCar[] {
  if (!Array.isArray(stored)) return [];
  const seen = new Set<number>();
  const cars: SavedCar[] = [];
  // Read no more than a few times what is kept: a tampered store cannot make this slow.
  for (const item of stored.slice(-limit * 4)) {
    const car = readSavedCar(item);
    if (car === null || seen.has(car.id)) continue;
    seen.add(car.id);
    cars.push(car);
  }
  return cars.slice(-limit);
}

/** Whether the list holds the car with this id. */
export function hasSavedCar(list: readonly Pick<SavedCar, 'id'>[], id: number): boolean {
  return list.some((car) => car.id === id);
}

/**
 * The list with the car removed when it is on it, else added as the newest (dropping the oldest beyond `limit`).
 * @example toggleSavedCar([], hilux, COMPARE_LIMIT) // [hilux]
 * @example toggleSavedCar([hilux], hilux, COMPARE_LIMIT) // []
 */
export function toggleSavedCar(list: readonly SavedCar[], car: SavedCar, limit: number): SavedCar[] {
  if (hasSavedCar(list, car.id)) return list.filter((saved) => saved.id !== car.id);
  return [...list, car].slice(-Math.max(1, limit));
}
