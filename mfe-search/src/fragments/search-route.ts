import {
  emptySearchState,
  type FacetValueCount,
  SEARCH_PATH,
  type SearchRouteCatalogue,
  type SearchRouteMatch,
  type SearchState,
  searchRouteFor,
  slugify,
} from '@forecourt/shared';

// Which search page a path is (spec: 001 §2 "Search" routes; 000 §2 /search/{dealership_slug}). The
// shared route rules resolve it against what the site knows: its makes, bodies and dealerships are
// the values of the site's own facets (so a make the site has never stocked is not a page), each
// slug being its name slugified, as the catalogue writes them; a make's models are the model facet of
// a search for that make. /search and the car-type pages need no catalogue at all.

/** The facets of a search, as the fragment loads them through the API. */
export type FacetsLoader = (state: SearchState) => Promise<Record<string, FacetValueCount[]>>;

const NO_CATALOGUE: SearchRouteCatalogue = { makes: [], models: [], bodies: [], dealerships: [] };

function slugNames(values: readonly FacetValueCount[] | undefined) {
  return (values ?? []).flatMap(({ value }) => {
    const slug = slugify(value);
    return slug === '' ? [] : [{ slug, name: value }];
  });
}

/**
 * The catalogue of the site's search routes from a search's facets (make, body, dealership_name).
 * @example catalogueOf({ make: [{ value: 'Mercedes-Benz', count: 3 }] }).makes // [{ slug: 'mercedes-benz', name: 'Mercedes-Benz' }]
 */
export function catalogueOf(facets: Record<string, FacetValueCount[]>): SearchRouteCatalogue {
  return {
    makes: slugNames(facets.make),
    models: [],
    bodies: slugNames(facets.body),
    dealerships: slugNames(facets.dealership_name),
  };
}

function segmentsOf(pathname: string): string[] {
  return pathname.slice(SEARCH_PATH.length).split('/').filter(Boolean);
}

/**
 * The search route of a path under /search, or null when this site has no such page (404).
 * @example await resolveSearchRoute('/search/toyota/hilux', loadFacets) // { kind: 'make-model', state: { refinementList: { make: ['Toyota'], model: ['HiLux'] } }, … }
 */
export async function resolveSearchRoute(pathname: string, loadFacets: FacetsLoader): Promise<SearchRouteMatch | null> {
  const withoutCatalogue = searchRouteFor(pathname, NO_CATALOGUE);
  if (withoutCatalogue) return withoutCatalogue;
  const segments = segmentsOf(pathname);
  if (segments.length === 0 || segments.length > 2) return null;

  const catalogue = catalogueOf(await loadFacets(emptySearchState()));
  const [first = '', second] = segments;
  if (second !== undefined) {
    const make = catalogue.makes.find((entry) => entry.slug === first.toLowerCase());
    if (!make) return null;
    const facets = await loadFacets({ ...emptySearchState(), refinementList: { make: [make.name] } });
    const models = slugNames(facets.model).map((model) => ({ ...model, makeSlug: make.slug }));
    return searchRouteFor(pathname, { ...catalogue, models });
  }
  return searchRouteFor(pathname, catalogue);
}
