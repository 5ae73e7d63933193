import { describe, expect, it } from 'vitest';
import { carouselStart, gridColumns, showSwipeHint } from './layout';

describe('gridColumns', () => {
  it('follows the number of locations', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 12].map(gridColumns)).toEqual([1, 1, 2, 3, 3, 3, 3, 4, 4]);
  });
});

describe('the carousel', () => {
  it('shows the Swipe hint above three cards', () => {
    expect([3, 4].map(showSwipeHint)).toEqual([false, true]);
  });

  it('starts on the second card when there is one', () => {
    expect([0, 1, 2, 5].map(carouselStart)).toEqual([0, 0, 1, 1]);
  });
});
