import { describe, expect, it } from 'vitest';
import { sampleLocation } from '../../test-fixtures';
import { locationCardView } from './view';

// A location card's map and directions (spec: 001 §2 "Location card: image or map, … 'Get Directions'").

const NOW = new Date('2026-11-30T01:00:00Z');

describe('a location card', () => {
  it('maps the location on the land around it, pinned in the middle and named by its address', () => {
    const location = sampleLocation();
    const { mapHtml } = locationCardView(location, NOW);
    // An image named by its title; the ids prefixed by the location, so cards on one page never share one.
    expect(mapHtml).toMatch(/^<svg role="img" aria-labelledby="_?map-harbour-city-toyota-parramatta-[^"]+"/);
    expect(mapHtml).toMatch(
      new RegExp(
        `<title id="_?map-harbour-city-toyota-parramatta-[^"]+">Map of ${location.name}, ${location.address.street}, ${location.address.city} ${location.address.state} ${location.address.postcode}</title>`,
      ),
    );
    // Natural Earth's coast as one path, not a drawing made up for the place; the pin in the middle.
    expect(mapHtml).toMatch(/<path d="M[\d.-]+,[\d.-]+L/);
    expect(mapHtml).toContain('<g transform="translate(300 180)"');
  });

  it('draws different land for places far apart', () => {
    const sydney = locationCardView(sampleLocation(), NOW).mapHtml;
    const perth = locationCardView(
      sampleLocation({ address: { ...sampleLocation().address, lat: -31.95, long: 115.86 } }),
      NOW,
    ).mapHtml;
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
