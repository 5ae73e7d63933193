import { css } from '@forecourt/shared/styled-system/css';
import type { ReactNode } from 'react';
import { PageLinks } from '../paging/PageLinks';
import type { PageLink } from '../paging/view';
import type { InPlaceSearch, PagedView } from './use-in-place-search';

// A search island's results (the special offers and the parts searches): the count as a status (read out
// when a search in place changes it), the alert when a change could not be loaded (the last results stay),
// the results or the search's empty state, and the page links. Busy while a change loads.

const styles = {
  results: css({ display: 'grid', gap: '4', '&[aria-busy="true"]': { opacity: 0.6 } }),
  count: css({ m: '0', color: 'mutedText' }),
  alert: css({ m: '0', color: 'danger', fontWeight: 'semibold' }),
};

export interface SearchResultsProps {
  /** The section's accessible name, what the alert says failed (`Offers` → "The offers could not be loaded. …"). */
  label: string;
  /** The view on screen: its count, its results and its page links. */
  view: { countText: string; cards: readonly unknown[]; pages: readonly PageLink[] };
  /** The island's in-place search: whether a change is loading or failed, and how links are followed. */
  search: Pick<InPlaceSearch<PagedView>, 'loading' | 'failed' | 'follow'>;
  /** The search's empty state, shown when the view has no cards. */
  empty: ReactNode;
  /** The view's cards, drawn (shown when it has some). */
  children: ReactNode;
}

/**
 * @example <SearchResults label="Parts" view={view} search={search} empty={<p>None.</p>}><ul>…</ul></SearchResults>
 */
export function SearchResults({ label, view, search, empty, children }: SearchResultsProps) {
  return (
    <section aria-label={label} aria-busy={search.loading} className={styles.results}>
      <p className={styles.count} role="status">
        {view.countText}
      </p>
      {search.failed ? (
        <p className={styles.alert} role="alert">
          The {label.toLowerCase()} could not be loaded. Please try again.
        </p>
      ) : null}
      {view.cards.length > 0 ? children : empty}
      <PageLinks pages={view.pages} onFollow={search.follow} />
    </section>
  );
}
