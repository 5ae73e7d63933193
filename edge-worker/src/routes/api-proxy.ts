import type { RouteClass } from '@forecourt/shared';
import { apiError } from '@forecourt/shared/server-kit/api-error';
import type { SliceApiContext } from '@forecourt/shared/server-kit/slice-context';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { remoteBinding } from '../composition/remotes';
import { tenantRoutes } from '../composition/tenant-routes';
import type { AppEnv } from '../env';
import { bodyLimit, hasDeclaredBodyLimit } from '../middleware/body-limit';
import { formRefusalPage } from '../middleware/form-refusal';
import { rateLimit } from '../middleware/rate-limit';
import type { ReleaseStore } from '../services/releases';

// The JSON API of the vertical slices: `/api/<prefix>/*` goes to the remote that declared the prefix
// (in the tenant's release of it: a dealer on a remote's canary gets the canary's API), after the
// platform's checks — the site, the origin check, the whole API's budget and the route's own (the
// budgets the remote declares), the body limits and the session all ran before this route. The remote
// gets the request and, as arguments of a Workers RPC call that no browser can set, the site, the
// verified shopper, whether the site's dealer is signed in, and the request id. Its answer comes back as it is, less any cookie: sessions are
// the platform's alone; a refusal of an HTML form posted without JavaScript becomes the site's refused-form
// page (the document is the platform's), as the gateway's own routes answer one.

/** Options of {@link apiProxy}. */
export interface ApiProxyOptions {
  /** The isolate's release registry cache (shared with the composed pages). */
  releases: ReleaseStore;
}

type ProxyContext = Context<AppEnv>;

function logProxyError(c: ProxyContext, message: string, fields: Record<string, unknown>): void {
  console.error(
    JSON.stringify({ level: 'error', message, requestId: c.get('requestId'), path: c.req.path, ...fields }),
  );
}

/** What the remote is told about the request: the gateway's resolution of it, nothing from the request itself. */
function sliceContextOf(c: ProxyContext): SliceApiContext {
  const session = c.get('session');
  return {
    tenant: c.get('tenant').slug,
    shopper: session ? { userId: session.userId, phone: session.phone } : null,
    ...(c.get('dealer') ? { dealer: true } : {}),
    requestId: c.get('requestId'),
  };
}

/**
 * The `/api` routes the remotes declare, mounted after the gateway's own API routes:
 * `app.route('/', apiProxy({ releases }))`. A path no release declares goes on to the 404; a remote
 * that cannot be reached is a 503 (no binding, or no readable registry) or a 502 (its Worker threw).
 *
 * @example POST /api/trade-in → mfe_finance's Worker, api(request, { tenant: 'harbourcity', shopper, requestId })
 */
export function apiProxy(options: ApiProxyOptions): Hono<AppEnv> {
  const limiters = new Map<RouteClass, MiddlewareHandler<AppEnv>>();
  const limiterFor = (routeClass: RouteClass) => {
    let limiter = limiters.get(routeClass);
    if (limiter === undefined) {
      limiter = rateLimit({ routeClass });
      limiters.set(routeClass, limiter);
    }
    return limiter;
  };

  const app = new Hono<AppEnv>();
  app.all('/api/*', async (c, next) => {
    const table = await tenantRoutes(c, options.releases);
    if (table === null) {
      c.header('Retry-After', '30');
      return apiError(c, 503, 'This service is temporarily unavailable');
    }
    const owner = table.matchApi(c.req.method, c.req.path);
    if (owner === null) return next();
    const { remote, channel } = owner.release;
    const worker = remoteBinding(c.env, remote, channel);
    if (worker === undefined) {
      logProxyError(c, 'no binding for the remote owning this API', { remote, channel });
      c.header('Retry-After', '30');
      return apiError(c, 503, 'This service is temporarily unavailable');
    }

    const forward = async () => {
      try {
        const answer = await worker.api(new Request(c.req.raw), sliceContextOf(c));
        const response = new Response(answer.body, answer);
        response.headers.delete('Set-Cookie');
        c.res = response;
      } catch (error) {
        logProxyError(c, "the remote's API failed", { remote, channel, error: String(error) });
        c.res = apiError(c, 502, 'This service failed to answer; please try again');
      }
    };
    const limited = async () => {
      if (owner.routeClass === null) return forward();
      const refused = await limiterFor(owner.routeClass)(c, forward);
      if (refused) c.res = refused;
    };
    // The body of a path some release declares a larger limit for was left to this route (index.ts): read it
    // within this tenant's release's limit, or the default one when its release declares none.
    const pass = async () => {
      if (!(await hasDeclaredBodyLimit(c, options.releases))) return limited();
      const { bodyLimit: declared } = owner;
      const reader = declared
        ? bodyLimit({ maxBytes: declared.bytes, timeoutMs: declared.seconds * 1000 })
        : bodyLimit();
      const refused = await reader(c, limited);
      if (refused) c.res = refused;
    };
    await formRefusalPage(c, pass);
    return c.res;
  });
  return app;
}
