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

/**
 * spec: 001 §9 "Carousel start index 1", read as counted from one, the way the carousel counts its slides
 * to a shopper ("Slide 1", "1 of 3"): a shopper first sees the dealer's first slide. The spec gives no
 * base; read from zero it would open on the second slide, hiding the slide the dealer put first behind an
 * enabled previous arrow (spec: 001 §2 "arrows disabled at the ends"), and would jump the server-painted
 * first slide to the second once the client loads.
 */
export const CAROUSEL_START_SLIDE = 1;

/**
 * The zero-based index of the slide a carousel of `count` slides starts on.
 * @example carouselStartIndex(3) // 0
 */
export function carouselStartIndex(count: number): number {
  return Math.max(0, Math.min(CAROUSEL_START_SLIDE - 1, count - 1));
}
