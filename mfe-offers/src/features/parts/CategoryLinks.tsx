import { filterLink, filterLinkList } from '../filter-links/styles';
import type { CategoryLink } from './view';

// The parts categories with their counts, each a link into the search (the landing page's and the
// search page's category filter).

/**
 * The navigation; `allHref` leads to every category (the current choice when `allCurrent`).
 * @example <CategoryLinks categories={view.categories} allHref={view.allHref} allCurrent />
 */
export function CategoryLinks({
  categories,
  allHref,
  allCurrent,
}: {
  categories: readonly CategoryLink[];
  allHref: string;
  allCurrent: boolean;
}) {
  return (
    <nav aria-label="Categories">
      <ul className={filterLinkList}>
        <li>
          <a className={filterLink} href={allHref} aria-current={allCurrent ? 'true' : undefined}>
            All categories
          </a>
        </li>
        {categories.map((category) => (
          <li key={category.label}>
            <a className={filterLink} href={category.href} aria-current={category.current ? 'true' : undefined}>
              <span>{category.label}</span>
              <span>{category.count}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
