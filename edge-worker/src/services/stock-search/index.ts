import type { StockSearchRpc } from '@forecourt/shared/search/rpc';
import { type RemoteWorkerBindings, remoteBinding } from '../../composition/remotes';

// The stock search the platform reads (the header's counts, a reservation's change of the car): mfe-search's
// typed Workers RPC on its stable Worker (shared `search/rpc.ts`), never an HTTP call through a Worker's
// middleware. mfe-search owns the engine, its index and the site's stock rule.

/** The stock search's RPC. Throws when the binding is missing (a deployment error). */
export function stockSearchOf(env: RemoteWorkerBindings): StockSearchRpc {
  const worker = remoteBinding(env, 'mfe_search', 'stable');
  if (worker === undefined) throw new Error('No MFE_SEARCH binding: the stock search is unreachable');
  return worker as unknown as StockSearchRpc;
}
