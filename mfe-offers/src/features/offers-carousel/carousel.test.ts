import { describe, expect, it } from 'vitest';
import { carouselControls, stepCarousel } from './carousel';

describe('offers carousel', () => {
  it('steps one slide and stops at either end', () => {
    expect(stepCarousel(0, 5, 1)).toBe(1);
    expect(stepCarousel(0, 5, -1)).toBe(0);
    expect(stepCarousel(4, 5, 1)).toBe(4);
    expect(stepCarousel(0, 0, 1)).toBe(0);
  });

  it('disables the previous arrow on the first slide and the next on the last', () => {
    expect(carouselControls(0, 3)).toEqual({ previousDisabled: true, nextDisabled: false });
    expect(carouselControls(1, 3)).toEqual({ previousDisabled: false, nextDisabled: false });
    expect(carouselControls(2, 3)).toEqual({ previousDisabled: false, nextDisabled: true });
    expect(carouselControls(0, 1)).toEqual({ previousDisabled: true, nextDisabled: true });
  });
});
