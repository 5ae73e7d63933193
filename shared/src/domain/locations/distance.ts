// spec: 001 §9 "Earth radius 6371 km for distance": the dealer locator orders locations by the
// great-circle (haversine) distance from the shopper's postcode.

/** The mean earth radius the distances use (spec: 001 §9). */
export const EARTH_RADIUS_KM = 6371;

/** A point in degrees. */
export interface LatLong {
  lat: number;
  long: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The great-circle distance between two points, in kilometres.
 * @example greatCircleKm({ lat: -33.87, long: 151.21 }, { lat: -31.95, long: 115.86 }) // ≈ 3290
 */
export function greatCircleKm(a: LatLong, b: LatLong): number {
  const dLat = radians(b.lat - a.lat);
  const dLong = radians(b.long - a.long);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLong / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Items nearest first, each with its distance from `origin`; ties keep their given order.
 * @example byDistance(origin, locations, (l) => ({ lat: l.address.lat, long: l.address.long }))[0].distanceKm
 */
export function byDistance<T>(origin: LatLong, items: readonly T[], pointOf: (item: T) => LatLong) {
  return items
    .map((item, index) => ({ item, index, distanceKm: greatCircleKm(origin, pointOf(item)) }))
    .sort((a, b) => a.distanceKm - b.distanceKm || a.index - b.index)
    .map(({ item, distanceKm }) => ({ item, distanceKm }));
}
