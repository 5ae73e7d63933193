import type { Channel, ReleaseRegistry } from '@forecourt/shared';
import { fragmentWorkerName } from '@forecourt/shared/remotes/declaration';
import type { PublishedDeclaration } from '@forecourt/shared/remotes/published';

// The releases the stand-in fragment Workers play in the Worker tests: one stand-in per declared remote
// and channel, so every service binding of the root wrangler.toml reaches one. The declarations come as
// data, as the registry carries them: vitest.worker.config.ts publishes each mfe-<name>/remote.ts (in
// Node), starts the stand-ins and hands the declarations to the tests (TEST_DECLARATIONS), which write the
// matching registry to KV. The gateway's code and tests import no remote's file. The versions and chunks
// are the tests' own fixtures; a remote without one plays its declared version.

/** A remote's published declaration and the channels it is deployed on. */
export interface DeclaredRemote {
  declaration: PublishedDeclaration;
  channels: readonly Channel[];
}

/** What a stand-in plays: its fragment, heading, exposed chunk and, per channel, Worker and version. */
export interface StandIn {
  remote: string;
  /** The fragment (and exposed module) it serves: the primary fragment of the remote's first page. */
  fragment: string;
  /** The first word of its heading and title. */
  titlePrefix: string;
  /** The exposed module's chunk in the stand-in manifest. */
  chunk: string;
  channels: Record<string, { worker: string; version: string }>;
}

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
} as const satisfies StandIn;

/** The fixtures the tests assert on, by remote. */
const FIXTURES: Record<string, StandIn> = {
  [STAND_IN_REMOTE]: {
    remote: STAND_IN_REMOTE,
    fragment: 'VehiclePage',
    titlePrefix: 'Car',
    chunk: STAND_IN_CHUNK,
    channels: STAND_IN_CHANNELS,
  },
  [SEARCH_STAND_IN.remote]: SEARCH_STAND_IN,
};

/** A stand-in for a declared remote that has no fixture: its first page's primary fragment, its declared version. */
function standInFor(remote: DeclaredRemote): StandIn {
  const { declaration } = remote;
  const fragment =
    declaration.pages[0]?.fragments.find((slot) => slot.primary)?.fragment ?? Object.keys(declaration.fragments)[0];
  if (fragment === undefined) throw new Error(`${declaration.name} declares no fragment`);
  return {
    remote: declaration.name,
    fragment,
    titlePrefix: fragment,
    chunk: `__federation_expose_${fragment}.0a0b0c0d.js`,
    channels: Object.fromEntries(
      remote.channels.map((channel) => [
        channel,
        {
          worker: fragmentWorkerName(declaration.name, channel),
          version: channel === 'stable' ? declaration.version : `${declaration.version}-${channel}`,
        },
      ]),
    ),
  };
}

/**
 * Every stand-in remote, as vitest.worker.config.ts starts them (one auxiliary Worker per channel).
 * @example const standIns = standInsFor(declarations);
 */
export function standInsFor(remotes: readonly DeclaredRemote[]): StandIn[] {
  return remotes.map((remote) => FIXTURES[remote.declaration.name] ?? standInFor(remote));
}

/**
 * The release registry matching the stand-ins, each version carrying its remote's declaration
 * (mfe_vehicle also lists an older published version).
 * @example await env.TENANTS.put(RELEASE_REGISTRY_KEY, JSON.stringify(standInRegistry(testDeclarations())));
 */
export function standInRegistry(remotes: readonly DeclaredRemote[]): ReleaseRegistry {
  return {
    remotes: Object.fromEntries(
      standInsFor(remotes).map((standIn) => {
        const declaration = remotes.find((remote) => remote.declaration.name === standIn.remote)?.declaration;
        const published = Object.values(standIn.channels).map(({ version }, index) => ({
          version,
          publishedAt: `2026-11-${String(index + 1).padStart(2, '0')}T00:00:00Z`,
          ...(declaration ? { declaration: { ...declaration, version } } : {}),
        }));
        const older =
          standIn.remote === STAND_IN_REMOTE ? [{ version: '0.9.0', publishedAt: '2026-10-01T00:00:00Z' }] : [];
        return [
          standIn.remote,
          {
            channels: Object.fromEntries(
              Object.entries(standIn.channels).map(([channel, { version }]) => [channel, version]),
            ),
            versions: [...older, ...published],
          },
        ];
      }),
    ),
  };
}
