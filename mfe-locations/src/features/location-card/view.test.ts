import { describe, expect, it } from 'vitest';
import { sampleLocation } from '../../test-fixtures';
import { locationCardView } from './view';

// A location card's map and directions (spec: 001 §2 "Location card: image or map, … 'Get Directions'").

const NOW = new Date('2026-11-30T01:00:00Z');

describe('a location card', () => {
  it('maps the location on the land around it, pinned in the middle and named by its address', () => {
    const location = sampleLocation();
    const { map } = locationCardView(location, NOW);
    expect(map?.label).toBe(
      `Map of ${location.name}, ${location.address.street}, ${location.address.city} ${location.address.state} ${location.address.postcode}`,
    );
    // Natural Earth's coast as one path, not a drawing made up for the place.
    expect(map?.land).toMatch(/^M[\d.-]+,[\d.-]+L/);
    expect(map?.pin).toEqual({ x: (map?.width ?? 0) / 2, y: (map?.height ?? 0) / 2 });
  });

  it('draws different land for places far apart', () => {
    const sydney = locationCardView(sampleLocation(), NOW).map?.land;
    const perth = locationCardView(
      sampleLocation({ address: { ...sampleLocation().address, lat: -31.95, long: 115.86 } }),
      NOW,
    ).map?.land;
    expect(perth).not.toBe(sydney);
  });

  it('gives directions by the place URL, or by the coordinates when the location has none', () => {
    const location = sampleLocation();
    expect(locationCardView(location, NOW).directionsUrl).toBe(location.address.place_url);
    const unplaced = sampleLocation({ address: { ...location.address, place_url: null } });
    expect(locationCardView(unplaced, NOW).directionsUrl).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${location.address.lat}%2C${location.address.long}`,
    );
  });
});
