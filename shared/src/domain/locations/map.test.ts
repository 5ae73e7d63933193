import { describe, expect, it } from 'vitest';
import { directionsHref } from './map';

describe('directionsHref', () => {
  it('asks a maps site for directions to the coordinates', () => {
    expect(directionsHref(-33.8136, 151.0034)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-33.8136%2C151.0034',
    );
  });
});
