import { type FragmentRequest, FragmentSiteSettingsSchema, TenantConfigSchema } from '@forecourt/shared';
import type { PreloadImage } from '@forecourt/shared/fragment/contract';
import { type SearchPageLoad, type SearchPageParams, SearchPageParamsSchema } from '@forecourt/shared/pages/search';
import type { FragmentContext, FragmentRoute } from '@forecourt/shared/remote-kit';
import { HTTPException } from 'hono/http-exception';
import type { SearchBindings } from '../bindings';
import SearchPage from '../expose/SearchPage';
import type { CardView } from '../features/listing/card-view';
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

// The search pages (/search, /search/{…}, /search/{make}/{model}; spec: 000 §2, 001 §2): the page's
// loader (loaders/search-page.ts) resolves the route against the site's stock, makes the search state from
// the URL's query and answers the first page of results; they are rendered on the server. A path that
// is no search page of this site is a 404.

/** Loads a search page for the fragment: null when the site has no such page. */
export type SearchPageLoader = (
  context: FragmentContext<SearchBindings>,
  params: SearchPageParams,
  query: Readonly<Record<string, string>>,
) => Promise<SearchPageLoad | null>;

/** The sold tag when the gateway sends none: the tenant schema's default (spec: 000 §4 "JUST SOLD"). */
const DEFAULT_SOLD_TAG_TEXT = TenantConfigSchema.shape.soldTagText.parse(undefined);
/** The site settings when the gateway sends none: the platform defaults. */
const DEFAULT_SITE_SETTINGS = FragmentSiteSettingsSchema.parse({});

/** The first card's photo as the page preloads it: with the `<img>`'s srcset and sizes when it has them. */
function preloadOf(image: NonNullable<CardView['image']>): string | PreloadImage {
  return image.srcSet ? { href: image.src, srcSet: image.srcSet, sizes: image.sizes } : image.src;
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
    preloadImages: first?.kind === 'car' && first.card.image ? [preloadOf(first.card.image)] : [],
  };
}

/** The settings of this page view: the site's, with the promo card placed (its random offset drawn once) and its dealerships' overrides. */
function contextFor(request: FragmentRequest, load: SearchPageLoad, random: () => number): SearchContext {
  const { tenant } = request;
  const site = tenant.settings ?? DEFAULT_SITE_SETTINGS;
  const settings = listingSettings(
    site,
    tenant.soldTagText ?? DEFAULT_SOLD_TAG_TEXT,
    promoPlacement(site.promoCards, random),
    load.dealershipOverrides,
  );
  return { route: load.route, title: searchTitle(load.route), settings };
}

/**
 * The `SearchPage` fragment from its loader. `random` draws the promo card's offset (tests pass their own).
 * @example fragmentWorker(remote, { SearchPage: searchPageFragment(loadSearchPageFor(isolate)) });
 */
export function searchPageFragment(
  loadPage: SearchPageLoader,
  random: () => number = Math.random,
): FragmentRoute<SearchPageData, SearchBindings> {
  return {
    name: 'SearchPage',
    async load(context) {
      const { request, release } = context;
      const params = SearchPageParamsSchema.safeParse(request.params);
      if (!params.success) throw new HTTPException(400, { message: 'Invalid fragment request: params' });
      const load = await loadPage(context, params.data, request.query);
      if (!load) {
        return { found: false, view: <SearchNotFound />, head: { title: 'Page not found', preloadImages: [] } };
      }
      const searchContext = contextFor(request, load, random);
      const view = buildSearchView(load.state, load.response, searchContext, new Date());
      const data: SearchPageData = { remoteVersion: release.version, context: searchContext, view };
      return { found: true, data, view: <SearchPage {...data} />, head: headFor(searchContext, view) };
    },
  };
}
