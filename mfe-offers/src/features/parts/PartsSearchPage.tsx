import { PARTS_SEARCH_PATH } from '@forecourt/shared/parts/constants';
import { css } from '@forecourt/shared/styled-system/css';
import { button } from '@forecourt/shared/styled-system/recipes';
import { TextField } from '@forecourt/shared/ui/TextField';
import { useInPlaceSearch } from '../in-place/use-in-place-search';
import { PageLinks } from '../paging/PageLinks';
import { CategoryLinks } from './CategoryLinks';
import { PartCard } from './PartCard';
import { PartEnquiryForm } from './PartEnquiryForm';
import type { PartsSearchView } from './view';

// /parts/search (issue 15 "Parts: search, facets, 21 a page, parts enquiry lead"): a GET form searches,
// category links filter, page links page, each part's Enquire link opens its enquiry form. Every control
// is a link or a form, so the server HTML works without JavaScript; once hydrated, the search form, the
// category and the page links change the search in place (in-place/use-in-place-search), and an Enquire
// link still loads its page (the enquiry form is server HTML).

/** The island's props: the fragment's data. */
export interface PartsSearchPageData {
  remoteVersion: string;
  view: PartsSearchView;
}

const styles = {
  root: css({ display: 'grid', gap: '6', py: '8' }),
  title: css({ m: '0', fontSize: '3xl', fontWeight: 'bold' }),
  search: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '3' }),
  results: css({ display: 'grid', gap: '6', '&[aria-busy="true"]': { opacity: 0.6 } }),
  count: css({ m: '0', color: 'mutedText' }),
  alert: css({ m: '0', color: 'danger', fontWeight: 'semibold' }),
  grid: css({
    display: 'grid',
    gap: '4',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
    listStyle: 'none',
    m: '0',
    p: '0',
  }),
};

/** The search controller's chunk, loaded on the first change (the island's first bundle stays zod-free). */
async function loadPartsViewLazily(href: string): Promise<PartsSearchView> {
  const { loadPartsView } = await import('./controller');
  return loadPartsView(href);
}

/**
 * The page's island.
 * @example <PartsSearchPage remoteVersion="0.1.0" view={buildPartsSearchView(state, load, null)} />
 */
export function PartsSearchPage({ view: initial }: PartsSearchPageData) {
  const { view, loading, failed, follow, submitTo } = useInPlaceSearch(initial, loadPartsViewLazily);
  return (
    <div className={styles.root}>
      <h1 className={styles.title}>{view.title}</h1>
      {view.enquiry ? <PartEnquiryForm enquiry={view.enquiry} /> : null}
      <form
        key={view.href}
        className={styles.search}
        method="get"
        action={PARTS_SEARCH_PATH}
        onSubmit={submitTo(PARTS_SEARCH_PATH)}
      >
        <TextField label="Search parts" name="query" type="search" defaultValue={view.state.query} />
        {view.state.category ? <input type="hidden" name="category" value={view.state.category} /> : null}
        <button type="submit" className={button({ variant: 'primary' })}>
          Search
        </button>
      </form>
      <CategoryLinks
        categories={view.categories}
        allHref={view.allHref}
        allCurrent={view.state.category === null}
        onFollow={follow}
      />
      <section aria-label="Parts" aria-busy={loading} className={styles.results}>
        <p className={styles.count} role="status">
          {view.countText}
        </p>
        {failed ? (
          <p className={styles.alert} role="alert">
            The parts could not be loaded. Please try again.
          </p>
        ) : null}
        {view.cards.length > 0 ? (
          <ul className={styles.grid}>
            {view.cards.map((card) => (
              <PartCard key={card.id} card={card} />
            ))}
          </ul>
        ) : (
          <p>No parts match your search. Try fewer words or another category.</p>
        )}
        <PageLinks pages={view.pages} onFollow={follow} />
      </section>
    </div>
  );
}
