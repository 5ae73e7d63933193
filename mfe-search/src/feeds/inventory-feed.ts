import { siteOrigin } from '@forecourt/shared';
import type { Car } from '@forecourt/shared/schemas/car';
import type { Location } from '@forecourt/shared/schemas/location';
import type { TenantConfig } from '@forecourt/shared/schemas/tenant';
import { apiError } from '@forecourt/shared/server-kit/api-error';
import { visibleStockWhere } from '@forecourt/shared/server-kit/cars';
import type { SliceEnv } from '@forecourt/shared/server-kit/slice-api';
import {
  type FeedLocation,
  type InventoryListing,
  inventoryFeedCsv,
  inventoryFeedXml,
  inventoryListing,
} from '@forecourt/shared/stock/inventory-feed';
import { Hono } from 'hono';
import type { SearchBindings } from '../bindings';

// The site's vehicle listings feed for ad platforms (issue 30; the format: shared `stock/inventory-feed.ts`),
// `GET /api/search/feeds/inventory.csv` and `.xml`, optionally one dealership's (`?dealership=<slug>`, one of
// the site's). Made from the stock as it stands whenever asked — so an import or a sale shows at the next fetch
// after the cache's 15 minutes — with only the cars the site shows for sale (in stock or coming soon; a sold car
// leaves the feed the moment it is sold, though the site keeps its page a few days).

/** How long a platform's fetcher (and any cache between) may keep the feed. */
const FEED_CACHE = 'public, max-age=900';
const FOR_SALE = "c.status IN ('in_stock', 'coming_soon')";

interface FeedRow {
  doc: string;
  location: string | null;
  dealership_name: string;
}

/** The cars the site shows for sale (one dealership's, if named), with their location and dealership rows. */
async function carsForSale(db: D1Database, tenant: TenantConfig, dealership: string | null): Promise<FeedRow[]> {
  const where = visibleStockWhere(tenant, new Date(), 'c');
  const oneDealership = dealership === null ? '' : " AND json_extract(c.doc, '$.dealership_slug') = ?";
  const { results } = await db
    .prepare(
      `SELECT c.doc, l.doc AS location, d.name AS dealership_name
         FROM cars c JOIN dealerships d ON d.id = c.dealership_id LEFT JOIN locations l ON l.id = c.location_id
        WHERE ${where.sql} AND ${FOR_SALE}${oneDealership} ORDER BY c.id`,
    )
    .bind(...where.params, ...(dealership === null ? [] : [dealership]))
    .all<FeedRow>();
  return results;
}

function feedLocationOf(json: string | null): FeedLocation | null {
  if (json === null) return null;
  const { address } = JSON.parse(json) as Location;
  return {
    street: address.street,
    city: address.city,
    state: address.state,
    postcode: address.postcode,
    lat: address.lat,
    long: address.long,
  };
}

/** The listings, and how many cars were left out for lacking a required attribute. */
function listingsOf(rows: readonly FeedRow[], origin: string): { listings: InventoryListing[]; leftOut: number } {
  const listings: InventoryListing[] = [];
  for (const row of rows) {
    const result = inventoryListing(JSON.parse(row.doc) as Car, {
      origin,
      location: feedLocationOf(row.location),
      dealershipName: row.dealership_name,
    });
    if ('listing' in result) listings.push(result.listing);
  }
  return { listings, leftOut: rows.length - listings.length };
}

/**
 * The feed routes, mounted with `app.route('/api/search/feeds', inventoryFeed())`.
 *
 * @example GET /api/search/feeds/inventory.csv?dealership=harbour-city-toyota → text/csv, one row per car for sale
 */
export function inventoryFeed(): Hono<SliceEnv<SearchBindings>> {
  const app = new Hono<SliceEnv<SearchBindings>>();
  for (const format of ['csv', 'xml'] as const) {
    app.get(`/inventory.${format}`, async (c) => {
      const tenant = c.get('tenant');
      const dealership = c.req.query('dealership') ?? null;
      if (dealership !== null && !tenant.dealerships.includes(dealership)) {
        return apiError(c, 404, `dealership: not one of this site's (${dealership})`);
      }
      const origin = siteOrigin(tenant, new URL(c.req.url).origin);
      const { listings, leftOut } = listingsOf(await carsForSale(c.env.DB, tenant, dealership), origin);
      return c.body(format === 'csv' ? inventoryFeedCsv(listings) : inventoryFeedXml(tenant.name, listings), 200, {
        'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/xml; charset=utf-8',
        'Cache-Control': FEED_CACHE,
        'X-Feed-Listings': String(listings.length),
        'X-Feed-Left-Out': String(leftOut),
      });
    });
  }
  return app;
}
