import type { Location } from '@forecourt/shared';

// The static map beside an address (spec: 001 §2 "image or map"; issue 18 "a generated static map
// image, no third-party map script"): a street grid drawn around the pin, its layout derived from the
// coordinates, so each location has its own and the same one every time.

/** What the map draws. */
export interface MapView {
  /** Accessible name: what the map shows. */
  label: string;
  /** Street lines in a 320 × 180 box: [x1, y1, x2, y2]. */
  streets: [number, number, number, number][];
  /** The main road through the pin. */
  mainRoad: [number, number, number, number];
  /** "-33.8136, 151.0034" */
  coordinates: string;
}

export const MAP_WIDTH = 320;
export const MAP_HEIGHT = 180;

/** A small deterministic generator seeded by the coordinates. */
function seeded(lat: number, long: number): () => number {
  let state = Math.abs(Math.round(lat * 10_000) * 31 + Math.round(long * 10_000)) % 2_147_483_647 || 1;
  return () => {
    state = (state * 48_271) % 2_147_483_647;
    return state / 2_147_483_647;
  };
}

/**
 * The map of a location.
 * @example mapViewOf(location).label // 'Map of 120 Church Street, Parramatta NSW'
 */
export function mapViewOf(location: Pick<Location, 'address'>): MapView {
  const { street, city, state, lat, long } = location.address;
  const next = seeded(lat, long);
  const streets: MapView['streets'] = [];
  for (let x = 20 + next() * 30; x < MAP_WIDTH; x += 40 + next() * 30) {
    streets.push([Math.round(x), 0, Math.round(x + (next() - 0.5) * 40), MAP_HEIGHT]);
  }
  for (let y = 15 + next() * 25; y < MAP_HEIGHT; y += 35 + next() * 25) {
    streets.push([0, Math.round(y), MAP_WIDTH, Math.round(y + (next() - 0.5) * 30)]);
  }
  const tilt = Math.round((next() - 0.5) * 60);
  return {
    label: `Map of ${street}, ${city} ${state}`,
    streets,
    mainRoad: [0, MAP_HEIGHT / 2 + tilt, MAP_WIDTH, MAP_HEIGHT / 2 - tilt],
    coordinates: `${lat.toFixed(4)}, ${long.toFixed(4)}`,
  };
}
