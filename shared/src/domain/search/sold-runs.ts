import type { Car } from '../schemas/car';
import { isInStockStatus } from '../stock/visibility';

// spec: 000 §4 "Sold cars in a list": a consecutive run of sold cars collapses so only the first
// shows, unless all are sold, in which case all show. Sold = any status but in_stock and coming_soon.

/**
 * The cars a list shows, with each run of consecutive sold cars reduced to its first car. A list of
 * only sold cars is returned whole, so the page is never empty of what the search found.
 * @example collapseSoldRuns([inStock, sold1, sold2, inStock2, sold3]) // [inStock, sold1, inStock2, sold3]
 */
export function collapseSoldRuns<T extends Pick<Car, 'status'>>(cars: readonly T[]): T[] {
  if (cars.every((car) => !isInStockStatus(car.status))) return [...cars];
  return cars.filter((car, index) => {
    if (isInStockStatus(car.status)) return true;
    const previous = cars[index - 1];
    return previous === undefined || isInStockStatus(previous.status);
  });
}
