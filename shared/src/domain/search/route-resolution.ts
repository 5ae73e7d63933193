import { slugify } from '../format/slug';
import type { FacetValueCount } from './api';
import {
  SEARCH_PATH,
  type SearchRouteCatalogue,
  type SearchRouteMatch,
  type SlugName,
  searchRouteFor,
} from './route-state';
import { emptySearchState, type SearchState } from './search-state';

// Which search page a path is (spec: 001 §2 "Search" routes; 000 §2 /search/{dealership_slug}). The
// route rules (./route-state) resolve it against what the site knows: its makes and bodies are the values of
// the site's own facets (so a make the site has never stocked is not a page), each slug being its
// name slugified, as the catalogue writes them; a make's models are the model facet of a search for
// that make. A dealership is looked up by its exact slug, since its
// slug need not be its name slugified; it is asked for last, only when no make or body has the slug.
// The site's brands (the makes it sells new; spec: 000 §3 Brand entry) are make pages too, with or
// without stock: every brand link (a skipPage brand's tile, menu entry and redirect) leads to its make's
// search, which answers the no-results state rather than a 404 while the site has none of them.
// /search and the car-type pages need no catalogue at all.

/** The facets of a search, as the caller loads them. */
export type FacetsLoader = (state: SearchState) => Promise<Record<string, FacetValueCount[]>>;

/** One of the site's dealerships by its exact (lower-case) slug, as the caller loads it; null when none. */
export type DealershipLoader = (slug: string) => Promise<SlugName | null>;

/** What route resolution asks for. */
export interface SearchRouteLoaders {
  facets: FacetsLoader;
  dealership: DealershipLoader;
  /** The site's brands, by slug and make name: make pages whether or not the site has their stock. */
  brands?: readonly SlugName[];
}

const NO_CATALOGUE: SearchRouteCatalogue = { makes: [], models: [], bodies: [], dealerships: [] };

function slugNames(values: readonly FacetValueCount[] | undefined) {
  return (values ?? []).flatMap(({ value }) => {
    const slug = slugify(value);
    return slug === '' ? [] : [{ slug, name: value }];
  });
}

/**
 * The catalogue of the site's search routes from a search's facets (make, body); models and
 * dealerships are looked up apart.
 * @example catalogueOf({ make: [{ value: 'Mercedes-Benz', count: 3 }] }).makes // [{ slug: 'mercedes-benz', name: 'Mercedes-Benz' }]
 */
export function catalogueOf(facets: Record<string, FacetValueCount[]>): SearchRouteCatalogue {
  return { makes: slugNames(facets.make), models: [], bodies: slugNames(facets.body), dealerships: [] };
}

function segmentsOf(pathname: string, basePath: string): string[] {
  return pathname.slice(basePath.length).split('/').filter(Boolean);
}

/**
 * The search route of a path under `basePath` (/search, or a site's /used-car), or null when this site has
 * no such page (404).
 * @example await resolveSearchRoute('/search/toyota/hilux', loaders) // { kind: 'make-model', state: { refinementList: { make: ['Toyota'], model: ['HiLux'] } }, … }
 * @example await resolveSearchRoute('/search/harbour-city-toyota', loaders) // { kind: 'dealership', state: { refinementList: { dealership_name: ['Harbour City Toyota'] } }, … }
 */
export async function resolveSearchRoute(
  pathname: string,
  loaders: SearchRouteLoaders,
  basePath: string = SEARCH_PATH,
): Promise<SearchRouteMatch | null> {
  const withoutCatalogue = searchRouteFor(pathname, NO_CATALOGUE, basePath);
  if (withoutCatalogue) return withoutCatalogue;
  const segments = segmentsOf(pathname, basePath);
  if (segments.length === 0 || segments.length > 2) return null;

  const stocked = catalogueOf(await loaders.facets(emptySearchState()));
  const unstockedBrands = (loaders.brands ?? []).filter(
    (brand) => !stocked.makes.some((make) => make.slug === brand.slug),
  );
  const catalogue = { ...stocked, makes: [...stocked.makes, ...unstockedBrands] };
  const [first = '', second] = segments;
  if (second !== undefined) {
    const make = catalogue.makes.find((entry) => entry.slug === first.toLowerCase());
    if (!make) return null;
    const facets = await loaders.facets({ ...emptySearchState(), refinementList: { make: [make.name] } });
    const models = slugNames(facets.model).map((model) => ({ ...model, makeSlug: make.slug }));
    return searchRouteFor(pathname, { ...catalogue, models }, basePath);
  }
  const makeOrBody = searchRouteFor(pathname, catalogue, basePath);
  if (makeOrBody) return makeOrBody;
  const dealership = await loaders.dealership(first.toLowerCase());
  return dealership ? searchRouteFor(pathname, { ...catalogue, dealerships: [dealership] }, basePath) : null;
}
