import type { Channel } from '@forecourt/shared';
import { type FragmentBindingNameOf, fragmentBindingName } from '@forecourt/shared/remotes/declaration';
import { DECLARED_REMOTES } from './declared-remotes.generated';

// The remotes the gateway composes pages from, and which service binding reaches each release channel's
// fragment Worker: all of it derived from the remotes' declarations (mfe-<name>/remote.ts), as are the
// bindings in the root wrangler.toml (`npm run remotes:sync`). Adding a remote is adding its folder.

type DeclaredRemote = (typeof DECLARED_REMOTES)[number];

/** A remote the gateway knows how to reach (its Module Federation container name). */
export type RemoteName = DeclaredRemote['name'];

/** Names of the gateway's bindings that are fragment Workers: `MFE_VEHICLE`, `MFE_VEHICLE_CANARY`, … */
export type FragmentBindingName = {
  [R in DeclaredRemote as R['name']]: FragmentBindingNameOf<R['name'], R['channels'][number]>;
}[RemoteName];

/** The gateway's fragment Worker bindings, one per remote and channel (part of {@link Env}). */
export type FragmentWorkerBindings = Record<FragmentBindingName, Fetcher>;

/**
 * Remote (Module Federation container name) → release channel → binding name; a channel the remote is
 * not deployed on has none.
 *
 * @example REMOTES.mfe_vehicle.canary // → 'MFE_VEHICLE_CANARY'
 */
export const REMOTES = Object.fromEntries(
  DECLARED_REMOTES.map((remote) => [
    remote.name,
    Object.fromEntries(remote.channels.map((channel) => [channel, fragmentBindingName(remote.name, channel)])),
  ]),
) as Record<RemoteName, Partial<Record<Channel, FragmentBindingName>>>;

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
export function remoteBinding(env: FragmentWorkerBindings, remote: RemoteName, channel: Channel): Fetcher | undefined {
  const name = REMOTES[remote][channel];
  if (name === undefined) return undefined;
  const binding: unknown = env[name];
  return typeof binding === 'object' && binding !== null && 'fetch' in binding ? (binding as Fetcher) : undefined;
}
