import { fragmentWorker, type RemoteWorkerEnv } from '@forecourt/shared/remote-kit';
import type { Hono } from 'hono';
import remote from '../remote';
import { brandsPage } from './fragments/brands-page';
import { dealerLocator } from './fragments/dealer-locator';
import { locationsCarousel, locationsGrid, reviewsSummary } from './fragments/home-fragments';
import { locationPage } from './fragments/location-page';
import { locationsDirectory } from './fragments/locations-directory';

// The fragment Worker of mfe-locations. No public route (workers_dev = false): only the gateway reaches
// it, through a service binding, at https://fragment.internal/fragments/<name>. Its [assets] (the client
// build under /_mf/mfe_locations/<version>/) are matched by the asset layer before this code runs.

/**
 * Builds the Worker's app. Each call has its own release cache, so tests can build their own.
 * @example const response = await createApp().request('/fragments/LocationPage', { method: 'POST', body }, env);
 */
export function createApp(): Hono<RemoteWorkerEnv> {
  return fragmentWorker(remote, {
    LocationPage: locationPage,
    LocationsDirectory: locationsDirectory,
    DealerLocator: dealerLocator,
    BrandsPage: brandsPage,
    LocationsCarousel: locationsCarousel,
    LocationsGrid: locationsGrid,
    ReviewsSummary: reviewsSummary,
  });
}

export default createApp();
