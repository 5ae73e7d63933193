import { css } from '@forecourt/shared/styled-system/css';
import { button } from '@forecourt/shared/styled-system/recipes';
import type { MouseEvent } from 'react';
import type { PageLink } from './view';

// The "Pages" navigation of a paged list: plain links (so it works without JavaScript); an island may
// pass `onFollow` to handle a click in place.

const styles = {
  pages: css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', m: '0', p: '0' }),
};

/**
 * The navigation, or nothing when there is one page.
 * @example <PageLinks pages={view.pages} />
 */
export function PageLinks({
  pages,
  onFollow,
}: {
  pages: readonly PageLink[];
  onFollow?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  if (pages.length === 0) return null;
  return (
    <nav aria-label="Pages">
      <ul className={styles.pages}>
        {pages.map((link) => (
          <li key={link.page}>
            <a
              className={button({ variant: link.current ? 'primary' : 'secondary', size: 'sm' })}
              href={link.href}
              aria-current={link.current ? 'page' : undefined}
              aria-label={`Page ${link.page}`}
              onClick={onFollow}
            >
              {link.page}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
