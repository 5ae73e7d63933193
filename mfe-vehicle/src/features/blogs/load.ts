import {
  type ApiBinding,
  type BlogCard,
  BlogListSchema,
  callApi,
  type FragmentTenant,
  formatDate,
} from '@forecourt/shared';
import { withinTimeout } from '@forecourt/shared/fragment/within-timeout';
import { blogDescription, VEHICLE_PAGE_BLOG_COUNT } from '@forecourt/shared/vehicle/blogs';
import { ANSWER_TTL_MS, answerCacheFor } from '../../fragments/answer-cache';
import type { BlogCardView } from './view';

// The vehicle page's blog cards (issue 6): deferred data the fragment Worker loads after the car.
// Never fails the page: an error, a bad answer or a slow API is logged and the page has no blog section.
// The answer is kept per isolate and make for as long as the API allows (answer-cache.ts).

/** The longest the blog cards may take (the gateway gives the whole fragment 2.5 s; blogs are not worth a slow page). */
export const BLOGS_TIMEOUT_MS = 500;

/** Where the call goes: the gateway's API as the tenant's site, traced with the page's request id. */
export interface BlogSource {
  api: ApiBinding;
  tenant: Pick<FragmentTenant, 'host'>;
  requestId?: string | undefined;
}

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

/**
 * The site's blog cards for a make, or none when they cannot be had in time (logged).
 * @example const blogs = await loadBlogCards({ api: env.API, tenant, requestId }, car.make);
 */
export async function loadBlogCards(source: BlogSource, make: string): Promise<BlogCardView[]> {
  const query = new URLSearchParams({ make, limit: String(VEHICLE_PAGE_BLOG_COUNT) });
  const answer = await withinTimeout(
    'blog cards',
    BLOGS_TIMEOUT_MS,
    () =>
      answerCacheFor(source.api).get(`blogs:${source.tenant.host}:${query}`, ANSWER_TTL_MS.blogCards, () =>
        callApi(source.api, source.tenant, { method: 'GET', path: `/api/blogs?${query}` }, BlogListSchema, {
          requestId: source.requestId,
        }),
      ),
    'them',
  );
  return (answer?.blogs ?? []).map(blogCardView);
}
