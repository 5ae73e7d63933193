import { OffersSearchResponseSchema } from '@forecourt/shared/offers/api';
import { offersApiQuery, parseOffersQuery } from '@forecourt/shared/offers/url-state';
import { pageLoaderPaths } from '@forecourt/shared/pages/paths';
import { callApi, type FragmentRoute } from '@forecourt/shared/remote-kit';
import { OffersSearchPage, type OffersSearchPageData } from '../features/offers-search/OffersSearchPage';
import { buildOffersView } from '../features/offers-search/view';
import { notFound } from './NotFound';

// /special-offers (issue 15; spec: 001 §2): the URL's query → the search state → one call to the page
// loader (the offers API's answer) → the view, rendered complete on the server. `?dealership=` names
// one of the site's dealerships; another is the not-found page.

/**
 * The `OffersSearchPage` fragment.
 * @example fragmentWorker(remote, { OffersSearchPage: offersSearchPage, … });
 */
export const offersSearchPage: FragmentRoute<OffersSearchPageData> = {
  name: 'OffersSearchPage',
  async load({ request, env, release, requestId }) {
    const state = parseOffersQuery(request.query);
    const call = { method: 'GET', path: pageLoaderPaths.offers(offersApiQuery(state)) } as const;
    const response = await callApi(env.API, request.tenant, call, OffersSearchResponseSchema, { requestId });
    if (!response) return notFound();
    const view = buildOffersView(state, response);
    const data: OffersSearchPageData = { remoteVersion: release.version, view };
    const title = state.page > 1 ? `${view.title} – Page ${state.page}` : view.title;
    const first = view.cards[0]?.image;
    return {
      found: true,
      data,
      view: <OffersSearchPage {...data} />,
      head: { title, description: `${view.title}: ${view.countText}.`, preloadImages: first ? [first.src] : [] },
    };
  },
};
