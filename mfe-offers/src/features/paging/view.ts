// Page links of a paged list (the offers search, the model catalogue; spec: 001 §9 "Page size 21"):
// one link per page, none when everything fits on one. Pure.

export interface PageLink {
  page: number;
  href: string;
  current: boolean;
}

/**
 * The page links of `count` items at `perPage` a page, each page's link made by `hrefOf`.
 * @example pageLinks(50, 21, 2, (page) => `/models?page=${page}`) // 3 links, the second current
 */
export function pageLinks(
  count: number,
  perPage: number,
  current: number,
  hrefOf: (page: number) => string,
): PageLink[] {
  const pageCount = Math.ceil(count / perPage);
  if (pageCount <= 1) return [];
  return Array.from({ length: pageCount }, (_, index) => ({
    page: index + 1,
    href: hrefOf(index + 1),
    current: index + 1 === current,
  }));
}
