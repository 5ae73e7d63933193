import { sliceEntrypoint } from '@forecourt/shared/remote-kit/entrypoint';
import { createApi } from './api';
import { createApp } from './app';
import type { LocationsBindings } from './bindings';
import { loadLocationPageFor } from './loaders/location-page';
import { locationsPageLoader } from './loaders/locations-page';
import { createGeocoder } from './partners/geocoding-cache';

// mfe-locations's Worker: a vertical slice. Its fragments and client build over `fetch` (the gateway's
// service binding; no public route, workers_dev = false), its JSON API through the gateway's proxy
// (`api`). The pages' loaders read D1 and the geocoder here, never through the gateway. One isolate:
// one geocoder, keeping each postcode's place.
//
// Deploy (after `npm run build`): wrangler deploy -c mfe-locations/wrangler.toml   (canary: wrangler.canary.toml)

const geocoder = createGeocoder();

export default class LocationsWorker extends sliceEntrypoint<LocationsBindings>({
  fragments: createApp({ loadLocations: locationsPageLoader(geocoder), loadLocationPage: loadLocationPageFor }),
  api: createApi(),
}) {}
