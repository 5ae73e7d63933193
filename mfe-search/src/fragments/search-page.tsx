import {
  ApiUpstreamError,
  callApi,
  type FragmentRequest,
  FragmentSiteSettingsSchema,
  parseSearchUrl,
  SEARCH_PATH,
  SearchResponseSchema,
  type SearchState,
  SiteDealershipSchema,
  TenantConfigSchema,
} from '@forecourt/shared';
import type { FragmentContext, FragmentRoute } from '@forecourt/shared/remote-worker';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import SearchPage from '../expose/SearchPage';
import { promoPlacement } from '../features/listing/promo-placement';
import type { SearchPageData } from '../features/search-page/use-search';
import {
  buildSearchView,
  listingSettings,
  type SearchContext,
  type SearchView,
  searchTitle,
} from '../features/search-page/view-model';
import { SearchNotFound } from './SearchNotFound';
import { resolveSearchRoute, type SearchRouteLoaders } from './search-route';

// The search pages (/search, /search/{…}, /search/{make}/{model}; spec: 000 §2, 001 §2): the route
// and the URL's query make the search state; the first page of results is loaded from the gateway's
// POST /api/search and rendered on the server. A path that is no search page of this site is a 404.

/** A path segment under /search: a car type, make, model, body or dealership slug. */
const SegmentSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9][a-z0-9_-]*$/i, 'expected a slug');
const ParamsSchema = z.strictObject({ first: SegmentSchema.optional(), second: SegmentSchema.optional() });

/** The sold tag when the gateway sends none: the tenant schema's default (spec: 000 §4 "JUST SOLD"). */
const DEFAULT_SOLD_TAG_TEXT = TenantConfigSchema.shape.soldTagText.parse(undefined);
/** The site settings when the gateway sends none: the platform defaults. */
const DEFAULT_SITE_SETTINGS = FragmentSiteSettingsSchema.parse({});

async function searchApi(context: FragmentContext, state: SearchState) {
  const { env, request, requestId } = context;
  const call = { method: 'POST', path: '/api/search', body: state } as const;
  const response = await callApi(env.API, request.tenant, call, SearchResponseSchema, { requestId });
  // /api/search has no "not found": a 404 means the route is missing, which the page cannot render.
  if (!response) throw new ApiUpstreamError('The API answered 404 for /api/search');
  return response;
}

/** One of the site's dealerships by its exact slug (GET /api/dealerships/{slug}); null when the site has none. */
function siteDealership(context: FragmentContext, slug: string) {
  const { env, request, requestId } = context;
  const call = { method: 'GET', path: `/api/dealerships/${encodeURIComponent(slug)}` } as const;
  return callApi(env.API, request.tenant, call, SiteDealershipSchema, { requestId });
}

function pathOf(params: z.infer<typeof ParamsSchema>): string {
  return [SEARCH_PATH, params.first, params.second].filter(Boolean).join('/');
}

/**
 * The page's <head>: the route's title (with the page number past the first) and what it lists.
 * @example headFor(context, view).title // "Used Cars for Sale"
 */
export function headFor(context: SearchContext, view: SearchView) {
  const first = view.items.find((item) => item.kind === 'car');
  return {
    title: view.state.page > 1 ? `${context.title} – Page ${view.state.page}` : context.title,
    description: `${context.title}: ${view.countText}.`,
    preloadImages: first?.kind === 'car' && first.card.image ? [first.card.image.src] : [],
  };
}

/** The settings of this page view: the site's, with the promo card placed (its random offset drawn once). */
function contextFor(request: FragmentRequest, route: SearchContext['route'], random: () => number): SearchContext {
  const { tenant } = request;
  const site = tenant.settings ?? DEFAULT_SITE_SETTINGS;
  const settings = listingSettings(
    site,
    tenant.soldTagText ?? DEFAULT_SOLD_TAG_TEXT,
    promoPlacement(site.promoCards, random),
  );
  return { route, title: searchTitle(route), settings };
}

/**
 * The `SearchPage` fragment. `random` draws the promo card's offset (tests pass their own).
 * @example app.post(fragmentPath(searchPage.name), fragmentHandler(searchPage, release));
 */
export function searchPageFragment(random: () => number = Math.random): FragmentRoute<SearchPageData> {
  return {
    name: 'SearchPage',
    async load(context) {
      const { request, release } = context;
      const params = ParamsSchema.safeParse(request.params);
      if (!params.success) throw new HTTPException(400, { message: 'Invalid fragment request: params' });

      const loaders: SearchRouteLoaders = {
        facets: async (state) => (await searchApi(context, state)).facets,
        dealership: (slug) => siteDealership(context, slug),
      };
      const match = await resolveSearchRoute(pathOf(params.data), loaders);
      if (!match) {
        return { found: false, view: <SearchNotFound />, head: { title: 'Page not found', preloadImages: [] } };
      }
      const state = parseSearchUrl(new URLSearchParams(request.query).toString(), match.state);
      const response = await searchApi(context, state);
      const route = { kind: match.kind, pathname: match.pathname, state: match.state };
      const searchContext = contextFor(request, route, random);
      const view = buildSearchView(state, response, searchContext, new Date());
      const data: SearchPageData = { remoteVersion: release.version, context: searchContext, view };
      return { found: true, data, view: <SearchPage {...data} />, head: headFor(searchContext, view) };
    },
  };
}
