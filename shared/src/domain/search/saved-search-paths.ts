// Where saved searches live (issue 31): their pages and API, apart from their rules so the search page's island
// can link to saving without carrying the rules' schemas.

/** The signed-in shopper's page that saves the search it is given (`?search=`): gated as My Garage is. */
export const SAVE_SEARCH_PATH = '/my-garage/saved-searches/new';
/** Where an alert's link stops that search's alerts: open to anyone holding the link's token. */
export const SAVED_SEARCH_UNSUBSCRIBE_PATH = '/saved-searches/unsubscribe';
/** The saved searches' API (mfe-search's, under its `/api/search` prefix). */
export const SAVED_SEARCHES_API_PATH = '/api/search/saved-searches';
/** My Garage's section of saved searches: where saving one lands. */
export const MY_GARAGE_SAVED_SEARCHES_HREF = '/my-garage#fc-garage-searches';

/**
 * The save page's address for a search: My Garage's, so a signed-out shopper signs in first and comes back.
 * @example saveSearchHref('/search/used-cars?sortBy=price_asc') // → '/my-garage/saved-searches/new?search=%2Fsearch%2Fused-cars%3FsortBy%3Dprice_asc'
 */
export function saveSearchHref(searchAddress: string): string {
  return `${SAVE_SEARCH_PATH}?${new URLSearchParams({ search: searchAddress })}`;
}
