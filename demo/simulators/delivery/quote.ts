import type { Region } from './regions';

// The delivery partner's price model: a truck from the depot of the car's region to the depot of the
// buyer's region. Road distance is the great-circle distance times a winding factor; the price is a
// handling fee plus a rate per kilometre, the Bass Strait ferry when exactly one end is in Tasmania,
// rounded to $5 and never below the local minimum. Every figure is deterministic in the two regions.

/** Earth's mean radius, km. */
const EARTH_RADIUS_KM = 6371;
/** Roads are longer than the straight line between two depots. */
const ROAD_FACTOR = 1.25;
/** Delivery within one region: an average run across it. */
const IN_REGION_KM = 30;
/** Loading, paperwork and the last mile, per delivery. */
const HANDLING_FEE = 180;
/** Per road kilometre. */
const RATE_PER_KM = 0.85;
/** Carrying a car across Bass Strait (Spirit of Tasmania). */
const BASS_STRAIT_FERRY = 450;
/** The least a delivery costs. */
const MINIMUM_PRICE = 150;

/** A priced delivery between two regions. */
export interface DeliveryQuote {
  /** Road kilometres, rounded. */
  distance_km: number;
  /** Dollars, a multiple of 5. */
  price: number;
}

function radians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/**
 * Straight-line kilometres between two regions' depots (haversine).
 *
 * @example Math.round(depotDistanceKm(REGIONS.sydney, REGIONS.melbourne)) // 714
 */
export function depotDistanceKm(from: Region, to: Region): number {
  const dLat = radians(to.lat - from.lat);
  const dLon = radians(to.lon - from.lon);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The quote for delivering a car from one region to another.
 *
 * @example deliveryQuote(REGIONS.sydney, REGIONS.sydney) // { distance_km: 30, price: 205 }
 */
export function deliveryQuote(from: Region, to: Region): DeliveryQuote {
  const roadKm = from.id === to.id ? IN_REGION_KM : depotDistanceKm(from, to) * ROAD_FACTOR;
  const ferry = (from.state === 'TAS') !== (to.state === 'TAS') ? BASS_STRAIT_FERRY : 0;
  const raw = HANDLING_FEE + roadKm * RATE_PER_KM + ferry;
  return { distance_km: Math.round(roadKm), price: Math.max(MINIMUM_PRICE, Math.round(raw / 5) * 5) };
}
