import { OffersSearchResponseSchema } from '@forecourt/shared/offers/api';
import { pageLoaderPaths } from '@forecourt/shared/pages/paths';
import { callApi, type FragmentRoute } from '@forecourt/shared/remote-kit';
import { toOfferCardView } from '../features/offer-card/view';
import { OffersCarousel, type OffersCarouselData } from '../features/offers-carousel/OffersCarousel';
import { notFound } from './NotFound';

// The OffersCarousel fragment for pages other remotes and the gateway compose (the home page): from the
// tenant alone, one call (the site's first page of running offers), no route params.

/**
 * The `OffersCarousel` fragment.
 * @example fragmentWorker(remote, { OffersCarousel: offersCarousel, … });
 */
export const offersCarousel: FragmentRoute<OffersCarouselData> = {
  name: 'OffersCarousel',
  async load({ request, env, release, requestId }) {
    const call = { method: 'GET', path: pageLoaderPaths.offers('') } as const;
    const response = await callApi(env.API, request.tenant, call, OffersSearchResponseSchema, { requestId });
    if (!response) return notFound();
    const slides = response.hits.map((offer) => {
      const { id, name, manufacturer, model, category, href, image } = toOfferCardView(offer);
      return { id, name, manufacturer, model, category, href, image };
    });
    const data: OffersCarouselData = { remoteVersion: release.version, slides };
    return {
      found: true,
      data,
      view: <OffersCarousel {...data} />,
      head: { title: 'Special Offers', preloadImages: [] },
    };
  },
};
