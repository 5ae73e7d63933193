import type { Channel } from '@forecourt/shared';
import type { Env } from '../env';

// The remotes the gateway composes pages from, and which service binding reaches each release
// channel's fragment Worker. Adding a remote: one entry here, and its two [[services]] in the root
// wrangler.toml (plus their types in env.ts).

/** Names of the gateway's bindings that are fragment Workers. */
export type FragmentBindingName = {
  [K in keyof Env]-?: NonNullable<Env[K]> extends Fetcher ? (K extends 'ASSETS' ? never : K) : never;
}[keyof Env];

/**
 * Remote (Module Federation container name) → release channel → binding name.
 *
 * @example REMOTES.mfe_vehicle.canary // → 'MFE_VEHICLE_CANARY'
 */
export const REMOTES = {
  mfe_vehicle: { stable: 'MFE_VEHICLE', canary: 'MFE_VEHICLE_CANARY' },
  mfe_search: { stable: 'MFE_SEARCH', canary: 'MFE_SEARCH_CANARY' },
} as const satisfies Record<string, Record<Channel, FragmentBindingName>>;

/** A remote the gateway knows how to reach. */
export type RemoteName = keyof typeof REMOTES;

/**
 * Whether a name is one of {@link REMOTES}.
 *
 * @example isRemoteName('mfe_vehicle') // → true
 * @example isRemoteName('toString') // → false
 */
export function isRemoteName(name: string): name is RemoteName {
  return Object.hasOwn(REMOTES, name);
}

/**
 * The fragment Worker serving a remote's channel, or undefined when the binding is not configured.
 *
 * @example const worker = remoteBinding(c.env, 'mfe_vehicle', 'canary');
 */
export function remoteBinding(env: Env, remote: RemoteName, channel: Channel): Fetcher | undefined {
  const name: FragmentBindingName = REMOTES[remote][channel];
  const binding: unknown = env[name];
  return typeof binding === 'object' && binding !== null && 'fetch' in binding ? (binding as Fetcher) : undefined;
}
