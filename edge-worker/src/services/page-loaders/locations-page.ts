import type { TenantConfig } from '@forecourt/shared';
import { byDistance } from '@forecourt/shared/locations/distance';
import { checkPostcode } from '@forecourt/shared/locations/postcode';
import { REVIEWS_PER_PAGE, timeAgoInWords } from '@forecourt/shared/locations/reviews';
import { INVALID_POSTCODE_GEOCODE } from '@forecourt/shared/messages/catalogue';
import type { DealerLocator, LocationPageLoad, LocationsPageLoad } from '@forecourt/shared/pages/locations';
import type { LocationPagePrefix } from '@forecourt/shared/schemas/tenant';
import type { Env } from '../../env';
import type { Geocoder } from '../geocoding/cache';
import { findSiteLocation, locationReviews, siteDealerships, visibleLocations } from '../locations';
import { locationStock, siteBrands } from '../locations/stock';

// The locations remote's page loaders (spec: 001 §2 Locations, 000 §2 /dealer-locator and /brands):
// the site's locations with its dealerships, brands and the dealer locator's answer; one location
// with its reviews (the site's minimum rating and hide flag applied here, once) and its stock.

/** What the loaders read. */
export interface LocationsSources {
  env: Pick<Env, 'DB' | 'GEOCODING_API_URL'>;
  tenant: TenantConfig;
  now: Date;
  /** Places the locator's postcode; it keeps each postcode's answer (the page loaders' one per isolate). */
  geocoder: Geocoder;
}

/** How many of a location's newest cars its page shows. */
const LOCATION_STOCK_CARS = 4;

/** Shown when the geocoder fails: the shopper can try again; nothing is wrong with the postcode. */
export const LOCATOR_UNAVAILABLE = 'We could not look up that postcode just now. Please try again in a minute.';

async function dealerLocator(
  sources: LocationsSources,
  locations: LocationsPageLoad['locations'],
  input: string,
): Promise<DealerLocator> {
  const checked = checkPostcode(input);
  if (!checked.ok) return { ok: false, postcode: input, message: checked.message };
  const geocoded = await sources.geocoder.place(sources.env, checked.postcode);
  if (geocoded.kind === 'none') return { ok: false, postcode: checked.postcode, message: INVALID_POSTCODE_GEOCODE };
  if (geocoded.kind === 'failed') {
    console.warn(`dealer locator: ${geocoded.error}`);
    return { ok: false, postcode: checked.postcode, message: LOCATOR_UNAVAILABLE };
  }
  const nearest = byDistance(geocoded.place, locations, (l) => ({ lat: l.address.lat, long: l.address.long }));
  return {
    ok: true,
    postcode: checked.postcode,
    place: geocoded.place,
    nearest: nearest.map(({ item, distanceKm }) => ({ slug: item.slug, distanceKm: Math.round(distanceKm * 10) / 10 })),
  };
}

/**
 * Every location page listing's data; the dealer locator's answer when `postcode` is given.
 * @example const load = await loadLocationsPage(sources, '6000');
 */
export async function loadLocationsPage(sources: LocationsSources, postcode?: string): Promise<LocationsPageLoad> {
  const { env, tenant, now } = sources;
  const [locations, dealerships, brands] = await Promise.all([
    visibleLocations(env.DB, tenant),
    siteDealerships(env.DB, tenant),
    siteBrands(env.DB, tenant, now),
  ]);
  const shown = tenant.locations.hideReviews ? locations.map((l) => ({ ...l, reviews: null })) : locations;
  const locator = postcode === undefined ? null : await dealerLocator(sources, shown, postcode);
  return { locations: shown, dealerships, locator, brands };
}

/**
 * One location page's data, or null when the site does not show it (or serves no pages under `via`).
 * @example const load = await loadLocationPage(sources, 'harbour-city-toyota-parramatta', 'contact-us');
 */
export async function loadLocationPage(
  sources: LocationsSources,
  slug: string,
  via: LocationPagePrefix,
): Promise<LocationPageLoad | null> {
  const { env, tenant, now } = sources;
  if (!tenant.locations.pagePrefixes.includes(via)) return null;
  const location = await findSiteLocation(env.DB, tenant, slug);
  if (!location) return null;
  const { hideReviews, reviewMinRating } = tenant.locations;
  const [all, dealerships, rows, stock] = await Promise.all([
    visibleLocations(env.DB, tenant),
    siteDealerships(env.DB, tenant),
    hideReviews ? [] : locationReviews(env.DB, location.id, reviewMinRating, REVIEWS_PER_PAGE),
    locationStock(env.DB, tenant, now, location.id, LOCATION_STOCK_CARS),
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
