import type { TenantConfig } from '@forecourt/shared';
import { timeAgoInWords } from '@forecourt/shared/locations/reviews';
import type { LocationPageLoad, LocationPageParams } from '@forecourt/shared/pages/locations';
import { visibleLocations } from '@forecourt/shared/server-kit/locations';
import { findSiteLocation, locationReviews, siteDealerships } from '../db/locations';
import { locationStock } from '../db/stock';
import type { LocationPageLoader } from '../fragments/location-page';

// A location page's loader (spec: 001 §2 Locations): the location, if the site shows it under the prefix
// it was asked by, with its dealership and sibling locations, its reviews (the site's minimum rating and
// hide flag applied here, once) and its stock, all read from D1 in this Worker.

/** What the loader reads. */
export interface LocationPageSources {
  db: D1Database;
  tenant: TenantConfig;
  now: Date;
}

/** How many of a location's newest cars its page shows. */
const LOCATION_STOCK_CARS = 4;

/**
 * One location page's data, or null when the site does not show it (or serves no pages under `via`).
 * @example const load = await loadLocationPage(sources, { slug: 'harbour-city-toyota-parramatta', via: 'contact-us' });
 */
export async function loadLocationPage(
  sources: LocationPageSources,
  { slug, via }: LocationPageParams,
): Promise<LocationPageLoad | null> {
  const { db, tenant, now } = sources;
  if (!tenant.locations.pagePrefixes.includes(via)) return null;
  const location = await findSiteLocation(db, tenant, slug);
  if (!location) return null;
  const { hideReviews, reviewMinRating, googleReviews } = tenant.locations;
  const [all, dealerships, rows, stock] = await Promise.all([
    visibleLocations(db, tenant),
    siteDealerships(db, tenant),
    hideReviews ? [] : locationReviews(db, location.id, reviewMinRating, googleReviews),
    locationStock(db, tenant, now, location.id, LOCATION_STOCK_CARS),
  ]);
  const dealership = dealerships.find((d) => d.slug === location.dealership_slug);
  if (!dealership) return null;
  return {
    location: hideReviews ? { ...location, reviews: null } : location,
    dealership,
    siblings: all.filter((l) => l.dealership_slug === location.dealership_slug && l.id !== location.id),
    reviewSummary: hideReviews ? null : location.reviews,
    reviews: rows.map((row) => ({ ...row, created_at_time_ago_in_words: timeAgoInWords(row.review_date, now) })),
    showLicences: tenant.features.showDealerLicence,
    stock,
  };
}

/**
 * The location page's loader for the fragment: the site read by the slug the gateway sent, D1 at now.
 * @example locationPage(loadLocationPageFor)
 */
export const loadLocationPageFor: LocationPageLoader = async (context, params) =>
  loadLocationPage({ db: context.env.DB, tenant: await context.site(), now: new Date() }, params);
