// spec: 001 §2 "Location grid: column count varies by number of locations (under 3, 3 or more, 6, over
// 3)"; §9 "Location swipe hint when more than 3 cards", "Carousel start index 1".

/** The carousel shows a Swipe hint above this many cards. */
export const SWIPE_HINT_ABOVE = 3;
/** The carousel opens on its second card. */
export const CAROUSEL_START_INDEX = 1;

/**
 * The grid's columns on a wide screen: one per location under 3; 3 for 3 to 6 (six as two rows of
 * three); 4 beyond.
 * @example gridColumns(2) // 2
 * @example gridColumns(6) // 3
 * @example gridColumns(8) // 4
 */
export function gridColumns(count: number): number {
  if (count < 3) return Math.max(1, count);
  if (count <= 6) return 3;
  return 4;
}

/**
 * Whether the carousel shows its Swipe hint.
 * @example showSwipeHint(4) // true
 */
export function showSwipeHint(cardCount: number): boolean {
  return cardCount > SWIPE_HINT_ABOVE;
}

/**
 * The card the carousel starts on: the second when there is one.
 * @example carouselStart(1) // 0
 */
export function carouselStart(cardCount: number): number {
  return Math.min(CAROUSEL_START_INDEX, Math.max(0, cardCount - 1));
}
