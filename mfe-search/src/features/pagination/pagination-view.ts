import { goToPage, type SearchRouteMatch, type SearchState, searchHref } from '@forecourt/shared';

// Server side and the lazy search controller only (the island imports the types). Offset pagination
// as real links (`?page=2`, InstantSearch's format), so paging works without JavaScript (spec: 000 §2
// "offset pagination").

/** A link to one results page. */
export interface PageLink {
  page: number;
  href: string;
  current: boolean;
}

/** The pagination bar: previous/next and a window of page numbers with gaps. */
export interface PaginationView {
  page: number;
  pages: number;
  previous: PageLink | null;
  next: PageLink | null;
  /** Page links in order; null stands for a gap ("…"). */
  links: Array<PageLink | null>;
}

/** Pages listed either side of the current one. */
const PAGE_WINDOW = 2;

/**
 * The page numbers to list: the first, the last, and the current with PAGE_WINDOW either side; null
 * for each gap of more than one page (a gap of exactly one page lists that page instead).
 * @example pageNumbers(6, 20) // [1, null, 4, 5, 6, 7, 8, null, 20]
 */
export function pageNumbers(page: number, pages: number): Array<number | null> {
  const wanted = new Set([1, pages]);
  for (let near = page - PAGE_WINDOW; near <= page + PAGE_WINDOW; near += 1) {
    if (near >= 1 && near <= pages) wanted.add(near);
  }
  const sorted = [...wanted].filter((number) => number >= 1).sort((a, b) => a - b);
  const numbers: Array<number | null> = [];
  sorted.forEach((number, index) => {
    const before = sorted[index - 1];
    if (before !== undefined && number - before === 2) numbers.push(before + 1);
    else if (before !== undefined && number - before > 2) numbers.push(null);
    numbers.push(number);
  });
  return numbers;
}

/**
 * The pagination of a search with `pages` pages; null when everything fits on one page (and the
 * search is on it).
 * @example paginationView({ ...state, page: 2 }, 5, route)?.previous?.href // "/search/used-cars"
 */
export function paginationView(
  state: SearchState,
  pages: number,
  route: Pick<SearchRouteMatch, 'pathname' | 'state'>,
): PaginationView | null {
  if (state.page <= 1 && pages <= 1) return null;
  // A page past the end (an old link) still gets a way back.
  const total = Math.max(pages, 1);
  const link = (page: number): PageLink => ({
    page,
    href: searchHref(goToPage(state, page), route),
    current: page === state.page,
  });
  return {
    page: state.page,
    pages,
    previous: state.page > 1 ? link(Math.min(state.page - 1, total)) : null,
    next: state.page < pages ? link(state.page + 1) : null,
    links: pageNumbers(Math.min(state.page, total), total).map((number) => (number === null ? null : link(number))),
  };
}
