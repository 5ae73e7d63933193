import type { Car } from '@forecourt/shared';
import { vehicleApiPaths } from '@forecourt/shared/vehicle/paths';

// The view counter (spec: 000 §7 "GET {api}/cars/{slug}/view.json with photos_count, updated_at,
// website_id — returns views and car_fields"): the island calls it once per page view, after mount.

/**
 * The view counter's URL for a car shown on a site.
 * @example viewCounterPathOf({ slug: 'x-1', photos_count: 6, updated_at: '2026-11-20T00:00:00.000Z' }, 3)
 * // "/api/cars/x-1/view.json?photos_count=6&updated_at=2026-11-20T00%3A00%3A00.000Z&website_id=3"
 */
export function viewCounterPathOf(car: Pick<Car, 'slug' | 'photos_count' | 'updated_at'>, websiteId: number): string {
  const query = new URLSearchParams({
    photos_count: String(car.photos_count),
    updated_at: car.updated_at,
    website_id: String(websiteId),
  });
  return `${vehicleApiPaths.view(car.slug)}?${query}`;
}
