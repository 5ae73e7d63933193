import { PAGE_LOADERS_PATH } from '@forecourt/shared/pages/paths';
import { PartsPageLoadSchema } from '@forecourt/shared/parts/api';
import { type PartsSearchState, parsePartsQuery, partsApiPath } from '@forecourt/shared/parts/url-state';
import { ApiUpstreamError, callApi, type FragmentContext, type FragmentRoute } from '@forecourt/shared/remote-kit';
import { ENQUIRE_PARAM } from '../features/parts/anchors';
import { PartsLandingPage } from '../features/parts/PartsLandingPage';
import { PartsSearchPage, type PartsSearchPageData } from '../features/parts/PartsSearchPage';
import { buildPartsLandingView, buildPartsSearchView } from '../features/parts/view';

// /vehicle-parts-and-accessories and /parts/search (issue 15 "Parts"): the URL's query → ONE call to the
// parts page loader → the view. The landing page is server HTML only (data null: nothing to hydrate);
// the search page is an island whose data is its first view (it searches in place once hydrated).

async function loadParts({ request, env, requestId }: FragmentContext, state: PartsSearchState) {
  const call = { method: 'GET', path: partsApiPath(state, `${PAGE_LOADERS_PATH}/parts`) } as const;
  const load = await callApi(env.API, request.tenant, call, PartsPageLoadSchema, { requestId });
  // Every site has a parts catalogue (perhaps empty) and the loader has no 404: one is a broken gateway.
  if (!load) throw new ApiUpstreamError('The parts page loader answered 404');
  return load;
}

/** The id a `?enquire=` names, or null. */
function enquiredPart(query: Readonly<Record<string, string>>): number | null {
  const id = Number(query[ENQUIRE_PARAM]);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The `PartsLandingPage` fragment.
 * @example fragmentWorker(remote, { PartsLandingPage: partsLandingPage, … });
 */
export const partsLandingPage: FragmentRoute<null> = {
  name: 'PartsLandingPage',
  async load(context) {
    const view = buildPartsLandingView(await loadParts(context, parsePartsQuery({})));
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

/**
 * The `PartsSearchPage` fragment.
 * @example fragmentWorker(remote, { PartsSearchPage: partsSearchPage, … });
 */
export const partsSearchPage: FragmentRoute<PartsSearchPageData> = {
  name: 'PartsSearchPage',
  async load(context) {
    const state = parsePartsQuery(context.request.query);
    const view = buildPartsSearchView(state, await loadParts(context, state), enquiredPart(context.request.query));
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
