import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { apiError } from './api-error';
import type { KitBindings, KitVariables } from './env';
import { queryCount } from './query-count';
import type { SliceApiContext } from './slice-context';
import { createTenantStore, type TenantStore } from './tenants';

// A remote's JSON API as a vertical slice serves it: the gateway has already done the platform's part
// (site from the Host, origin check, rate limits, body limits, the session) and calls the remote's
// entrypoint with the request and its context (slice-context.ts). This app puts that context on every
// request — the site's configuration (read by slug, cached in the isolate), the shopper, the request id —
// counts the D1 queries (Server-Timing, as the gateway does), and answers errors in the one shape.

/**
 * The Hono environment of a remote's API routes.
 * @example export const offers = new Hono<SliceEnv<OffersBindings>>();
 */
export interface SliceEnv<TBindings extends KitBindings = KitBindings> {
  Bindings: TBindings;
  Variables: KitVariables;
}

/** The contexts of the requests the entrypoint is serving, by request: set by the RPC call, never by a header. */
const CONTEXTS = new WeakMap<Request, SliceApiContext>();

/**
 * The request, noted as carrying the gateway's context, for {@link sliceApi}'s app to read.
 * @example return api.fetch(withSliceContext(request, context), this.env, this.ctx);
 */
export function withSliceContext(request: Request, context: SliceApiContext): Request {
  CONTEXTS.set(request, context);
  return request;
}

/** Options of {@link sliceApi}. */
export interface SliceApiOptions {
  /** The remote's container name, on log lines. */
  remote: string;
  /** The tenant store (default: one per app, its cache shared by every request of the isolate). */
  tenants?: TenantStore;
}

/**
 * A remote's API app: mount its resources on it (`app.route('/api/offers', offers)`). A request the
 * gateway did not pass (no context) is a 404, as is one for a site that no longer exists; a thrown
 * `HTTPException` answers its status, anything else a logged 500, all in the one error shape.
 *
 * @example const api = sliceApi<OffersBindings>({ remote: 'mfe_offers' }); api.route('/api/offers', offers);
 */
export function sliceApi<TBindings extends KitBindings = KitBindings>(
  options: SliceApiOptions,
): Hono<SliceEnv<TBindings>> {
  const tenants = options.tenants ?? createTenantStore();
  const app = new Hono<SliceEnv<TBindings>>();
  app.use(async function sliceContext(c, next) {
    const context = CONTEXTS.get(c.req.raw);
    c.set('requestId', context?.requestId ?? crypto.randomUUID());
    c.header('X-Request-Id', c.get('requestId'));
    if (context === undefined) return apiError(c, 404, 'Not found: this API is reached through the site');
    const lookup = await tenants.bySlug(c.env.TENANTS, context.tenant, c.env.DB);
    if (lookup.kind !== 'found') {
      console.error(
        JSON.stringify({
          level: 'error',
          message: `${options.remote}: the gateway's site is ${lookup.kind} here`,
          requestId: context.requestId,
          tenant: context.tenant,
        }),
      );
      return lookup.kind === 'unknown'
        ? apiError(c, 404, 'Unknown site')
        : apiError(c, 503, 'This site is temporarily unavailable');
    }
    c.set('tenant', lookup.tenant);
    c.set('session', context.shopper);
    c.set('dealer', context.dealer === true);
    return next();
  });
  app.use(queryCount());
  app.notFound((c) => apiError(c, 404, `Not found: ${c.req.method} ${c.req.path}`));
  app.onError((error, c) => {
    if (error instanceof HTTPException) return apiError(c, error.status, error.message);
    console.error(
      JSON.stringify({
        level: 'error',
        message: `${options.remote}: API request failed`,
        requestId: c.get('requestId'),
        path: c.req.path,
        error: String(error instanceof Error ? (error.stack ?? error) : error),
      }),
    );
    return apiError(c, 500, 'Internal error');
  });
  return app;
}
