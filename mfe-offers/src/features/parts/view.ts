import { formatPrice } from '@forecourt/shared/format/money';
import type { PartsPageLoad } from '@forecourt/shared/parts/api';
import { PARTS_PAGE_SIZE, PARTS_SEARCH_PATH } from '@forecourt/shared/parts/constants';
import { type PartsSearchState, partsSearchHref } from '@forecourt/shared/parts/url-state';
import { type PageLink, pageLinks } from '../paging/view';

// The parts pages' views (issue 15 "Parts"): one loader answer as category links with counts, part
// cards with an Enquire link, page links and, when the URL names one of the page's parts, its enquiry.
// Every control is a link or a plain form, so the pages are complete without JavaScript. Pure.

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
  /** The comment it starts with (the visitor may change it). */
  message: string;
  /** Empty when the site has one dealership: the leads API files it there. */
  dealerships: { value: string; label: string }[];
  /** Back to the page without the enquiry. */
  closeHref: string;
}

export interface PartsSearchView {
  state: PartsSearchState;
  title: string;
  countText: string;
  categories: CategoryLink[];
  /** "All categories" first: the search without a category. */
  allHref: string;
  cards: PartCardView[];
  pages: PageLink[];
  enquiry: PartEnquiryView | null;
}

/** The id in `?enquire=` that opens a part's enquiry on the search page. */
export const ENQUIRE_PARAM = 'enquire';
/** The enquiry section's id, the target of each Enquire link. */
export const ENQUIRY_ANCHOR = 'part-enquiry';

function withEnquiry(href: string, id: number): string {
  return `${href}${href.includes('?') ? '&' : '?'}${ENQUIRE_PARAM}=${id}#${ENQUIRY_ANCHOR}`;
}

/**
 * The category links of an answer: each the search in that category from its first page.
 * @example categoryLinks(load, state)[0] // { label: 'Exterior', count: 30, href: '/parts/search?category=Exterior', current: false }
 */
export function categoryLinks(load: PartsPageLoad, state: PartsSearchState): CategoryLink[] {
  return load.search.facets.category.map(({ value, count }) => ({
    label: value,
    count,
    href: partsSearchHref({ ...state, category: value, page: 1 }),
    current: state.category === value,
  }));
}

/**
 * The search page's view of one loader answer for the state that asked it; `enquire` is the part id
 * the URL asks to enquire about (ignored unless it is on this page).
 * @example buildPartsSearchView(state, load, null).countText // '123 parts'
 */
export function buildPartsSearchView(
  state: PartsSearchState,
  load: PartsPageLoad,
  enquire: number | null,
): PartsSearchView {
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
    title: state.category ? `${state.category} parts` : 'Parts and accessories',
    countText: `${count} ${count === 1 ? 'part' : 'parts'}`,
    categories: categoryLinks(load, state),
    allHref: partsSearchHref({ ...state, category: null, page: 1 }),
    cards,
    pages: pageLinks(count, PARTS_PAGE_SIZE, state.page, (page) => partsSearchHref({ ...state, page })),
    enquiry: chosen
      ? {
          part: chosen,
          message: `I would like to ask about ${chosen.name} (part number ${chosen.partNumber}, ${chosen.price}).`,
          dealerships:
            load.dealerships.length > 1
              ? load.dealerships.map((dealership) => ({ value: dealership.slug, label: dealership.name }))
              : [],
          closeHref: here,
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
