import type { Review } from '../schemas/review';

// spec: 001 §5 "Reviews: a minimum rating and a hide-reviews flag are configuration"; §9 the bundled
// sample set (238 reviews, average 4.2).

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
