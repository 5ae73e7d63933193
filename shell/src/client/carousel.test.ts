import { describe, expect, it } from 'vitest';
import { carouselStartIndex } from '../document/carousel-markup';
import { carouselControls, focusedSlideIndex, slideIndexAt } from './carousel';

describe('hero carousel', () => {
  it('starts on the first slide (spec: start index 1, counted from one)', () => {
    expect(carouselStartIndex(3)).toBe(0);
    expect(carouselStartIndex(2)).toBe(0);
    expect(carouselStartIndex(1)).toBe(0);
  });

  it('disables the previous arrow on the first slide and the next arrow on the last', () => {
    expect(carouselControls(0, 3)).toEqual({ previousDisabled: true, nextDisabled: false });
    expect(carouselControls(1, 3)).toEqual({ previousDisabled: false, nextDisabled: false });
    expect(carouselControls(2, 3)).toEqual({ previousDisabled: false, nextDisabled: true });
  });

  it('reads the slide in view from the scroll position, rounding a half-way swipe and staying in range', () => {
    expect(slideIndexAt(0, 400, 3)).toBe(0);
    expect(slideIndexAt(199, 400, 3)).toBe(0);
    expect(slideIndexAt(201, 400, 3)).toBe(1);
    expect(slideIndexAt(5000, 400, 3)).toBe(2);
    expect(slideIndexAt(100, 0, 3)).toBe(0);
  });

  it('finds the slide that focus moved into, and none for the track itself', () => {
    const slide = (nodes: string[]) => ({ contains: (node: string) => nodes.includes(node) });
    const slides = [slide(['slide-1', 'link-1']), slide(['slide-2', 'link-2'])];
    expect(focusedSlideIndex(slides, 'link-2')).toBe(1);
    expect(focusedSlideIndex(slides, 'slide-1')).toBe(0);
    expect(focusedSlideIndex(slides, 'track')).toBe(-1);
  });
});
