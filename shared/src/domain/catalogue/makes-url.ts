import { SearchPageSchema } from '../search/search-state';
import { MAKES_PATH } from './makes';

// The make list's pages as URLs (`/makes`, `/makes?page=2`). The list is paged because a browser with
// JavaScript off ignores `loading="lazy"` (the HTML standard turns lazy loading off without scripting),
// so every logo of a page is fetched on arrival: a page holds as many makes as a first visit may fetch.
// A page URL is read leniently: anything but a page number is the first page.

/** Platform: makes a page (ten rows of six on a wide screen, fifteen of four, thirty of two). */
export const MAKES_PAGE_SIZE = 60;

/**
 * The page a `/makes` URL's query asks for (1-based); not a page number: the first.
 * @example parseMakesPage({ page: '2' }) // 2
 * @example parseMakesPage({ page: 'x' }) // 1
 */
export function parseMakesPage(query: Readonly<Record<string, string>>): number {
  const page = SearchPageSchema.safeParse(Number(query.page ?? '1'));
  return page.success ? page.data : 1;
}

/**
 * The link of a page of the make list.
 * @example makesHref(1) // "/makes"
 * @example makesHref(3) // "/makes?page=3"
 */
export function makesHref(page: number): string {
  return page > 1 ? `${MAKES_PATH}?page=${page}` : MAKES_PATH;
}
