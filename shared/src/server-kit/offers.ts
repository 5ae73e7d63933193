import { isOfferShown, type Offer, OfferSchema, type TenantConfig } from '../domain';
import { dealershipScope } from './tenant-scope';

// The site's special offers from D1 (mfe-offers's table; issue 15). The tenant scope (its dealerships)
// is SQL; which of those it may show (running today, not excluding its website id) is shared's pure rule
// (`offers/validity.ts`). mfe-offers reads them for its API and pages, and the gateway's lead check (an
// offer enquiry names an offer the site shows today) reads them here too, so they cannot disagree.

/** What the offers' reads need of a site: its dealerships (the scope) and its website id (exclusions). */
export type OfferSite = Pick<TenantConfig, 'dealerships' | 'websiteId'>;

/**
 * An offer's row with its model's override URL from the catalogue (the catalogue is where a model's URL
 * is kept, and the offer's own copy of the model may have none, or an old one) and its dealership's slug
 * (where an enquiry about it goes).
 */
const OFFER_COLUMNS = `o.doc, json_extract(m.doc, '$.override_url') AS model_override_url, d.slug AS dealership_slug
  FROM offers o
  LEFT JOIN dealerships d ON d.id = o.dealership_id
  LEFT JOIN makes mk ON mk.slug = json_extract(o.doc, '$.manufacturer.slug')
  LEFT JOIN models m ON m.make_id = mk.id AND m.slug = json_extract(o.doc, '$.model.slug')`;

interface OfferRow {
  doc: string;
  model_override_url: string | null;
  dealership_slug: string | null;
}

function parseOffers(rows: readonly OfferRow[]): Offer[] {
  return rows.map((row) => {
    const offer = OfferSchema.parse(JSON.parse(row.doc));
    const overrideUrl = row.model_override_url ?? offer.model.override_url;
    return {
      ...offer,
      model: { ...offer.model, override_url: overrideUrl },
      ...(row.dealership_slug ? { dealership_slug: row.dealership_slug } : {}),
    };
  });
}

/**
 * The offers of the site's dealerships (or of the one named by its slug), newest first, before the
 * display rules (the search applies them with its filters).
 * @example await scopedOffers(env.DB, tenant, null)
 */
export async function scopedOffers(db: D1Database, tenant: OfferSite, dealershipSlug: string | null): Promise<Offer[]> {
  const scope = dealershipScope('o.dealership_id', tenant);
  const one = dealershipSlug === null ? '' : 'AND o.dealership_id = (SELECT id FROM dealerships WHERE slug = ?)';
  const params = dealershipSlug === null ? scope.params : [...scope.params, dealershipSlug];
  const { results } = await db
    .prepare(`SELECT ${OFFER_COLUMNS} WHERE ${scope.sql} ${one} ORDER BY o.id DESC`)
    .bind(...params)
    .all<OfferRow>();
  return parseOffers(results);
}

/**
 * One of the offers the site shows today by id; null for another site's, an excluded, an ended or a
 * not yet begun offer.
 * @example await findSiteOffer(env.DB, tenant, 12, new Date())
 */
export async function findSiteOffer(db: D1Database, tenant: OfferSite, id: number, now: Date): Promise<Offer | null> {
  const scope = dealershipScope('o.dealership_id', tenant);
  const { results } = await db
    .prepare(`SELECT ${OFFER_COLUMNS} WHERE o.id = ? AND ${scope.sql}`)
    .bind(id, ...scope.params)
    .all<OfferRow>();
  const offer = parseOffers(results)[0];
  return offer && isOfferShown(offer, tenant.websiteId, now) ? offer : null;
}
