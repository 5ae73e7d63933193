import type { ReleaseRegistry } from '@forecourt/shared';

// The releases the stand-in fragment Workers play in the Worker tests. Read by vitest.worker.config.ts
// (which starts one stand-in per channel) and by the tests (which write the matching registry to KV).

export const STAND_IN_REMOTE = 'mfe_vehicle';

/** Channel → the stand-in Worker's name (as bound in the root wrangler.toml) and the version it serves. */
export const STAND_IN_CHANNELS = {
  stable: { worker: 'forecourt-mfe-vehicle', version: '1.0.0' },
  canary: { worker: 'forecourt-mfe-vehicle-canary', version: '1.1.0-canary' },
} as const;

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
    },
  };
}

/** The exposed module's chunk in the stand-in manifest. */
export const STAND_IN_CHUNK = '__federation_expose_VehiclePage.1a2b3c4d.js';
