import { formatPrice } from '@forecourt/shared/format/money';
import { GENERAL_ENQUIRY } from '@forecourt/shared/leads/forms';
import type { PartsPageLoad } from '@forecourt/shared/parts/api';
import { PARTS_PAGE_SIZE, PARTS_SEARCH_PATH } from '@forecourt/shared/parts/constants';
import { type PartsSearchState, partsSearchHref } from '@forecourt/shared/parts/url-state';
import { type PageLink, pageLinks } from '../paging/view';
import { ENQUIRE_PARAM, ENQUIRY_ANCHOR } from './anchors';

// The parts pages' views (issue 15 "Parts"): one loader answer as category links with counts, part
// cards with an Enquire link, page links and, when the URL names one of the page's parts, its enquiry.
// Every control is a link or a plain form, so the pages are complete without JavaScript; once the
// search page hydrates, its controller builds the next view from the public parts API's answer. Pure.

export interface CategoryLink {
  label: string;
  count: number;
  href: string;
  current: boolean;
}

export interface PartCardView {
  id: number;
  name: string;
  partNumber: string;
  category: string;
  fits: string;
  price: string;
  description: string;
  image: { src: string; alt: string };
  /** This page again, with the part's enquiry open. */
  enquireHref: string;
}

/** A parts enquiry: the part it is about and the site's dealerships to file it with. */
export interface PartEnquiryView {
  part: PartCardView;
  /** The lead's category (the general enquiry's). */
  category: string;
  /** The comment it starts with (the visitor may change it). */
  message: string;
  /** Empty when the site has one dealership: the leads API files it there. */
  dealerships: { value: string; label: string }[];
  /** Back to the page without the enquiry. */
  closeHref: string;
  /** The page it is sent from, the parts search (its path; the lead's `page_id`, spec: 000 §3). */
  pageId: string;
}

export interface PartsSearchView {
  state: PartsSearchState;
  /** The page's own URL for this state (what the address bar shows). */
  href: string;
  title: string;
  countText: string;
  categories: CategoryLink[];
  /** "All categories" first: the search without a category. */
  allHref: string;
  cards: PartCardView[];
  pages: PageLink[];
  enquiry: PartEnquiryView | null;
}

function withEnquiry(href: string, id: number): string {
  return `${href}${href.includes('?') ? '&' : '?'}${ENQUIRE_PARAM}=${id}#${ENQUIRY_ANCHOR}`;
}

/**
 * The category links of an answer: each the search in that category from its first page.
 * @example categoryLinks(load, state)[0] // { label: 'Exterior', count: 30, href: '/parts/search?category=Exterior', current: false }
 */
export function categoryLinks(load: Pick<PartsPageLoad, 'search'>, state: PartsSearchState): CategoryLink[] {
  return load.search.facets.category.map(({ value, count }) => ({
    label: value,
    count,
    href: partsSearchHref({ ...state, category: value, page: 1 }),
    current: state.category === value,
  }));
}

/**
 * The search page's view of one answer for the state that asked it: the loader's (the search and the
 * site's dealerships) on the server, the public parts API's (the search alone) in the browser. `enquire`
 * is the part id the URL asks to enquire about (ignored unless it is on this page).
 * @example buildPartsSearchView(state, load, null).countText // '123 parts'
 */
export function buildPartsSearchView(
  state: PartsSearchState,
  load: Pick<PartsPageLoad, 'search'> & Partial<Pick<PartsPageLoad, 'dealerships'>>,
  enquire: number | null,
): PartsSearchView {
  const dealerships = load.dealerships ?? [];
  const here = partsSearchHref(state);
  const cards = load.search.hits.map((part) => ({
    id: part.id,
    name: part.name,
    partNumber: part.part_number,
    category: part.category,
    fits: part.fits.join(', '),
    price: formatPrice(part.price),
    description: part.description,
    image: { src: part.image.url, alt: '' },
    enquireHref: withEnquiry(here, part.id),
  }));
  const chosen = cards.find((card) => card.id === enquire);
  const count = load.search.nbHits;
  return {
    state,
    href: here,
    title: state.category ? `${state.category} parts` : 'Parts and accessories',
    countText: `${count} ${count === 1 ? 'part' : 'parts'}`,
    categories: categoryLinks(load, state),
    allHref: partsSearchHref({ ...state, category: null, page: 1 }),
    cards,
    pages: pageLinks(count, PARTS_PAGE_SIZE, state.page, (page) => partsSearchHref({ ...state, page })),
    enquiry: chosen
      ? {
          part: chosen,
          category: GENERAL_ENQUIRY,
          message: `I would like to ask about ${chosen.name} (part number ${chosen.partNumber}, ${chosen.price}).`,
          dealerships:
            dealerships.length > 1
              ? dealerships.map((dealership) => ({ value: dealership.slug, label: dealership.name }))
              : [],
          closeHref: here,
          pageId: PARTS_SEARCH_PATH,
        }
      : null,
  };
}

/** The landing page's view: the categories with counts, each into the search, and the whole catalogue's size. */
export interface PartsLandingView {
  categories: CategoryLink[];
  countText: string;
  searchPath: string;
  allHref: string;
}

/**
 * @example buildPartsLandingView(load).categories.length // 6
 */
export function buildPartsLandingView(load: PartsPageLoad): PartsLandingView {
  const state = { query: '', category: null, page: 1 };
  const count = load.search.nbHits;
  return {
    categories: categoryLinks(load, state),
    countText: `${count} ${count === 1 ? 'part' : 'parts'} and accessories`,
    searchPath: PARTS_SEARCH_PATH,
    allHref: PARTS_SEARCH_PATH,
  };
}
