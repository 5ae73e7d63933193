import { css } from '@forecourt/shared/styled-system/css';
import type { MouseEvent } from 'react';
import { RecentSearches } from '../history/RecentSearches';
import type { RecentSearchView } from '../history/recent-searches';
import type { SearchIntent } from '../search-page/intents';
import { isPlainClick } from '../search-page/use-search';
import type { SearchView } from '../search-page/view-model';
import { FacetGroup } from './FacetGroup';
import { RangeFilter } from './RangeFilter';

const styles = {
  root: css({ display: 'grid', alignContent: 'start', gap: '1' }),
  header: css({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '2' }),
  heading: css({ m: '0', fontSize: 'lg', fontWeight: 'bold' }),
  link: css({
    fontSize: 'sm',
    color: 'primary',
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    _focusVisible: { focusRing: 'outside' },
  }),
  // In the flow at every width: a button stuck over the filters on phones covered the facet links
  // scrolling under it (axe target-size on small screens), so it ends the filters instead.
  showMe: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    mt: '4',
    minHeight: 'control.md',
    px: '4',
    borderRadius: 'md',
    bg: 'primary',
    color: 'primaryContrast',
    fontWeight: 'semibold',
    textDecoration: 'none',
    _focusVisible: { focusRing: 'outside' },
    _highContrast: { borderWidth: 'thick', borderStyle: 'solid', borderColor: 'ButtonText' },
  }),
};

export interface FiltersProps {
  headingId: string;
  view: SearchView;
  recent: readonly RecentSearchView[];
  dispatch: (intent: SearchIntent) => Promise<void>;
  /** Takes the visitor to the results (Show Me N Cars). */
  showResults: () => void;
}

/**
 * The filters sidebar (spec: 000 §2): clear all, recent searches, the facet lists and sliders in
 * order, and Show Me N Cars, which jumps to the results of the current filters (already fetched: the
 * count it shows is theirs).
 * @example <Filters headingId={id} view={view} recent={recent} dispatch={dispatch} showResults={focusResults} />
 */
export function Filters({ headingId, view, recent, dispatch, showResults }: FiltersProps) {
  const onClear = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    void dispatch({ type: 'refine', change: { type: 'clearRefinements' } });
  };
  const onShowMe = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    showResults();
  };
  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          Filter results
        </h2>
        {view.clearRefinementsHref && (
          <a className={styles.link} href={view.clearRefinementsHref} rel="nofollow" onClick={onClear}>
            Clear all filters
          </a>
        )}
      </div>
      <RecentSearches entries={recent} currentHref={view.href} />
      {view.filters.map((filter) =>
        filter.kind === 'facet' ? (
          <FacetGroup key={filter.facet.attribute} facet={filter.facet} dispatch={dispatch} />
        ) : (
          <RangeFilter key={filter.range.attribute} range={filter.range} dispatch={dispatch} />
        ),
      )}
      <a className={styles.showMe} href={`${view.href}#search-results`} onClick={onShowMe}>
        {view.showMeText}
      </a>
    </div>
  );
}
