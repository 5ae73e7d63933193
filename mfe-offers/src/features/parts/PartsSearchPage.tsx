import { PARTS_SEARCH_PATH } from '@forecourt/shared/parts/constants';
import { css } from '@forecourt/shared/styled-system/css';
import { button } from '@forecourt/shared/styled-system/recipes';
import { TextField } from '@forecourt/shared/ui/TextField';
import { SearchResults } from '../in-place/SearchResults';
import { useInPlaceSearch } from '../in-place/use-in-place-search';
import { CategoryLinks } from './CategoryLinks';
import { PartCard } from './PartCard';
import { PartEnquiryForm } from './PartEnquiryForm';
import type { PartsSearchView } from './view';

// /parts/search (issue 15 "Parts: search, facets, 21 a page, parts enquiry lead"): a GET form searches,
// category links filter, page links page, each part's Enquire link opens its enquiry form. Every control
// is a link or a form, so the server HTML works without JavaScript; once hydrated, the search form, the
// category and the page links change the search in place (in-place/use-in-place-search), and an Enquire
// link still loads its page (the enquiry form is server HTML).

const PARTS_EMPTY_TEXT = 'No parts match your search. Try fewer words or another category.';

/** The island's props: the fragment's data. */
export interface PartsSearchPageData {
  remoteVersion: string;
  view: PartsSearchView;
}

const styles = {
  root: css({ display: 'grid', gap: '6', py: '8' }),
  title: css({ m: '0', fontSize: '3xl', fontWeight: 'bold' }),
  search: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '3' }),
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
  const search = useInPlaceSearch(initial, loadPartsViewLazily);
  const { view, follow, submitTo } = search;
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
      <SearchResults label="Parts" view={view} search={search} empty={<p>{PARTS_EMPTY_TEXT}</p>}>
        <ul className={styles.grid}>
          {view.cards.map((card) => (
            <PartCard key={card.id} card={card} />
          ))}
        </ul>
      </SearchResults>
    </div>
  );
}
