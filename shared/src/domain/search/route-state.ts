import type { CarType } from '../schemas/car';
import { emptySearchState, type RefinementListAttribute, type SearchState } from './search-state';
import { canStringifyOver, stringifySearchState } from './url-state';

// The search routes (spec: 001 §2 "Search") and the search state each one starts from. A path that is
// not a search route, or names a make, model, body or dealership the site does not know, is null so
// the page can answer 404.

/** The plain search page; every search can be written as this path and a query. */
export const SEARCH_PATH = '/search';

/** `/search/{type}-cars` and the combined car-type pages (spec: 001 §2). */
export const CAR_TYPE_ROUTES: Readonly<Record<string, readonly CarType[]>> = {
  'new-cars': ['new'],
  'demo-cars': ['demo'],
  'used-cars': ['used'],
  'new-and-demo-cars': ['demo', 'new'],
  'new-used-and-demo-cars': ['demo', 'new', 'used'],
};

/** A slug and the facet value it stands for (e.g. `toyota` → `Toyota`, `people-mover` → `People Mover`). */
export interface SlugName {
  slug: string;
  name: string;
}

/** What the site's search routes are resolved against; the caller lists what the site knows. */
export interface SearchRouteCatalogue {
  /** Makes: `/search/{make}` refines `make`. */
  makes: readonly SlugName[];
  /** Models with their make's slug: `/search/{make}/{model}` refines `make` and `model`. */
  models: readonly (SlugName & { makeSlug: string })[];
  /** Bodies: `/search/{body-slug}` refines `body`. */
  bodies: readonly SlugName[];
  /** The site's dealerships: `/search/{dealership_slug}` refines `dealership_name`. */
  dealerships: readonly SlugName[];
}

export type SearchRouteKind = 'all' | 'car-type' | 'make' | 'make-model' | 'body' | 'dealership';

/** A search route: what kind of page it is, the path it was matched as, and its initial state. */
export interface SearchRouteMatch {
  kind: SearchRouteKind;
  /** The canonical path (lower case, no trailing slash), for links that keep the route. */
  pathname: string;
  state: SearchState;
}

function withRefinements(refinements: Partial<Record<RefinementListAttribute, readonly string[]>>): SearchState {
  const refinementList: SearchState['refinementList'] = {};
  for (const [attribute, values] of Object.entries(refinements)) {
    refinementList[attribute as RefinementListAttribute] = [...(values ?? [])].sort();
  }
  return { ...emptySearchState(), refinementList };
}

function segmentsOf(pathname: string, basePath: string): string[] | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const path = decoded.toLowerCase().replace(/\/+$/, '');
  const base = basePath.toLowerCase().replace(/\/+$/, '');
  if (path === base) return [];
  if (!path.startsWith(`${base}/`)) return null;
  const segments = path.slice(base.length + 1).split('/');
  return segments.every((segment) => segment !== '') ? segments : null;
}

const bySlug = <T extends SlugName>(list: readonly T[], slug: string) =>
  list.find((entry) => entry.slug.toLowerCase() === slug);

/**
 * The search route a path is, with its initial state; null when the path is not a search route of this
 * site (unknown make, model, body or dealership: answer 404). Slugs compare case-insensitively. When a
 * slug is both, a car-type page wins, then a make, a body, and last a dealership.
 * @example searchRouteFor('/search/toyota/hilux', catalogue)?.state.refinementList
 * // { make: ['Toyota'], model: ['HiLux'] }
 * @example searchRouteFor('/search/no-such-make', catalogue) // null
 */
export function searchRouteFor(
  pathname: string,
  catalogue: SearchRouteCatalogue,
  basePath: string = SEARCH_PATH,
): SearchRouteMatch | null {
  const segments = segmentsOf(pathname, basePath);
  if (segments === null) return null;
  const canonical = [basePath.replace(/\/+$/, ''), ...segments].join('/');
  const [first, second, ...rest] = segments;
  if (first === undefined) return { kind: 'all', pathname: canonical, state: emptySearchState() };
  if (rest.length > 0) return null;

  const make = bySlug(catalogue.makes, first);
  if (second !== undefined) {
    const makeSlug = make?.slug.toLowerCase();
    const model = bySlug(
      catalogue.models.filter((entry) => entry.makeSlug.toLowerCase() === makeSlug),
      second,
    );
    if (!make || !model) return null;
    return {
      kind: 'make-model',
      pathname: canonical,
      state: withRefinements({ make: [make.name], model: [model.name] }),
    };
  }

  const carTypes = Object.hasOwn(CAR_TYPE_ROUTES, first) ? CAR_TYPE_ROUTES[first] : undefined;
  if (carTypes) return { kind: 'car-type', pathname: canonical, state: withRefinements({ car_type: carTypes }) };
  if (make) return { kind: 'make', pathname: canonical, state: withRefinements({ make: [make.name] }) };
  const body = bySlug(catalogue.bodies, first);
  if (body) return { kind: 'body', pathname: canonical, state: withRefinements({ body: [body.name] }) };
  const dealership = bySlug(catalogue.dealerships, first);
  if (dealership) {
    return { kind: 'dealership', pathname: canonical, state: withRefinements({ dealership_name: [dealership.name] }) };
  }
  return null;
}

/**
 * The link for a search state from a route page: the route's path with only what differs from its state
 * when that can say it (so `/search/used-cars?page=2` works as a plain link), else the plain search
 * path with the whole state (e.g. after un-ticking the route's own refinement): the route's own prefix's
 * (`/used-car` on a site that uses it), else `/search`.
 * @example searchHref(nextPage, route) // "/search/used-cars?page=2"
 */
export function searchHref(
  state: SearchState,
  route?: Pick<SearchRouteMatch, 'pathname' | 'state'>,
  searchPath: string = route ? `/${route.pathname.split('/')[1]}` : SEARCH_PATH,
): string {
  const withQuery = (path: string, query: string) => (query === '' ? path : `${path}?${query}`);
  if (route && canStringifyOver(state, route.state)) {
    return withQuery(route.pathname, stringifySearchState(state, route.state));
  }
  return withQuery(searchPath, stringifySearchState(state));
}
