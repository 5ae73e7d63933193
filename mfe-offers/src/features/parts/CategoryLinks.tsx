import type { MouseEvent } from 'react';
import { filterLink, filterLinkList } from '../filter-links/styles';
import type { CategoryLink } from './view';

// The parts categories with their counts, each a link into the search (the landing page's and the
// search page's category filter); the search page's island passes `onFollow` to filter in place.

/**
 * The navigation; `allHref` leads to every category (the current choice when `allCurrent`).
 * @example <CategoryLinks categories={view.categories} allHref={view.allHref} allCurrent />
 */
export function CategoryLinks({
  categories,
  allHref,
  allCurrent,
  onFollow,
}: {
  categories: readonly CategoryLink[];
  allHref: string;
  allCurrent: boolean;
  onFollow?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <nav aria-label="Categories">
      <ul className={filterLinkList}>
        <li>
          <a className={filterLink} href={allHref} aria-current={allCurrent ? 'true' : undefined} onClick={onFollow}>
            All categories
          </a>
        </li>
        {categories.map((category) => (
          <li key={category.label}>
            <a
              className={filterLink}
              href={category.href}
              aria-current={category.current ? 'true' : undefined}
              onClick={onFollow}
            >
              <span>{category.label}</span>
              <span>{category.count}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
