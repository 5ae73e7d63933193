import type { SavedSearchesRpc } from '@forecourt/shared/search/saved-searches-rpc';
import { type RemoteWorkerBindings, remoteBinding } from '../../composition/remotes';

// Saved searches as the platform reads them (My Garage's list, the Cron Trigger's alerts run): mfe-search's typed
// Workers RPC on its stable Worker (shared `search/saved-searches-rpc.ts`). mfe-search owns the searches, their
// alerts and the digests' outbox.

/** The saved searches' RPC. Throws when the binding is missing (a deployment error). */
export function savedSearchesOf(env: RemoteWorkerBindings): SavedSearchesRpc {
  const worker = remoteBinding(env, 'mfe_search', 'stable');
  if (worker === undefined) throw new Error('No MFE_SEARCH binding: saved searches are unreachable');
  return worker as unknown as SavedSearchesRpc;
}
