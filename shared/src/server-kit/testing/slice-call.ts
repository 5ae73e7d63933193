import type { Shopper } from '../env';
import { withSliceContext } from '../slice-api';

// A slice's API called in-process as the gateway's proxy calls it (the site's slug and the shopper as the
// RPC's context, after the platform's checks), for its Worker tests: the one place the tests build that
// request, so a change of the context changes every slice's tests at once.

/** What the call needs of a slice's API app (Hono's `fetch`). */
export interface SliceApiApp<TEnv> {
  fetch(request: Request, env: TEnv, ctx: ExecutionContext): Response | Promise<Response>;
}

/** Who the call is for: the site's slug, and the shopper the gateway verified (none by default). */
export interface SliceCallContext {
  tenant: string;
  shopper?: Shopper | null;
  /** The site's dealer is signed in at the gateway (the dealer's pages' forms). */
  dealer?: boolean;
  requestId?: string;
}

/**
 * `path` of the slice's API for the site, with what the work it leaves for after the answer
 * (`waitUntil`) finished before this returns.
 * @example const res = await callSliceApi(createApi(), env, '/api/offers?offset=21', { tenant: 'offerland' });
 */
export async function callSliceApi<TEnv>(
  api: SliceApiApp<TEnv>,
  env: TEnv,
  path: string,
  context: SliceCallContext,
  init: RequestInit = {},
): Promise<Response> {
  const request = withSliceContext(new Request(`https://${context.tenant}.localhost${path}`, init), {
    tenant: context.tenant,
    shopper: context.shopper ?? null,
    ...(context.dealer ? { dealer: true } : {}),
    requestId: context.requestId ?? 'test-request',
  });
  const pending: Promise<unknown>[] = [];
  const ctx = {
    waitUntil: (promise: Promise<unknown>) => void pending.push(promise),
    passThroughOnException: () => {},
    props: {},
  } as unknown as ExecutionContext;
  const response = await api.fetch(request, env, ctx);
  await Promise.allSettled(pending);
  return response;
}
