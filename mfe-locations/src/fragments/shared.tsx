import { LocationsPageLoadSchema } from '@forecourt/shared/pages/locations';
import { pageLoaderPaths } from '@forecourt/shared/pages/paths';
import { ApiUpstreamError, callApi, type FragmentContext, type FragmentOutcome } from '@forecourt/shared/remote-kit';
import { NotFound } from '../features/not-found/NotFound';

// What the fragments share: the site's locations from one page-loader call, and the not-found outcome.

/**
 * The site's locations page load (the dealer locator's answer for `postcode` when given).
 * @example const load = await loadLocations(context);
 */
export async function loadLocations(context: FragmentContext, postcode?: string) {
  const { request, env, requestId } = context;
  const path = pageLoaderPaths.locations(postcode);
  const load = await callApi(env.API, request.tenant, { method: 'GET', path }, LocationsPageLoadSchema, { requestId });
  // The listing always exists for a site; a 404 here is the gateway misbehaving.
  if (!load) throw new ApiUpstreamError(`GET ${path} answered 404`);
  return load;
}

/**
 * The not-found page as a fragment's outcome.
 * @example return notFound('Location not found');
 */
export function notFound<TData>(title: string): FragmentOutcome<TData> {
  return { found: false, view: <NotFound title={title} />, head: { title, preloadImages: [] } };
}
