import { PARTS_SEARCH_PATH } from '@forecourt/shared/parts/constants';
import { css } from '@forecourt/shared/styled-system/css';
import { button } from '@forecourt/shared/styled-system/recipes';
import { TextField } from '@forecourt/shared/ui/TextField';
import { PageLinks } from '../paging/PageLinks';
import { CategoryLinks } from './CategoryLinks';
import { PartCard } from './PartCard';
import { PartEnquiryForm } from './PartEnquiryForm';
import type { PartsSearchView } from './view';

// /parts/search (issue 15 "Parts: search, facets, 21 a page, parts enquiry lead"): a GET form searches,
// category links filter, page links page, each part's Enquire link opens its enquiry form. Server HTML
// only: every control is a link or a form, so there is nothing to hydrate.

const styles = {
  root: css({ display: 'grid', gap: '6', py: '8' }),
  title: css({ m: '0', fontSize: '3xl', fontWeight: 'bold' }),
  search: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '3' }),
  count: css({ m: '0', color: 'mutedText' }),
  grid: css({
    display: 'grid',
    gap: '4',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
    listStyle: 'none',
    m: '0',
    p: '0',
  }),
};

/**
 * The page.
 * @example <PartsSearchPage {...buildPartsSearchView(state, load, null)} />
 */
export function PartsSearchPage(view: PartsSearchView) {
  return (
    <div className={styles.root}>
      <h1 className={styles.title}>{view.title}</h1>
      {view.enquiry ? <PartEnquiryForm enquiry={view.enquiry} /> : null}
      <form className={styles.search} method="get" action={PARTS_SEARCH_PATH}>
        <TextField label="Search parts" name="query" type="search" defaultValue={view.state.query} />
        {view.state.category ? <input type="hidden" name="category" value={view.state.category} /> : null}
        <button type="submit" className={button({ variant: 'primary' })}>
          Search
        </button>
      </form>
      <CategoryLinks categories={view.categories} allHref={view.allHref} allCurrent={view.state.category === null} />
      <section aria-label="Parts" className={styles.root}>
        <p className={styles.count}>{view.countText}</p>
        {view.cards.length > 0 ? (
          <ul className={styles.grid}>
            {view.cards.map((card) => (
              <PartCard key={card.id} card={card} />
            ))}
          </ul>
        ) : (
          <p>No parts match your search. Try fewer words or another category.</p>
        )}
        <PageLinks pages={view.pages} />
      </section>
    </div>
  );
}
