import { WorkerEntrypoint } from 'cloudflare:workers';
import { withSliceContext } from '../server-kit/slice-api';
import type { SliceApiContext } from '../server-kit/slice-context';

// A remote's Worker, as its wrangler config's `main` exports it: one entrypoint class, so the gateway's
// service binding reaches both halves of the vertical slice — its fragments and client files over
// `fetch`, and its JSON API through the `api` method (Workers RPC), whose context argument only the
// gateway can pass. The Worker has no public route (workers_dev = false).

/** An app a Worker serves (a Hono app is one). */
export interface WorkerApp<TEnv> {
  fetch(request: Request, env: TEnv, ctx: ExecutionContext): Response | Promise<Response>;
}

/** The two apps a remote's Worker serves. */
export interface SliceApps<TEnv> {
  /** Fragments (`POST /fragments/<name>`); the asset layer serves the client build before it. */
  fragments: WorkerApp<TEnv>;
  /** The JSON API under the remote's declared prefixes, or null for a remote that owns none. */
  api: WorkerApp<TEnv> | null;
}

/**
 * The entrypoint class of a remote's Worker. Export it as the default of the Worker's `main` module.
 *
 * @example export default sliceEntrypoint<OffersBindings>({ fragments: createApp(), api: createApi() });
 */
export function sliceEntrypoint<TEnv>(apps: SliceApps<TEnv>) {
  return class RemoteEntrypoint extends WorkerEntrypoint<TEnv> {
    override fetch(request: Request): Response | Promise<Response> {
      return apps.fragments.fetch(request, this.env, this.ctx);
    }

    /** An API request the gateway passes on, with the site, shopper and request id it resolved. */
    api(request: Request, context: SliceApiContext): Response | Promise<Response> {
      if (apps.api === null) return Response.json({ error: 'This remote owns no API' }, { status: 404 });
      return apps.api.fetch(withSliceContext(request, context), this.env, this.ctx);
    }
  };
}
