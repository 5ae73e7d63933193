// Business constants of special offers, each named once with the spec section it comes from. Zod-free,
// so the offers island may import it.

/** An offer description is cut to this many characters until expanded (spec: 001 §4, §9). */
export const OFFER_DESCRIPTION_TRUNCATE = 160;
/** Only a description longer than this gets View more/less (spec: 001 §9 "expand option when over 200"). */
export const OFFER_DESCRIPTION_EXPAND_OVER = 200;
/** An offer disclaimer is cut to this many characters until View full disclaimer (spec: 001 §4, §9). */
export const OFFER_DISCLAIMER_TRUNCATE = 200;
/** Offers per results page (spec: 000 §9 "Page size for search, offers and directory: 21"). */
export const OFFERS_PAGE_SIZE = 21;
/** Platform: the furthest an offers search may page. */
export const MAX_OFFERS_PAGE = 100;
/** Platform: longest text query and category name accepted, and most categories in one search. */
export const MAX_OFFERS_QUERY_LENGTH = 200;
export const MAX_OFFER_CATEGORY_LENGTH = 80;
export const MAX_OFFER_CATEGORIES = 20;

/** The offers page's path (spec: 001 §2 routes; 000 §2: the no-results card's Clear Filters target). */
export const SPECIAL_OFFERS_PATH = '/special-offers';

/** The default empty state, word for word (spec: 001 §2 "Offers"; 000 §8). */
export const OFFERS_EMPTY_TITLE = 'No Results Available';
export const OFFERS_EMPTY_TEXT =
  'There appears to be no offers currently available that meet the conditions of your search';
