import { type PartsSearchState, parsePartsQuery, partsSearchRequest } from '@forecourt/shared/parts/url-state';
import type { FragmentRoute } from '@forecourt/shared/remote-kit';
import type { OffersBindings } from '../bindings';
import { ENQUIRE_PARAM } from '../features/parts/anchors';
import { PartsLandingPage } from '../features/parts/PartsLandingPage';
import { PartsSearchPage, type PartsSearchPageData } from '../features/parts/PartsSearchPage';
import { buildPartsLandingView, buildPartsSearchView } from '../features/parts/view';
import type { OffersContext, OffersLoaders } from '../loaders';

// /vehicle-parts-and-accessories and /parts/search (issue 15 "Parts"): the URL's query → the parts
// pages' loader (the search and the site's dealerships) → the view. The landing page is server HTML only
// (data null: nothing to hydrate); the search page is an island whose data is its first view (it
// searches in place once hydrated).

type PartsLoaders = Pick<OffersLoaders, 'partsPage'>;

function loadParts(loaders: PartsLoaders, context: OffersContext, state: PartsSearchState) {
  return loaders.partsPage(context, partsSearchRequest(state));
}

/** The id a `?enquire=` names, or null. */
function enquiredPart(query: Readonly<Record<string, string>>): number | null {
  const id = Number(query[ENQUIRE_PARAM]);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The `PartsLandingPage` fragment.
 * @example fragmentWorker(remote, { PartsLandingPage: partsLandingPage(loaders), … });
 */
export function partsLandingPage(loaders: PartsLoaders): FragmentRoute<null, OffersBindings> {
  return {
    name: 'PartsLandingPage',
    async load(context) {
      const view = buildPartsLandingView(await loadParts(loaders, context, parsePartsQuery({})));
      return {
        found: true,
        data: null,
        view: <PartsLandingPage {...view} />,
        head: {
          title: 'Vehicle Parts and Accessories',
          description: `Vehicle parts and accessories: ${view.countText}.`,
          preloadImages: [],
        },
      };
    },
  };
}

/**
 * The `PartsSearchPage` fragment.
 * @example fragmentWorker(remote, { PartsSearchPage: partsSearchPage(loaders), … });
 */
export function partsSearchPage(loaders: PartsLoaders): FragmentRoute<PartsSearchPageData, OffersBindings> {
  return {
    name: 'PartsSearchPage',
    async load(context) {
      const { query } = context.request;
      const state = parsePartsQuery(query);
      const view = buildPartsSearchView(state, await loadParts(loaders, context, state), enquiredPart(query));
      const data: PartsSearchPageData = { remoteVersion: context.release.version, view };
      const title = state.page > 1 ? `${view.title} – Page ${state.page}` : view.title;
      return {
        found: true,
        data,
        view: <PartsSearchPage {...data} />,
        head: { title, description: `${view.title}: ${view.countText}.`, preloadImages: [] },
      };
    },
  };
}
