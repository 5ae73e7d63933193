import { describe, expect, it } from 'vitest';
import { backPathOf } from './index';

describe('backPathOf', () => {
  const origin = 'https://dealer.example';

  it('keeps the path and query of a same-site Referer', () => {
    expect(backPathOf('https://dealer.example/cars/x?tab=1#top', origin)).toBe('/cars/x?tab=1');
  });

  it.each([
    undefined,
    '',
    'not a url',
    'https://evil.example/cars/x',
    'http://dealer.example/cars/x',
    'https://dealer.example.evil.example/x',
  ])('falls back to / for %j', (referer) => {
    expect(backPathOf(referer, origin)).toBe('/');
  });
});
