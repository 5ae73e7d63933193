// Business constants of the parts catalogue (issue 15 "Parts"), each named once. Zod-free, so any
// browser code may import it.

/** Parts per results page (spec: 000 §9 "Page size for search, offers and directory: 21"; 001 §7 parts queries "hitsPerPage 21"). */
export const PARTS_PAGE_SIZE = 21;
/** Platform: the furthest a parts search may page. */
export const MAX_PARTS_PAGE = 100;
/** Platform: the longest text query and category name accepted. */
export const MAX_PARTS_QUERY_LENGTH = 200;
export const MAX_PART_CATEGORY_LENGTH = 80;

/** The parts landing page (spec: 001 §2 routes "/vehicle-parts-and-accessories"). */
export const PARTS_LANDING_PATH = '/vehicle-parts-and-accessories';
/** The parts search page (spec: 001 §2 routes "/parts/search"). */
export const PARTS_SEARCH_PATH = '/parts/search';
/** The enquiry subcategory a parts enquiry is filed under (the spec names no parts lead form; ours). */
export const PARTS_ENQUIRY_SUBCATEGORY = 'Parts Enquiry';
