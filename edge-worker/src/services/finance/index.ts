import type { FinanceRpc } from '@forecourt/shared/finance/rpc';
import { type RemoteWorkerBindings, remoteBinding } from '../../composition/remotes';

// The finance domain as the platform reads it (My Garage's reservations and trade-ins, the scheduled
// reservations' end):
// mfe-finance's typed Workers RPC on its stable Worker (shared `finance/rpc.ts`), never an HTTP call through
// a Worker's middleware. mfe-finance owns the quotes, the valuations and the reservations.

/** mfe-finance's RPC. Throws when the binding is missing (a deployment error). */
export function financeOf(env: RemoteWorkerBindings): FinanceRpc {
  const worker = remoteBinding(env, 'mfe_finance', 'stable');
  if (worker === undefined) throw new Error('No MFE_FINANCE binding: the finance slice is unreachable');
  return worker as unknown as FinanceRpc;
}
