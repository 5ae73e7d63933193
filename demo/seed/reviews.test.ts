import { describe, expect, it } from 'vitest';
import { reviewSummary, SAMPLE_REVIEW_COUNT, SAMPLE_REVIEW_LOCATION_SLUG } from './reviews';
import { demoData, TEST_TODAY } from './testing';

const data = demoData();

describe('reviewSummary', () => {
  it('counts and averages to one decimal, as a string', () => {
    expect(reviewSummary([5, 4, 4])).toEqual({ count: 3, average_rating: '4.3' });
  });
});

describe('reviews', () => {
  it('put the 238-review sample on the harbourcity Parramatta showroom', () => {
    const location = data.locations.find((l) => l.slug === SAMPLE_REVIEW_LOCATION_SLUG);
    expect(location?.dealership_slug).toBe('harbour-city-toyota');
    expect(location?.review_count).toBe(SAMPLE_REVIEW_COUNT);
    expect(location?.average_rating).toBe('4.2');
  });

  it('give a few reviews to some other locations, with matching summaries', () => {
    const others = data.locations.filter((l) => l.slug !== SAMPLE_REVIEW_LOCATION_SLUG && l.review_count > 0);
    expect(others.length).toBeGreaterThan(2);
    for (const location of data.locations) {
      const ratings = data.reviews
        .filter((review) => review.location_id === location.id)
        .map((review) => review.rating);
      if (ratings.length === 0) {
        expect(location.reviews).toBeNull();
        expect(location.review_count).toBe(0);
      } else {
        expect(location.reviews).toEqual(reviewSummary(ratings));
        expect(location.review_count).toBe(ratings.length);
      }
    }
  });

  it('are numbered newest first, written before today, with replies after the review', () => {
    expect(data.reviews.map((review) => review.id)).toEqual(data.reviews.map((_, index) => index + 1));
    for (let i = 1; i < data.reviews.length; i++) {
      expect((data.reviews[i - 1]?.review_date ?? '') >= (data.reviews[i]?.review_date ?? '')).toBe(true);
    }
    for (const review of data.reviews) {
      expect(review.review_date < TEST_TODAY).toBe(true);
      expect(review.text.length).toBeGreaterThan(20);
      expect(review.reply_date === null).toBe(review.reply_text === null);
      if (review.reply_date) expect(review.reply_date >= review.review_date).toBe(true);
      if (review.rating <= 3) expect(review.reply_text).not.toBeNull();
    }
    expect(data.reviews.some((review) => review.reply_text !== null && review.rating >= 4)).toBe(true);
    expect(data.reviews.some((review) => review.reply_text === null)).toBe(true);
  });
});
