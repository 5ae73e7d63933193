import {
  isOfferShown,
  type Offer,
  type OffersSearchRequest,
  type OffersSearchResponse,
  searchOffers,
} from '@forecourt/shared';
import { findSiteDealership } from '@forecourt/shared/server-kit/dealerships';
import { type OfferSite, scopedOffers } from '@forecourt/shared/server-kit/offers';

// The site's special offers as this remote's API and pages search them (issue 15). The read and the rule
// of which offers a site shows are the server kit's (`server-kit/offers.ts`, shared `offers/validity.ts`),
// which the gateway's lead check reads too; the search itself is shared's pure `offers/search.ts`.

/**
 * One page of the site's offers search; null when it names a dealership the site does not have.
 * @example await searchSiteOffers(env.DB, tenant, { query: '', categories: [], offset: 0 }, new Date())
 */
export async function searchSiteOffers(
  db: D1Database,
  tenant: OfferSite,
  request: OffersSearchRequest,
  now: Date,
): Promise<OffersSearchResponse | null> {
  const dealership = request.dealership ? await findSiteDealership(db, tenant, request.dealership) : null;
  if (request.dealership && !dealership) return null;
  const offers = await scopedOffers(db, tenant, dealership?.slug ?? null);
  return { ...searchOffers(offers, request, { websiteId: tenant.websiteId, now }), dealership };
}

/**
 * The offers the site shows today for one catalogue model (the model page's), or for every model of a
 * make when no model is named (the brand page's), newest first.
 * @example await siteModelOffers(env.DB, tenant, { make: 'toyota', model: 'hilux' }, new Date())
 */
export async function siteModelOffers(
  db: D1Database,
  tenant: OfferSite,
  slugs: { make: string; model?: string },
  now: Date,
): Promise<Offer[]> {
  const offers = await scopedOffers(db, tenant, null);
  return offers.filter(
    (offer) =>
      offer.manufacturer.slug === slugs.make &&
      (slugs.model === undefined || offer.model.slug === slugs.model) &&
      isOfferShown(offer, tenant.websiteId, now),
  );
}
