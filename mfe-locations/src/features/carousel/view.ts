import { carouselStart, gridColumns, showSwipeHint } from '@forecourt/shared/locations/layout';
import type { LocationsPageLoad } from '@forecourt/shared/pages/locations';
import { type LocationCardView, locationCardView, type RatingView, ratingViewOf } from '../location-card/view';

// The home page's location fragments (spec: 001 §2 "Carousel titled 'Our Locations' with a 'Swipe'
// hint when more than 3 cards; each card has 'View Location' and optionally 'View Our Stock'", the
// grid, the reviews summary; §9 carousel start index 1, bundled sample set 238 reviews averaging 4.2).

/** The carousel's props. */
export interface CarouselData {
  cards: LocationCardView[];
  swipeHint: boolean;
  startIndex: number;
}

/**
 * The carousel's cards: the site's visible locations, primary first.
 * @example carouselData(load, new Date()).startIndex // 1
 */
export function carouselData(load: LocationsPageLoad, now: Date): CarouselData {
  const cards = load.locations.map((location) => locationCardView(location, now));
  return { cards, swipeHint: showSwipeHint(cards.length), startIndex: carouselStart(cards.length) };
}

/**
 * The grid's cards and its column count.
 * @example gridData(load, new Date()).columns // 4
 */
export function gridData(load: LocationsPageLoad, now: Date): { cards: LocationCardView[]; columns: number } {
  const cards = load.locations.map((location) => locationCardView(location, now));
  return { cards, columns: gridColumns(cards.length) };
}

/** The reviews summary's props: the site's best-reviewed location. */
export interface ReviewsSummaryData {
  rating: RatingView;
  name: string;
  href: string;
}

/**
 * The summary of the location with the most reviews; null when the site has none (or hides them).
 * @example reviewsSummaryData(load)?.rating.count // 238
 */
export function reviewsSummaryData(load: LocationsPageLoad): ReviewsSummaryData | null {
  const [top] = [...load.locations].sort((a, b) => (b.reviews?.count ?? 0) - (a.reviews?.count ?? 0));
  const rating = top ? ratingViewOf(top.reviews) : null;
  if (!top || !rating) return null;
  return { rating, name: top.name, href: `/contact-us/${encodeURIComponent(top.slug)}` };
}
