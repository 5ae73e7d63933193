import { describe, expect, it } from 'vitest';
import { starDisplay } from './star-rating';

describe('starDisplay (spec: 001 §9 "at most 4 full stars plus a partial star")', () => {
  it.each([
    [4.2, { full: 4, partial: 0.2, empty: 0 }],
    [5, { full: 4, partial: 1, empty: 0 }],
    [3.5, { full: 3, partial: 0.5, empty: 1 }],
    [0, { full: 0, partial: 0, empty: 4 }],
    [7, { full: 4, partial: 1, empty: 0 }],
    [Number.NaN, { full: 0, partial: 0, empty: 4 }],
  ])('%s → %j', (average, display) => {
    expect(starDisplay(average)).toEqual(display);
  });
});
