import { describe, expect, it } from 'vitest';
import type { Review } from '../schemas/review';
import { reviewCountText, timeAgoInWords, visibleReviews } from './reviews';

const review = (id: number, rating: number, review_date: string): Review => ({
  id,
  location_id: 1,
  customer_name: `Customer ${id}`,
  text: 'Text',
  rating,
  review_date,
  reply_text: null,
  reply_date: null,
  created_at_time_ago_in_words: '1 day ago',
  image: null,
});

describe('visibleReviews', () => {
  const reviews = [review(1, 5, '2026-01-01'), review(2, 2, '2026-02-01'), review(3, 4, '2026-03-01')];

  it('keeps reviews at or above the minimum rating, newest first', () => {
    expect(visibleReviews(reviews, { minRating: 4, hidden: false }).map((r) => r.id)).toEqual([3, 1]);
    expect(visibleReviews(reviews, { minRating: 1, hidden: false })).toHaveLength(3);
  });

  it('lists none when the site hides reviews', () => {
    expect(visibleReviews(reviews, { minRating: 1, hidden: true })).toEqual([]);
  });

  it('counts reviews in words', () => {
    expect([reviewCountText(1), reviewCountText(238)]).toEqual(['1 review', '238 reviews']);
  });
});

describe('timeAgoInWords', () => {
  it('names the largest whole unit', () => {
    const now = new Date('2026-03-15T00:00:00Z');
    expect(timeAgoInWords('2026-01-01T00:00:00Z', now)).toBe('2 months ago');
    expect(timeAgoInWords('2026-03-14T00:00:00Z', now)).toBe('1 day ago');
    expect(timeAgoInWords('2023-03-01T00:00:00Z', now)).toBe('3 years ago');
    expect(timeAgoInWords('2026-03-15T00:00:00Z', now)).toBe('just now');
  });
});
