// spec: 001 §9 "Star display: at most 4 full stars plus a partial star"; §2 star rating with review count.

/** How many stars a rating draws. */
export const STAR_COUNT = 5;
/** The most stars drawn full; the fifth is always drawn as a partial (filled by the remainder). */
export const MAX_FULL_STARS = 4;

/** The stars of a rating: `full` whole stars, then one star filled to `partial` (0–1), then `empty`. */
export interface StarFill {
  full: number;
  /** 0..1, rounded to a tenth. */
  partial: number;
  empty: number;
}

/**
 * The star fill for an average rating (a string as the review provider answers it, or a number).
 * @example starFill('4.2') // { full: 4, partial: 0.2, empty: 0 }
 * @example starFill(5) // { full: 4, partial: 1, empty: 0 }
 */
export function starFill(rating: number | string): StarFill {
  const value = Math.min(STAR_COUNT, Math.max(0, Number(rating) || 0));
  const full = Math.min(MAX_FULL_STARS, Math.floor(value));
  const partial = Math.round(Math.min(1, value - full) * 10) / 10;
  return { full, partial, empty: STAR_COUNT - full - 1 };
}
