import type { RemoteBindings } from '@forecourt/shared/remote-kit';
import type { KitBindings } from '@forecourt/shared/server-kit/env';

/** The maps geocoder's base URL (remote.ts `partners`; locally the simulator, demo/simulators/geocoding). */
export interface GeocodingBindings {
  GEOCODING_API_URL: string;
}

/** mfe-locations's Worker bindings (its wrangler configs): the server kit's, its client build, the geocoder's. */
export interface LocationsBindings extends KitBindings, RemoteBindings, GeocodingBindings {}
