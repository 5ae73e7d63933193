// Where the dealer's stock feed pages are (remote.ts declares them in the dealer's area, issue 30) and where
// their form posts (the stock feed API, api/stock-feed.ts).

/** The dealer's upload page: the form, and the site's recent imports. */
export const DEALER_STOCK_PATH = '/dealer/stock';

/** Where the upload form posts: the stock feed API, which answers the form with the import's report page. */
export const STOCK_FEED_ACTION = '/api/cars/stock-feed';

/**
 * The report page of one import.
 * @example stockImportPath(12); // '/dealer/stock/imports/12'
 */
export function stockImportPath(id: number): string {
  return `${DEALER_STOCK_PATH}/imports/${id}`;
}
