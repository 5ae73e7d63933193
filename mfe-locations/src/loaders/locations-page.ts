import type { TenantConfig } from '@forecourt/shared';
import { dealershipSelectShown } from '@forecourt/shared/leads/site-config';
import { byDistance } from '@forecourt/shared/locations/distance';
import { checkPostcode } from '@forecourt/shared/locations/postcode';
import { INVALID_POSTCODE_GEOCODE } from '@forecourt/shared/messages/catalogue';
import type { DealerLocator, LocationsPageLoad } from '@forecourt/shared/pages/locations';
import { visibleLocations } from '@forecourt/shared/server-kit/locations';
import type { LocationsBindings } from '../bindings';
import { siteDealerships } from '../db/locations';
import { siteBrands } from '../db/stock';
import type { LocationsPageLoader } from '../fragments/shared';
import type { Geocoder } from '../partners/geocoding-cache';

// The locations listing's loader (spec: 001 §2 Locations, 000 §2 /dealer-locator and /brands): the
// site's locations with its dealerships, the brands its stock carries and, for a postcode, the dealer
// locator's answer (the geocoding partner, its answers kept per postcode), all read in this Worker.

/** What the loader reads. */
export interface LocationsPageSources {
  env: Pick<LocationsBindings, 'DB' | 'GEOCODING_API_URL'>;
  tenant: TenantConfig;
  now: Date;
  /** Places the locator's postcode; it keeps each postcode's answer (one per isolate). */
  geocoder: Geocoder;
}

/** Shown when the geocoder fails: the shopper can try again; nothing is wrong with the postcode. */
export const LOCATOR_UNAVAILABLE = 'We could not look up that postcode just now. Please try again in a minute.';

async function dealerLocator(
  sources: LocationsPageSources,
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
export async function loadLocationsPage(sources: LocationsPageSources, postcode?: string): Promise<LocationsPageLoad> {
  const { env, tenant, now } = sources;
  const [locations, dealerships, brands] = await Promise.all([
    visibleLocations(env.DB, tenant),
    siteDealerships(env.DB, tenant),
    siteBrands(env.DB, tenant, now),
  ]);
  const shown = tenant.locations.hideReviews ? locations.map((l) => ({ ...l, reviews: null })) : locations;
  const locator = postcode === undefined ? null : await dealerLocator(sources, shown, postcode);
  return { locations: shown, dealerships, locator, brands, dealershipSelect: dealershipSelectShown(tenant) };
}

/**
 * The listing's loader for the fragments: the site read by the slug the gateway sent, the isolate's geocoder.
 * @example brandsPage(locationsPageLoader(createGeocoder()))
 */
export function locationsPageLoader(geocoder: Geocoder): LocationsPageLoader {
  return async (context, postcode) =>
    loadLocationsPage({ env: context.env, tenant: await context.site(), now: new Date(), geocoder }, postcode);
}
