import type { Channel } from '@forecourt/shared';
import { fragmentBindingName } from '@forecourt/shared/remotes/declaration';
import type { SliceApiContext } from '@forecourt/shared/server-kit/slice-context';

// How the gateway reaches a remote's Worker: by the binding name the platform's convention gives each
// remote and channel (`MFE_VEHICLE`, `MFE_VEHICLE_CANARY`), which `npm run remotes:sync` writes into the
// root wrangler.toml. No remote is compiled in: which remotes exist, and what they serve, is the release
// registry's (composition/route-table.ts).

/**
 * A remote's Worker as a service binding: its fragments and client files over `fetch`, and its JSON API
 * as the `api` method (Workers RPC), whose context only the gateway can pass.
 */
export interface RemoteWorker {
  fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
  api(request: Request, context: SliceApiContext): Promise<Response>;
}

/** The gateway's bindings to remote Workers, by their conventional names (a name not configured is undefined). */
export type RemoteWorkerBindings = { [binding: `MFE_${string}`]: Fetcher };

/**
 * The Worker serving a remote's channel, or undefined when no such binding is configured.
 *
 * @example const worker = remoteBinding(c.env, 'mfe_vehicle', 'canary');
 */
export function remoteBinding(env: RemoteWorkerBindings, remote: string, channel: Channel): RemoteWorker | undefined {
  if (!/^mfe_[a-z0-9_]+$/.test(remote)) return undefined;
  const binding: unknown = (env as Record<string, unknown>)[fragmentBindingName(remote, channel)];
  return typeof binding === 'object' && binding !== null && 'fetch' in binding ? (binding as RemoteWorker) : undefined;
}
