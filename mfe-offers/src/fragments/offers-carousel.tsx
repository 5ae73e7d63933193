import { EMPTY_OFFERS_STATE, offersSearchRequest } from '@forecourt/shared/offers/url-state';
import type { FragmentRoute } from '@forecourt/shared/remote-kit';
import type { OffersBindings } from '../bindings';
import { toOfferCardView } from '../features/offer-card/view';
import { OffersCarousel, type OffersCarouselData } from '../features/offers-carousel/OffersCarousel';
import type { OffersLoaders } from '../loaders';
import { notFound } from './NotFound';

// The OffersCarousel fragment for pages other remotes and the gateway compose (the home page): from the
// tenant alone (the site's first page of running offers), no route params.

/**
 * The `OffersCarousel` fragment.
 * @example fragmentWorker(remote, { OffersCarousel: offersCarousel(loaders), … });
 */
export function offersCarousel(
  loaders: Pick<OffersLoaders, 'offersSearch'>,
): FragmentRoute<OffersCarouselData, OffersBindings> {
  return {
    name: 'OffersCarousel',
    async load(context) {
      const response = await loaders.offersSearch(context, offersSearchRequest(EMPTY_OFFERS_STATE));
      if (!response) return notFound();
      const slides = response.hits.map((offer) => {
        const { id, name, manufacturer, model, category, href, image } = toOfferCardView(offer);
        return { id, name, manufacturer, model, category, href, image };
      });
      const data: OffersCarouselData = { remoteVersion: context.release.version, slides };
      return {
        found: true,
        data,
        view: <OffersCarousel {...data} />,
        head: { title: 'Special Offers', preloadImages: [] },
      };
    },
  };
}
