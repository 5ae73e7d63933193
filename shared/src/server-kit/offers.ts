import { isOfferShown, type Offer, OfferSchema, type TenantConfig } from '../domain';
import { dealershipScope } from './tenant-scope';

// One special offer of the site, as the platform's leads check it (an offer enquiry must name one the site
// shows today) and the offers API answers it: the site's dealerships in SQL, the display rules shared's
// (`offers/validity.ts`), so the two cannot disagree.

/**
 * One of the offers the site shows today by id; null for another site's, an excluded, an ended or a
 * not yet begun offer.
 * @example await findSiteOffer(env.DB, tenant, 12, new Date())
 */
export async function findSiteOffer(
  db: D1Database,
  tenant: Pick<TenantConfig, 'dealerships' | 'websiteId'>,
  id: number,
  now: Date,
): Promise<Offer | null> {
  const scope = dealershipScope('o.dealership_id', tenant);
  const row = await db
    .prepare(`SELECT o.doc FROM offers o WHERE o.id = ? AND ${scope.sql}`)
    .bind(id, ...scope.params)
    .first<{ doc: string }>();
  const offer = row ? OfferSchema.parse(JSON.parse(row.doc)) : undefined;
  return offer && isOfferShown(offer, tenant.websiteId, now) ? offer : null;
}
