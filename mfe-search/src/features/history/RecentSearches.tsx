import { css } from '@forecourt/shared/styled-system/css';
import { useId } from 'react';
import type { RecentSearchView } from './recent-searches';

const styles = {
  root: css({ py: '3', borderBottomWidth: 'thin', borderColor: 'border' }),
  heading: css({ m: '0', mb: '1', fontSize: 'sm', fontWeight: 'semibold' }),
  list: css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '1' }),
  link: css({
    display: 'inline-block',
    py: '1',
    fontSize: 'sm',
    color: 'primary',
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    _focusVisible: { focusRing: 'outside' },
  }),
};

/**
 * The visitor's last searches on this device (spec: 001 §3 "Search history: last 5"), as links back
 * to each, leaving out the search on screen. Nothing until the search controller has read them (they
 * live in the browser only).
 * @example <RecentSearches entries={recent} currentHref={view.href} />
 */
export function RecentSearches({
  entries,
  currentHref,
}: {
  entries: readonly RecentSearchView[];
  currentHref: string;
}) {
  const headingId = useId();
  const others = entries.filter((entry) => entry.href !== currentHref);
  if (others.length === 0) return null;
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        Recent searches
      </h3>
      <ul className={styles.list}>
        {others.map((entry) => (
          <li key={entry.href}>
            <a className={styles.link} href={entry.href}>
              {entry.label || 'All cars'}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
