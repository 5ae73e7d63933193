import { OFFERS_EMPTY_TEXT, OFFERS_EMPTY_TITLE, SPECIAL_OFFERS_PATH } from '@forecourt/shared/offers/constants';
import { css } from '@forecourt/shared/styled-system/css';
import { button } from '@forecourt/shared/styled-system/recipes';
import { TextField } from '@forecourt/shared/ui/TextField';
import { useState } from 'react';
import type { OpenEnquiry } from '../enquiry/EnquiryDialog';
import { EnquiryDialogOnDemand } from '../enquiry/EnquiryDialogOnDemand';
import { SearchResults } from '../in-place/SearchResults';
import { useInPlaceSearch } from '../in-place/use-in-place-search';
import { OfferCard } from '../offer-card/OfferCard';
import type { OffersSearchView } from './view';

// The special offers page (issue 15; spec: 001 §2 "Offers", 000 §8 the offers empty state): filters,
// results and pages rendered on the server from the first search, each control a link or a GET form;
// once hydrated the same links and form change the search in place (in-place/use-in-place-search).

/** The island's props: the fragment's data. */
export interface OffersSearchPageData {
  remoteVersion: string;
  view: OffersSearchView;
}

const styles = {
  root: css({ display: 'grid', gap: '6', py: '8' }),
  title: css({ m: '0', fontSize: '3xl', fontWeight: 'bold' }),
  layout: css({
    display: 'grid',
    gap: '6',
    gridTemplateColumns: { base: '1fr', lg: '18rem 1fr' },
    alignItems: 'start',
  }),
  filters: css({ display: 'grid', gap: '5' }),
  form: css({ display: 'grid', gap: '3' }),
  prices: css({ display: 'grid', gap: '3', gridTemplateColumns: '1fr 1fr' }),
  groupTitle: css({ m: '0 0 2', fontSize: 'md', fontWeight: 'bold' }),
  facetList: css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '1' }),
  facet: css({
    display: 'flex',
    justifyContent: 'space-between',
    gap: '2',
    px: '2',
    py: '2',
    borderRadius: 'md',
    color: 'text',
    textDecoration: 'none',
    _hover: { bg: 'surface' },
    _focusVisible: { focusRing: 'outside' },
    '&[aria-current="true"]': { fontWeight: 'bold', bg: 'surface' },
  }),
  grid: css({
    display: 'grid',
    gap: '4',
    gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
  }),
  empty: css({ display: 'grid', gap: '2', justifyItems: 'start', p: '6', bg: 'surface', borderRadius: 'lg' }),
  emptyTitle: css({ m: '0', fontSize: 'xl', fontWeight: 'bold' }),
  emptyText: css({ m: '0' }),
};

/** The spec's empty state (000 §8). */
function OffersEmpty() {
  return (
    <div className={styles.empty}>
      <h2 className={styles.emptyTitle}>{OFFERS_EMPTY_TITLE}</h2>
      <p className={styles.emptyText}>{OFFERS_EMPTY_TEXT}</p>
    </div>
  );
}

/** The search controller's chunk, loaded on the first change (the island's first bundle stays zod-free). */
async function loadOffersViewLazily(href: string): Promise<OffersSearchView> {
  const { loadOffersView } = await import('./controller');
  return loadOffersView(href);
}

/**
 * The page's island.
 * @example <OffersSearchPage remoteVersion="0.1.0" view={buildOffersView(state, response)} />
 */
export function OffersSearchPage({ view: initial }: OffersSearchPageData) {
  const search = useInPlaceSearch(initial, loadOffersViewLazily);
  const { view, follow, submitTo } = search;
  const [enquiry, setEnquiry] = useState<OpenEnquiry | null>(null);
  const { state } = view;

  return (
    <div className={styles.root}>
      <h1 className={styles.title}>{view.title}</h1>
      <div className={styles.layout}>
        <div className={styles.filters}>
          <form
            key={view.href}
            className={styles.form}
            method="get"
            action={SPECIAL_OFFERS_PATH}
            onSubmit={submitTo(SPECIAL_OFFERS_PATH)}
          >
            <TextField label="Search offers" name="query" type="search" defaultValue={state.query} />
            <div className={styles.prices}>
              <TextField
                label="Min price"
                name="min_price"
                inputMode="numeric"
                defaultValue={state.price?.min?.toString() ?? ''}
              />
              <TextField
                label="Max price"
                name="max_price"
                inputMode="numeric"
                defaultValue={state.price?.max?.toString() ?? ''}
              />
            </div>
            {state.categories.map((category, index) => (
              <input key={category} type="hidden" name={`categories[${index}]`} value={category} />
            ))}
            {state.dealership ? <input type="hidden" name="dealership" value={state.dealership} /> : null}
            <button type="submit" className={button({ variant: 'primary' })}>
              Search
            </button>
          </form>
          {view.categories.length > 0 ? (
            <nav aria-labelledby="fc-offers-categories">
              <h2 id="fc-offers-categories" className={styles.groupTitle}>
                Categories
              </h2>
              <ul className={styles.facetList}>
                {view.categories.map((option) => (
                  <li key={option.value}>
                    <a
                      className={styles.facet}
                      href={option.href}
                      rel="nofollow"
                      aria-current={option.selected ? 'true' : undefined}
                      onClick={follow}
                    >
                      <span>{option.selected ? `✓ ${option.value}` : option.value}</span>
                      <span>{option.count}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {view.clearHref ? (
            <a className={button({ variant: 'secondary' })} href={view.clearHref} onClick={follow}>
              Clear filters
            </a>
          ) : null}
        </div>
        <SearchResults label="Offers" view={view} search={search} empty={<OffersEmpty />}>
          <div className={styles.grid}>
            {view.cards.map((card) => (
              <OfferCard
                key={card.id}
                card={card}
                onEnquire={(opened, intent) => setEnquiry({ card: opened, intent })}
              />
            ))}
          </div>
        </SearchResults>
      </div>
      <EnquiryDialogOnDemand open={enquiry} onClose={() => setEnquiry(null)} />
    </div>
  );
}
