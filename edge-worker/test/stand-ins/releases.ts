import type { ReleaseRegistry } from '@forecourt/shared';

// The releases the stand-in fragment Workers play in the Worker tests. Read by vitest.worker.config.ts
// (which starts one stand-in per remote and channel) and by the tests (which write the matching
// registry to KV).

export const STAND_IN_REMOTE = 'mfe_vehicle';

/** Channel → the stand-in Worker's name (as bound in the root wrangler.toml) and the version it serves. */
export const STAND_IN_CHANNELS = {
  stable: { worker: 'forecourt-mfe-vehicle', version: '1.0.0' },
  canary: { worker: 'forecourt-mfe-vehicle-canary', version: '1.1.0-canary' },
} as const;

/** The exposed module's chunk in the stand-in manifest. */
export const STAND_IN_CHUNK = '__federation_expose_VehiclePage.1a2b3c4d.js';

/** The mfe-search stand-in: its channels' Workers and versions, and its exposed module's chunk. */
export const SEARCH_STAND_IN = {
  remote: 'mfe_search',
  fragment: 'SearchPage',
  titlePrefix: 'Search',
  chunk: '__federation_expose_SearchPage.5e6f7a8b.js',
  channels: {
    stable: { worker: 'forecourt-mfe-search', version: '2.0.0' },
    canary: { worker: 'forecourt-mfe-search-canary', version: '2.1.0-canary' },
  },
} as const;

/** Every stand-in remote, as vitest.worker.config.ts starts them (one auxiliary Worker per channel). */
export const STAND_INS = [
  {
    remote: STAND_IN_REMOTE,
    fragment: 'VehiclePage',
    titlePrefix: 'Car',
    chunk: STAND_IN_CHUNK,
    channels: STAND_IN_CHANNELS,
  },
  SEARCH_STAND_IN,
] as const;

/** The release registry matching the stand-ins. */
export function standInRegistry(): ReleaseRegistry {
  return {
    remotes: {
      [STAND_IN_REMOTE]: {
        channels: { stable: STAND_IN_CHANNELS.stable.version, canary: STAND_IN_CHANNELS.canary.version },
        versions: [
          { version: '0.9.0', publishedAt: '2026-10-01T00:00:00Z' },
          { version: STAND_IN_CHANNELS.stable.version, publishedAt: '2026-11-01T00:00:00Z' },
          { version: STAND_IN_CHANNELS.canary.version, publishedAt: '2026-11-20T00:00:00Z' },
        ],
      },
      [SEARCH_STAND_IN.remote]: {
        channels: {
          stable: SEARCH_STAND_IN.channels.stable.version,
          canary: SEARCH_STAND_IN.channels.canary.version,
        },
        versions: [
          { version: SEARCH_STAND_IN.channels.stable.version, publishedAt: '2026-11-01T00:00:00Z' },
          { version: SEARCH_STAND_IN.channels.canary.version, publishedAt: '2026-11-20T00:00:00Z' },
        ],
      },
    },
  };
}
