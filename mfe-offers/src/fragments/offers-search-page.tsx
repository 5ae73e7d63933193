import { offersSearchRequest, parseOffersQuery } from '@forecourt/shared/offers/url-state';
import type { FragmentRoute } from '@forecourt/shared/remote-kit';
import type { OffersBindings } from '../bindings';
import { OffersSearchPage, type OffersSearchPageData } from '../features/offers-search/OffersSearchPage';
import { buildOffersView } from '../features/offers-search/view';
import type { OffersLoaders } from '../loaders';
import { notFound } from './NotFound';

// /special-offers (issue 15; spec: 001 §2): the URL's query → the search state → the offers search (what
// the offers API answers for it) → the view, rendered complete on the server. `?dealership=` names one
// of the site's dealerships; another is the not-found page.

/**
 * The `OffersSearchPage` fragment.
 * @example fragmentWorker(remote, { OffersSearchPage: offersSearchPage(loaders), … });
 */
export function offersSearchPage(
  loaders: Pick<OffersLoaders, 'offersSearch'>,
): FragmentRoute<OffersSearchPageData, OffersBindings> {
  return {
    name: 'OffersSearchPage',
    async load(context) {
      const state = parseOffersQuery(context.request.query);
      const response = await loaders.offersSearch(context, offersSearchRequest(state));
      if (!response) return notFound();
      const view = buildOffersView(state, response);
      const data: OffersSearchPageData = { remoteVersion: context.release.version, view };
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
}
