import { saveSearchHref } from '@forecourt/shared/search/saved-search-paths';
import { css } from '@forecourt/shared/styled-system/css';
import { Button } from '@forecourt/shared/ui/Button';
import { Provider } from 'jotai/react';
import { useId, useRef } from 'react';
import { Filters } from '../filters/Filters';
import { SearchForm } from '../filters/SearchForm';
import { SortSelect } from '../filters/SortSelect';
import { Listing } from '../listing/Listing';
import { Pagination } from '../pagination/Pagination';
import { type SearchPageData, useSearch } from './use-search';

/** The results section's id: Show Me N Cars links to it (`#search-results`), with or without JavaScript. */
export const RESULTS_ID = 'search-results';
/** Platform: the spec keeps the last hits on a search error but shows no wording (000 §4, §8). */
export const SEARCH_FAILED = 'We could not update the results. Please try again.';

const styles = {
  page: css({ display: 'grid', gap: '6', py: '6', color: 'text' }),
  header: css({ display: 'grid', gap: '4' }),
  title: css({ m: '0', fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', lineHeight: 'tight' }),
  // One column on phones (filters first, Show Me N Cars jumps past them); from lg a sidebar.
  layout: css({
    display: 'grid',
    gap: '6',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '18rem minmax(0, 1fr)' },
    alignItems: 'start',
  }),
  results: css({
    display: 'grid',
    gap: '4',
    scrollMarginTop: '4',
    '& > ul': { transitionProperty: 'opacity', transitionDuration: 'normal' },
    '&[aria-busy="true"] > ul': { opacity: 0.6 },
  }),
  toolbar: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3' }),
  resultsHeading: css({ m: '0', fontSize: 'lg', fontWeight: 'bold', _focus: { outline: 'none' } }),
  count: css({ m: '0', color: 'mutedText' }),
  tools: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' }),
  saveSearch: css({ color: 'primary', fontWeight: 'semibold', textDecoration: 'underline', fontSize: 'sm' }),
  error: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '3',
    p: '3',
    borderWidth: 'thin',
    borderStyle: 'solid',
    borderColor: 'danger',
    borderRadius: 'md',
    '& p': { m: '0' },
  }),
};

/**
 * The stock search page (spec: 000 §2 "Car search listing"): heading and search box, the filters
 * sidebar, the sorted result grid with the promo card, pagination, and the no-results card. Server-
 * rendered by the fragment Worker from its first view and hydrated from the same props; from then on
 * each filter, sort or page change updates the page in place, the URL and the browser history.
 * @example <SearchPage {...data} />
 */
export function SearchPage(data: SearchPageData) {
  const { context, remoteVersion } = data;
  const { view, phase, recent, dispatch, prefetch } = useSearch(data);
  const ids = { title: useId(), filters: useId(), results: useId(), form: useId() };
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  const showResults = () => {
    resultsHeading.current?.focus({ preventScroll: true });
    document.getElementById(RESULTS_ID)?.scrollIntoView({ block: 'start' });
  };

  return (
    <Provider>
      <div
        className={styles.page}
        data-fc-remote-version={remoteVersion}
        onPointerEnter={prefetch}
        onFocusCapture={prefetch}
      >
        <header className={styles.header}>
          <h1 id={ids.title} className={styles.title}>
            {context.title}
          </h1>
          <SearchForm id={ids.form} view={view} dispatch={dispatch} />
        </header>
        <div className={styles.layout}>
          <aside aria-labelledby={ids.filters}>
            <Filters
              headingId={ids.filters}
              view={view}
              recent={recent}
              dispatch={dispatch}
              showResults={showResults}
            />
          </aside>
          <section
            id={RESULTS_ID}
            className={styles.results}
            aria-labelledby={ids.results}
            aria-busy={phase === 'loading'}
          >
            <div className={styles.toolbar}>
              <div>
                <h2 id={ids.results} ref={resultsHeading} tabIndex={-1} className={styles.resultsHeading}>
                  Search results
                </h2>
                <p className={styles.count} role="status">
                  {view.countText}
                </p>
              </div>
              <div className={styles.tools}>
                {context.settings.saveSearch ? (
                  // To My Garage's save page with this search: a signed-out shopper signs in on the way (issue 31).
                  <a className={styles.saveSearch} href={saveSearchHref(view.href)}>
                    Save this search
                  </a>
                ) : null}
                <SortSelect form={ids.form} sort={view.sort} dispatch={dispatch} />
              </div>
            </div>
            {phase === 'hasError' && (
              <div className={styles.error} role="alert">
                <p>{SEARCH_FAILED}</p>
                <Button variant="secondary" size="sm" onPress={() => void dispatch({ type: 'retry' })}>
                  Try again
                </Button>
              </div>
            )}
            <Listing
              items={view.items}
              count={view.count}
              promo={context.settings.promo}
              clearFiltersPath={context.settings.clearFiltersPath}
            />
            {view.pagination && (
              <Pagination
                pagination={view.pagination}
                onPage={(page) => void dispatch({ type: 'page', page }).then(showResults)}
              />
            )}
          </section>
        </div>
      </div>
    </Provider>
  );
}
