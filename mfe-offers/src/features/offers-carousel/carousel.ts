// The carousel's position rules (spec: 001 §2 "Carousel with arrows (disabled at the ends) and dots").
// Pure: the island keeps the index, these say where a press takes it and what is disabled.

export interface CarouselControls {
  previousDisabled: boolean;
  nextDisabled: boolean;
}

/**
 * The slide an arrow press lands on: one step, never past either end.
 * @example stepCarousel(0, 5, -1) // 0
 */
export function stepCarousel(index: number, count: number, step: -1 | 1): number {
  return Math.min(Math.max(index + step, 0), Math.max(count - 1, 0));
}

/**
 * Which arrows are disabled: the previous one on the first slide, the next one on the last.
 * @example carouselControls(4, 5) // { previousDisabled: false, nextDisabled: true }
 */
export function carouselControls(index: number, count: number): CarouselControls {
  return { previousDisabled: index <= 0, nextDisabled: index >= count - 1 };
}
