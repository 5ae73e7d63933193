import { OfferIdSchema, OfferResponseSchema } from '@forecourt/shared/offers/api';
import { pageLoaderPaths } from '@forecourt/shared/pages/paths';
import { callApi, type FragmentRoute } from '@forecourt/shared/remote-kit';
import { OfferPage } from '../features/offer-page/OfferPage';
import { type OfferPageData, toOfferPageData } from '../features/offer-page/view';
import { notFound } from './NotFound';

// /offers/{offerId} and /offers/{manufacturer}/{offerId} (spec: 001 §2): one of the site's running
// offers by id, through the page loader; another site's, an excluded, an ended or a not yet begun offer
// is the not-found page, and so is a manufacturer segment that is not the offer's.

/**
 * The `OfferPage` fragment.
 * @example fragmentWorker(remote, { OfferPage: offerPage, … });
 */
export const offerPage: FragmentRoute<OfferPageData> = {
  name: 'OfferPage',
  async load({ request, env, release, requestId }) {
    const id = OfferIdSchema.safeParse(request.params.offerId);
    if (!id.success) return notFound();
    const call = { method: 'GET', path: pageLoaderPaths.offer(id.data) } as const;
    const answer = await callApi(env.API, request.tenant, call, OfferResponseSchema, { requestId });
    const manufacturer = request.params.manufacturer;
    if (!answer || (manufacturer !== undefined && manufacturer !== answer.offer.manufacturer.slug)) return notFound();
    const intent = request.query.intent === 'test-drive' ? 'test-drive' : 'enquire';
    const data = toOfferPageData(answer.offer, intent, release.version, request.tenant.host);
    return {
      found: true,
      data,
      view: <OfferPage {...data} />,
      head: {
        title: answer.offer.name,
        description: answer.offer.sanitized_description.slice(0, 160),
        preloadImages: data.card.image ? [data.card.image.src] : [],
      },
    };
  },
};
