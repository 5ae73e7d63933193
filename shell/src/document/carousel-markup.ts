// The hero carousel's markup contract, shared by its server component and the browser client that
// drives it (zod-free and React-free, so the client may import it).

/** The carousel's root (`data-fc-carousel`, its value the slide index to start on). */
export const CAROUSEL_ATTRIBUTE = 'data-fc-carousel';
/** The scrolling track that holds the slides. */
export const CAROUSEL_TRACK_ATTRIBUTE = 'data-fc-carousel-track';
/** Set on the root once the client drives it. */
export const CAROUSEL_READY_ATTRIBUTE = 'data-fc-carousel-ready';
/** The previous and next arrows. */
export const CAROUSEL_PREVIOUS_ATTRIBUTE = 'data-fc-carousel-previous';
export const CAROUSEL_NEXT_ATTRIBUTE = 'data-fc-carousel-next';
/** A dot, its value the index of the slide it shows. */
export const CAROUSEL_DOT_ATTRIBUTE = 'data-fc-carousel-dot';

/** spec: 001 §9 "Carousel start index 1" (zero-based: the second slide, the first when there is one). */
export const CAROUSEL_START_INDEX = 1;

/**
 * The slide a carousel of `count` slides starts on.
 * @example carouselStartIndex(3) // 1
 * @example carouselStartIndex(1) // 0
 */
export function carouselStartIndex(count: number): number {
  return Math.max(0, Math.min(CAROUSEL_START_INDEX, count - 1));
}
