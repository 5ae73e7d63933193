import type { LocationsPageLoad } from '@forecourt/shared/pages/locations';
import type { FragmentContext, FragmentOutcome } from '@forecourt/shared/remote-kit';
import type { LocationsBindings } from '../bindings';
import { NotFound } from '../features/not-found/NotFound';

// What the fragments share: the loader of the site's locations (loaders/locations-page.ts in the Worker;
// tests pass their own), and the not-found outcome.

/** Loads the site's locations listing (the dealer locator's answer for `postcode` when given). */
export type LocationsPageLoader = (
  context: FragmentContext<LocationsBindings>,
  postcode?: string,
) => Promise<LocationsPageLoad>;

/**
 * The not-found page as a fragment's outcome.
 * @example return notFound('Location not found');
 */
export function notFound<TData>(title: string): FragmentOutcome<TData> {
  return { found: false, view: <NotFound title={title} />, head: { title, preloadImages: [] } };
}
