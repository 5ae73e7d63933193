import {
  isOfferShown,
  type Offer,
  OfferSchema,
  type OffersSearchRequest,
  type OffersSearchResponse,
  searchOffers,
  type TenantConfig,
} from '@forecourt/shared';
import { findSiteDealership } from '@forecourt/shared/server-kit/dealerships';
import { dealershipScope } from '@forecourt/shared/server-kit/tenant-scope';

// The site's special offers from D1 (issue 15). The tenant scope (its dealerships) is SQL; which of
// those it may show (running today, not excluding its website id) and the search itself are shared's
// pure rules (`offers/validity.ts`, `offers/search.ts`), so the API, the page loaders and the lead
// check cannot disagree.

type Site = Pick<TenantConfig, 'dealerships' | 'websiteId'>;

function parseOffers(rows: readonly { doc: string }[]): Offer[] {
  return rows.map((row) => OfferSchema.parse(JSON.parse(row.doc)));
}

/** The offers of the site's dealerships (or one of them), newest first, before the display rules. */
async function scopedOffers(db: D1Database, tenant: Site, dealershipSlug: string | null): Promise<Offer[]> {
  const scope = dealershipScope('o.dealership_id', tenant);
  const one = dealershipSlug === null ? '' : 'AND o.dealership_id = (SELECT id FROM dealerships WHERE slug = ?)';
  const params = dealershipSlug === null ? scope.params : [...scope.params, dealershipSlug];
  const { results } = await db
    .prepare(`SELECT o.doc FROM offers o WHERE ${scope.sql} ${one} ORDER BY o.id DESC`)
    .bind(...params)
    .all<{ doc: string }>();
  return parseOffers(results);
}

/**
 * One page of the site's offers search; null when it names a dealership the site does not have.
 * @example await searchSiteOffers(env.DB, tenant, { query: '', categories: [], offset: 0 }, new Date())
 */
export async function searchSiteOffers(
  db: D1Database,
  tenant: Site,
  request: OffersSearchRequest,
  now: Date,
): Promise<OffersSearchResponse | null> {
  const dealership = request.dealership ? await findSiteDealership(db, tenant, request.dealership) : null;
  if (request.dealership && !dealership) return null;
  const offers = await scopedOffers(db, tenant, dealership?.slug ?? null);
  return { ...searchOffers(offers, request, { websiteId: tenant.websiteId, now }), dealership };
}

/**
 * One of the offers the site shows today by id; null for another site's, an excluded, an ended or a
 * not yet begun offer.
 * @example await findSiteOffer(env.DB, tenant, 12, new Date())
 */
export async function findSiteOffer(db: D1Database, tenant: Site, id: number, now: Date): Promise<Offer | null> {
  const scope = dealershipScope('o.dealership_id', tenant);
  const { results } = await db
    .prepare(`SELECT o.doc FROM offers o WHERE o.id = ? AND ${scope.sql}`)
    .bind(id, ...scope.params)
    .all<{ doc: string }>();
  const offer = parseOffers(results)[0];
  return offer && isOfferShown(offer, tenant.websiteId, now) ? offer : null;
}

/**
 * The offers the site shows today for one catalogue model (the model page's), or for every model of a
 * make when no model is named (the brand page's), newest first.
 * @example await siteModelOffers(env.DB, tenant, { make: 'toyota', model: 'hilux' }, new Date())
 */
export async function siteModelOffers(
  db: D1Database,
  tenant: Site,
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
