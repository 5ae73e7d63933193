import { css } from '@forecourt/shared/styled-system/css';
import type { CategoryLink } from './view';

// The parts categories with their counts, each a link into the search (the landing page's and the
// search page's category filter).

const styles = {
  list: css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', m: '0', p: '0' }),
  link: css({
    display: 'inline-flex',
    gap: '2',
    px: '3',
    py: '2',
    borderRadius: 'md',
    bg: 'surface',
    color: 'text',
    textDecoration: 'none',
    _focusVisible: { focusRing: 'outside' },
    '&[aria-current="true"]': { bg: 'primary', color: 'primaryContrast', fontWeight: 'bold' },
  }),
};

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
      <ul className={styles.list}>
        <li>
          <a className={styles.link} href={allHref} aria-current={allCurrent ? 'true' : undefined}>
            All categories
          </a>
        </li>
        {categories.map((category) => (
          <li key={category.label}>
            <a className={styles.link} href={category.href} aria-current={category.current ? 'true' : undefined}>
              <span>{category.label}</span>
              <span>{category.count}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
