import { describe, expect, it } from 'vitest';
import { MAX_FULL_STARS, starFill } from './stars';

describe('starFill', () => {
  it('draws 4.2 as four full stars and a 0.2 partial', () => {
    expect(starFill('4.2')).toEqual({ full: 4, partial: 0.2, empty: 0 });
  });

  it('never draws more than four full stars', () => {
    for (const rating of [0, 1, 2.5, 3.99, 4, 4.9, 5, 7])
      expect(starFill(rating).full).toBeLessThanOrEqual(MAX_FULL_STARS);
    expect(starFill(5)).toEqual({ full: 4, partial: 1, empty: 0 });
  });

  it('fills low and missing ratings from the left', () => {
    expect(starFill(2.5)).toEqual({ full: 2, partial: 0.5, empty: 2 });
    expect(starFill('not a rating')).toEqual({ full: 0, partial: 0, empty: 4 });
  });
});
