import { fragmentWorker, type RemoteWorkerEnv } from '@forecourt/shared/remote-kit';
import type { Hono } from 'hono';
import remote from '../remote';
import type { LocationsBindings } from './bindings';
import { brandsPage } from './fragments/brands-page';
import { dealerLocator } from './fragments/dealer-locator';
import { locationsCarousel, locationsGrid, reviewsSummary } from './fragments/home-fragments';
import { type LocationPageLoader, locationPage } from './fragments/location-page';
import { locationsDirectory } from './fragments/locations-directory';
import type { LocationsPageLoader } from './fragments/shared';

// The fragments of mfe-locations, rendered from its loaders. The Worker (server.ts) mounts it beside the
// API; tests build their own with loaders of their own.

/** What the fragments load their pages with. */
export interface AppOptions {
  /** The site's locations listing (the Worker's: loaders/locations-page.ts). */
  loadLocations: LocationsPageLoader;
  /** One location's page (the Worker's: loaders/location-page.ts). */
  loadLocationPage: LocationPageLoader;
}

/**
 * Builds the fragments' app. Each call has its own release cache, so tests can build their own.
 * @example const response = await createApp({ loadLocations, loadLocationPage }).request('/fragments/LocationPage', { method: 'POST', body }, env);
 */
export function createApp(options: AppOptions): Hono<RemoteWorkerEnv<LocationsBindings>> {
  const { loadLocations, loadLocationPage } = options;
  return fragmentWorker<keyof typeof remote.fragments, LocationsBindings>(remote, {
    LocationPage: locationPage(loadLocationPage),
    LocationsDirectory: locationsDirectory(loadLocations),
    DealerLocator: dealerLocator(loadLocations),
    BrandsPage: brandsPage(loadLocations),
    LocationsCarousel: locationsCarousel(loadLocations),
    LocationsGrid: locationsGrid(loadLocations),
    ReviewsSummary: reviewsSummary(loadLocations),
  });
}
