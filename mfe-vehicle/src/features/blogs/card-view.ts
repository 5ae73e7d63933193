import { type BlogCard, formatDate } from '@forecourt/shared';
import { blogDescription } from '@forecourt/shared/vehicle/blogs';
import type { BlogCardView } from './view';

// The vehicle page's blog cards (issue 6) as the page shows them: deferred data the gateway's page
// loader answers beside the car (none when it could not have them in time).

/**
 * A blog card as the page shows it: the date as dd/MM/yyyy (kept as ISO for `<time>`), the description cut at 80.
 * @example blogCardView({ href: '/blog/x', heading: 'X', image: null, description: 'Y', date: '2026-10-14' }).date // '14/10/2026'
 */
export function blogCardView(card: BlogCard): BlogCardView {
  const isoDate = /^\d{4}-\d{2}-\d{2}/.test(card.date) ? card.date.slice(0, 10) : '';
  return {
    href: card.href,
    heading: card.heading,
    image: card.image,
    description: blogDescription(card.description),
    date: isoDate ? formatDate(isoDate) : card.date,
    isoDate: isoDate || card.date,
  };
}
