import { OfferIdSchema } from '@forecourt/shared/offers/api';
import type { FragmentRoute } from '@forecourt/shared/remote-kit';
import type { OffersBindings } from '../bindings';
import { OfferPage } from '../features/offer-page/OfferPage';
import { type OfferPageData, toOfferPageData } from '../features/offer-page/view';
import type { OffersLoaders } from '../loaders';
import { notFound } from './NotFound';

// /offers/{offerId} and /offers/{manufacturer}/{offerId} (spec: 001 §2): one of the site's running
// offers by id; another site's, an excluded, an ended or a not yet begun offer is the not-found page,
// and so is a manufacturer segment that is not the offer's.

/**
 * The `OfferPage` fragment.
 * @example fragmentWorker(remote, { OfferPage: offerPage(loaders), … });
 */
export function offerPage(loaders: Pick<OffersLoaders, 'offer'>): FragmentRoute<OfferPageData, OffersBindings> {
  return {
    name: 'OfferPage',
    async load(context) {
      const { request, release } = context;
      const id = OfferIdSchema.safeParse(request.params.offerId);
      const offer = id.success ? await loaders.offer(context, id.data) : null;
      const manufacturer = request.params.manufacturer;
      if (!offer || (manufacturer !== undefined && manufacturer !== offer.manufacturer.slug)) return notFound();
      const intent = request.query.intent === 'test-drive' ? 'test-drive' : 'enquire';
      const data = toOfferPageData(offer, intent, release.version, request.tenant.host);
      return {
        found: true,
        data,
        view: <OfferPage {...data} />,
        head: {
          title: offer.name,
          description: offer.sanitized_description.slice(0, 160),
          preloadImages: data.card.image ? [data.card.image.src] : [],
        },
      };
    },
  };
}
