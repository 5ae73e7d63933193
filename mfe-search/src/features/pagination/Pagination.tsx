import { css } from '@forecourt/shared/styled-system/css';
import type { MouseEvent } from 'react';
import { isPlainClick } from '../search-page/use-search';
import type { PageLink, PaginationView } from './pagination-view';

const styles = {
  list: css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1' }),
  link: css({
    display: 'inline-grid',
    placeItems: 'center',
    minWidth: 'control.md',
    minHeight: 'control.md',
    px: '3',
    borderWidth: 'thin',
    borderStyle: 'solid',
    borderColor: 'border',
    borderRadius: 'md',
    color: 'primary',
    textDecoration: 'none',
    _hover: { bg: 'surface' },
    _focusVisible: { focusRing: 'outside' },
    '&[aria-current="page"]': { bg: 'primary', color: 'primaryContrast', borderColor: 'primary', fontWeight: 'bold' },
    _highContrast: { '&[aria-current="page"]': { bg: 'Highlight', color: 'HighlightText' } },
  }),
  gap: css({ px: '2', color: 'mutedText' }),
};

export interface PaginationProps {
  pagination: PaginationView;
  /** Goes to a page in place (the links work as plain links without JavaScript). */
  onPage: (page: number) => void;
}

/**
 * The results' page links (spec: 000 §2 "offset pagination"): Previous, numbers with gaps, Next;
 * the current page is marked `aria-current="page"`.
 * @example <Pagination pagination={view.pagination} onPage={(page) => dispatch({ type: 'page', page })} />
 */
export function Pagination({ pagination, onPage }: PaginationProps) {
  const follow = (link: PageLink) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onPage(link.page);
  };
  return (
    <nav aria-label="Pagination">
      <ul className={styles.list}>
        {pagination.previous && (
          <li>
            <a className={styles.link} href={pagination.previous.href} rel="prev" onClick={follow(pagination.previous)}>
              Previous
            </a>
          </li>
        )}
        {pagination.links.map((link, index) =>
          link === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={link.page}>
              <a
                className={styles.link}
                href={link.href}
                aria-label={`Page ${link.page}`}
                aria-current={link.current ? 'page' : undefined}
                onClick={follow(link)}
              >
                {link.page}
              </a>
            </li>
          ),
        )}
        {pagination.next && (
          <li>
            <a className={styles.link} href={pagination.next.href} rel="next" onClick={follow(pagination.next)}>
              Next
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
