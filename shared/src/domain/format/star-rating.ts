// The star display of a rating (spec: 001 §2 "Star rating with review count"; §9 "Star display: at
// most 4 full stars plus a partial star"): the fifth star is always drawn as a part, even at 5.0.

/** spec: 001 §9 */
export const MAX_FULL_STARS = 4;
/** Stars drawn in all. */
export const STAR_COUNT = 5;

/** How a rating is drawn: full stars, then one partial star filled to `partial` (0..1), then empty ones. */
export interface StarDisplay {
  full: number;
  partial: number;
  empty: number;
}

/**
 * The stars of an average rating out of 5 (clamped to 0..5).
 * @example starDisplay(4.2) // { full: 4, partial: 0.2, empty: 0 }
 * @example starDisplay(5) // { full: 4, partial: 1, empty: 0 }
 */
export function starDisplay(average: number): StarDisplay {
  const rating = Number.isFinite(average) ? Math.min(STAR_COUNT, Math.max(0, average)) : 0;
  const full = Math.min(MAX_FULL_STARS, Math.floor(rating));
  const partial = Math.round((rating - full) * 10) / 10;
  return { full, partial: Math.min(1, partial), empty: STAR_COUNT - full - 1 };
}
