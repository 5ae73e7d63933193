import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Toyota', 'toyota'],
    ['Mercedes-Benz', 'mercedes-benz'],
    ['People Mover', 'people-mover'],
    ['Harbour City Toyota', 'harbour-city-toyota'],
    ['Citroën C3', 'citroen-c3'],
    ['  Cab / Chassis  ', 'cab-chassis'],
    ['4x4', '4x4'],
    ['---', ''],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});
