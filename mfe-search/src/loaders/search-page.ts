import {
  parseSearchUrl,
  resolveSearchRoute,
  SEARCH_PATH,
  type SearchPathPrefix,
  type SearchResponse,
  type SearchState,
  type SiteDealership,
  type SlugName,
  type TenantConfig,
} from '@forecourt/shared';
import { type SearchPageLoad, type SearchPageParams, SearchPageParamsSchema } from '@forecourt/shared/pages/search';
import { findSiteDealership, siteDealershipOverrides } from '@forecourt/shared/server-kit/dealerships';
import type { SearchPageLoader } from '../fragments/search-page';
import { type SearchIsolate, sourcesFor } from '../isolate';
import { type StockSearchSources, searchStock } from '../rpc/stock-search';

// The search page's loader (spec: 001 §2 "Search" routes; 000 §2 /search/{dealership_slug}): which page
// the path is, resolved against the site's own stock (shared `resolveSearchRoute`: its makes and bodies
// from a search's facets and the site's brands, a make's models from a search for that make, a
// dealership by its exact slug), under the prefix it was asked under (`/search`, or the site's `/used-car`), then the
// state the URL's query makes over the route's, and the first page of its results with the site's dealerships'
// config_overrides (read now: a coming_soon card's test drive button follows them).

/** What the loader asks: the site's search (with its stock rule) and one of its dealerships by slug. */
export interface SearchPageSources {
  search: (state: SearchState) => Promise<SearchResponse>;
  dealership: (slug: string) => Promise<SiteDealership | null>;
  /** The site's dealerships' `config_overrides` that set any, read now. */
  dealershipOverrides: () => Promise<SearchPageLoad['dealershipOverrides']>;
  /** The site's brands (slug and make name): their make pages exist even with no stock. */
  brands: readonly SlugName[];
  /** The site's own search prefix (`search.pathPrefix`): `/search` pages exist on every site, others only there. */
  pathPrefix: SearchPathPrefix;
}

/** The prefix the page was asked under: `/search`, or `/used-car` (spec: 001 §2), which only its sites have. */
function basePathOf(params: SearchPageParams): string {
  return params.via === undefined ? SEARCH_PATH : `/${params.via}`;
}

function pathOf(params: SearchPageParams): string {
  return [basePathOf(params), params.first, params.second].filter(Boolean).join('/');
}

/** What a search page's address resolves to: its route and the search state its query refines. */
export interface ResolvedSearch {
  match: NonNullable<Awaited<ReturnType<typeof resolveSearchRoute>>>;
  state: SearchState;
}

/**
 * The route and search state of a search page's address, or null when the site has no such page.
 * @example const resolved = await resolveSearchPage(sources, { first: 'toyota' }, { 'range[price]': '10000:50000' });
 */
export async function resolveSearchPage(
  sources: Omit<SearchPageSources, 'dealershipOverrides'>,
  params: SearchPageParams,
  query: Readonly<Record<string, string>>,
): Promise<ResolvedSearch | null> {
  const basePath = basePathOf(params);
  if (basePath !== SEARCH_PATH && basePath !== sources.pathPrefix) return null;
  const match = await resolveSearchRoute(
    pathOf(params),
    {
      facets: async (state) => (await sources.search(state)).facets,
      dealership: sources.dealership,
      brands: sources.brands,
    },
    basePath,
  );
  if (!match) return null;
  return { match, state: parseSearchUrl(new URLSearchParams(query).toString(), match.state) };
}

/**
 * The route and state of a saved search's address (a search page's path and query) on the site, resolved as the search
 * page resolves it; null when it is no search page there.
 * @example await resolveSearchAddress(sources, tenant, '/search/used-cars/toyota')
 */
export async function resolveSearchAddress(
  sources: StockSearchSources,
  tenant: TenantConfig,
  address: string,
): Promise<ResolvedSearch | null> {
  const url = new URL(address, 'https://site.invalid');
  const [via, first, second] = url.pathname.split('/').filter(Boolean);
  const params = SearchPageParamsSchema.safeParse({ via, first, second });
  if (!params.success) return null;
  return resolveSearchPage(
    {
      search: (state) => searchStock(sources, tenant, state),
      dealership: (slug) => findSiteDealership(sources.env.DB, tenant, slug),
      brands: tenant.catalogue.brands.map((brand) => ({ slug: brand.slug, name: brand.title })),
      pathPrefix: tenant.search.pathPrefix,
    },
    params.data,
    Object.fromEntries(url.searchParams),
  );
}

/**
 * The search page's data, or null when the site has no such page (the page's 404).
 * @example const load = await loadSearchPage(sources, { first: 'toyota' }, { 'range[price]': '10000:50000' });
 */
export async function loadSearchPage(
  sources: SearchPageSources,
  params: SearchPageParams,
  query: Readonly<Record<string, string>>,
): Promise<SearchPageLoad | null> {
  const resolved = await resolveSearchPage(sources, params, query);
  if (!resolved) return null;
  const { match, state } = resolved;
  const [response, dealershipOverrides] = await Promise.all([sources.search(state), sources.dealershipOverrides()]);
  return {
    route: { kind: match.kind, pathname: match.pathname, state: match.state },
    state,
    response,
    dealershipOverrides,
  };
}

/**
 * The search page's loader for the fragment: the site (its stock rule and brands) read by the slug the
 * gateway sent, searched with the isolate's engine, its dealerships from D1.
 * @example searchPageFragment(searchPageLoader(isolate))
 */
export function searchPageLoader(isolate: SearchIsolate): SearchPageLoader {
  return async (context, params, query) => {
    const tenant = await context.site();
    const sources = sourcesFor(isolate, context.env, context.waitUntil);
    return loadSearchPage(
      {
        search: (state) => searchStock(sources, tenant, state),
        dealership: (slug) => findSiteDealership(context.env.DB, tenant, slug),
        dealershipOverrides: () => siteDealershipOverrides(context.env.DB, tenant),
        brands: tenant.catalogue.brands.map((brand) => ({ slug: brand.slug, name: brand.title })),
        pathPrefix: tenant.search.pathPrefix,
      },
      params,
      query,
    );
  };
}
