import type { Review } from '../schemas/review';

// spec: 001 §5 "Reviews: a minimum rating and a hide-reviews flag are configuration"; §9 the bundled
// sample set (238 reviews, average 4.2); 000 §9 "Reviews minimum rating 4; Google reviews 12".

/** A site's default minimum rating of the reviews it lists (spec: 000 §9 "Reviews minimum rating 4"). */
export const DEFAULT_REVIEW_MIN_RATING = 4;

/** How many Google reviews a location page lists by default (spec: 000 §9 "Google reviews 12"). */
export const DEFAULT_GOOGLE_REVIEWS = 12;

/** A site's review settings. */
export interface ReviewSettings {
  /** Reviews rated below this are not listed (1 lists every review). */
  minRating: number;
  /** The site shows no reviews at all (summary and list). */
  hidden: boolean;
}

/**
 * The reviews a site lists: none when hidden, else those rated at least the minimum, newest first.
 * @example visibleReviews(reviews, { minRating: 4, hidden: false }).every((r) => r.rating >= 4) // true
 */
export function visibleReviews(reviews: readonly Review[], settings: ReviewSettings): Review[] {
  if (settings.hidden) return [];
  return reviews
    .filter((review) => review.rating >= settings.minRating)
    .sort((a, b) => b.review_date.localeCompare(a.review_date) || b.id - a.id);
}

/**
 * "4.2 (238 reviews)": the summary line beside the stars.
 * @example reviewCountText(1) // '1 review'
 */
export function reviewCountText(count: number): string {
  return `${count.toLocaleString('en-AU')} ${count === 1 ? 'review' : 'reviews'}`;
}

const TIME_AGO_UNITS: readonly [seconds: number, unit: string][] = [
  [365 * 86_400, 'year'],
  [30 * 86_400, 'month'],
  [86_400, 'day'],
  [3_600, 'hour'],
  [60, 'minute'],
];

/**
 * How long ago a review was written, in words (spec: 001 §3 Review `created_at_time_ago_in_words`).
 * @example timeAgoInWords('2026-01-01T00:00:00Z', new Date('2026-03-15T00:00:00Z')) // '2 months ago'
 */
export function timeAgoInWords(isoDate: string, now: Date): string {
  const seconds = Math.max(0, (now.getTime() - Date.parse(isoDate)) / 1000);
  for (const [size, unit] of TIME_AGO_UNITS) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}
