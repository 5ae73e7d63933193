// Saving a car to the watchlist from the vehicle page (spec: 000 §2 "/sign-in?type=watchlist&redirect=
// {path}&back={path}"; §4 "Watchlist … If the user is signed out or has no phone, the visitor is
// redirected to sign-in"; "Sold cars cannot be saved to the watchlist unless already saved"). A signed-out
// visitor goes to sign-in with a redirect back to the car that carries the intent to save; the page
// acts on the intent once and takes it out of the URL. Zod-free: the vehicle island bundles it.

/** The query parameter that carries the intent, and its one value. */
export const WATCHLIST_INTENT_PARAM = 'watchlist';
export const WATCHLIST_INTENT_SAVE = 'save';

/** Platform: the watchlist page the toasts' View List action opens (spec: 000 §2 "path held as a site constant"). */
export const WATCHLIST_PAGE_PATH = '/my-garage/watchlist';

/**
 * The car's path with the intent to save it, the sign-in page's redirect target.
 * @example watchlistIntentPath('/cars/2021-toyota-hilux-4021') // "/cars/2021-toyota-hilux-4021?watchlist=save"
 */
export function watchlistIntentPath(carPath: string): string {
  const [path = '', query = ''] = carPath.split('#', 1)[0]?.split('?', 2) ?? [];
  const params = new URLSearchParams(query);
  params.set(WATCHLIST_INTENT_PARAM, WATCHLIST_INTENT_SAVE);
  return `${path}?${params.toString()}`;
}

/**
 * Whether a URL's query asks to save the car.
 * @example hasWatchlistIntent('?watchlist=save') // true
 */
export function hasWatchlistIntent(search: string): boolean {
  return new URLSearchParams(search).get(WATCHLIST_INTENT_PARAM) === WATCHLIST_INTENT_SAVE;
}

/**
 * The same path, query and hash without the intent, for `history.replaceState` once it is acted on.
 * @example withoutWatchlistIntent('/cars/x?watchlist=save&utm=a#top') // "/cars/x?utm=a#top"
 */
export function withoutWatchlistIntent(pathWithQuery: string): string {
  const hashAt = pathWithQuery.indexOf('#');
  const hash = hashAt >= 0 ? pathWithQuery.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? pathWithQuery.slice(0, hashAt) : pathWithQuery;
  const queryAt = beforeHash.indexOf('?');
  if (queryAt < 0) return pathWithQuery;
  const params = new URLSearchParams(beforeHash.slice(queryAt + 1));
  params.delete(WATCHLIST_INTENT_PARAM);
  const query = params.toString();
  return `${beforeHash.slice(0, queryAt)}${query ? `?${query}` : ''}${hash}`;
}

/**
 * Whether the visitor may save the car, or (when saved) remove it: a sold car only while it is saved.
 * @example canToggleWatchlist({ inStock: false, saved: true }) // true (may remove it)
 * @example canToggleWatchlist({ inStock: false, saved: false }) // false
 */
export function canToggleWatchlist(car: { inStock: boolean; saved: boolean }): boolean {
  return car.inStock || car.saved;
}
