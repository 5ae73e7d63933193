import { describe, expect, it } from 'vitest';
import { LOCATION_MAP_SIZE } from '../domain/locations/map';
import { locationMapOf } from './land-map';

// A location's map (spec: 000 §2 "anchors: … vehicle map"; 001 §2 "Location card: image or map"): drawn on the
// server from Natural Earth's land (the world-atlas package), no tile service.

const PARRAMATTA = {
  name: 'Harbour City Toyota Parramatta',
  address: '120 Church Street, Parramatta NSW 2150',
  lat: -33.8136,
  long: 151.0034,
};

describe('locationMapOf', () => {
  it('pins the location in the middle of a map of the land around it', () => {
    const map = locationMapOf(PARRAMATTA);
    expect(map).not.toBeNull();
    expect(map?.width).toBe(LOCATION_MAP_SIZE.width);
    expect(map?.height).toBe(LOCATION_MAP_SIZE.height);
    expect(map?.pin).toEqual({ x: LOCATION_MAP_SIZE.width / 2, y: LOCATION_MAP_SIZE.height / 2 });
    // Sydney's coast: land on the left, the Tasman Sea on the right, so the land is a real outline.
    expect(map?.land).toMatch(/^M[\d.-]+,[\d.-]+L/);
    expect(map?.land.length).toBeGreaterThan(200);
  });

  it('names the map by the location and its address, its text alternative', () => {
    expect(locationMapOf(PARRAMATTA)?.label).toBe(
      'Map of Harbour City Toyota Parramatta, 120 Church Street, Parramatta NSW 2150',
    );
  });

  it('draws only the land in view, so the page carries a small map', () => {
    const land = locationMapOf(PARRAMATTA)?.land ?? '';
    expect(land.length).toBeLessThan(12_000);
    const numbers = land.match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
    // Coordinates are clipped to the map's box (a little margin for the stroke).
    expect(Math.min(...numbers)).toBeGreaterThanOrEqual(-2);
    expect(Math.max(...numbers)).toBeLessThanOrEqual(LOCATION_MAP_SIZE.width + 2);
  });

  it('is the same for the same place (the server and the browser hydrate one markup)', () => {
    expect(locationMapOf(PARRAMATTA)).toEqual(locationMapOf({ ...PARRAMATTA }));
  });

  it('draws no map for a location without coordinates', () => {
    expect(locationMapOf({ ...PARRAMATTA, lat: undefined, long: undefined })).toBeNull();
  });
});
