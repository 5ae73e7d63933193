import { describe, expect, it } from 'vitest';
import { byDistance, EARTH_RADIUS_KM, greatCircleKm } from './distance';

const SYDNEY = { lat: -33.8688, long: 151.2093 };
const PERTH = { lat: -31.9523, long: 115.8613 };
const ADELAIDE = { lat: -34.9285, long: 138.6007 };

describe('greatCircleKm', () => {
  it('uses a 6371 km earth: Sydney to Perth is about 3,290 km', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    expect(greatCircleKm(SYDNEY, PERTH)).toBeCloseTo(3290, -1);
    expect(greatCircleKm(SYDNEY, SYDNEY)).toBe(0);
  });

  it('is symmetric', () => {
    expect(greatCircleKm(PERTH, ADELAIDE)).toBeCloseTo(greatCircleKm(ADELAIDE, PERTH), 9);
  });
});

describe('byDistance', () => {
  it('orders nearest first from the origin', () => {
    const places = [
      { name: 'Sydney', ...SYDNEY },
      { name: 'Adelaide', ...ADELAIDE },
    ];
    expect(byDistance(PERTH, places, (p) => p).map((entry) => entry.item.name)).toEqual(['Adelaide', 'Sydney']);
    expect(byDistance(SYDNEY, places, (p) => p).map((entry) => entry.item.name)).toEqual(['Sydney', 'Adelaide']);
  });
});
