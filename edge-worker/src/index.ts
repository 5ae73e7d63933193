import { WorkerEntrypoint } from 'cloudflare:workers';
import { Hono } from 'hono';
import type { AppEnv, Env } from './env';
import { bodyLimit } from './middleware/body-limit';
import { errorHandler, notFoundHandler } from './middleware/error-handler';
import { internalCaller, markInternal } from './middleware/internal-caller';
import { rateLimit } from './middleware/rate-limit';
import { requestId } from './middleware/request-id';
import { securityHeaders } from './middleware/security-headers';
import { tenant } from './middleware/tenant';
import { isApiPath } from './render/api';
import { assets } from './routes/assets';
import { cars } from './routes/cars';
import { home } from './routes/home';
import { media } from './routes/media';
import { mfAssets } from './routes/mf-assets';
import { pages } from './routes/pages';
import { seo } from './routes/seo';
import { createReleaseStore } from './services/releases';

// The gateway: per-request context (id, CSP nonce, internal caller, tenant), API guards, then one app
// per resource. Order matters: the request id and security headers wrap everything, including the
// unknown-site page and error pages; static assets and remote builds skip the tenant lookup.

/**
 * Builds the gateway app. Each call makes fresh middleware state (tenant and release caches), so
 * tests can build their own; the Worker uses the default export.
 *
 * @example export default createApp();
 */
export function createApp(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const releases = createReleaseStore();

  app.use(requestId());
  app.use(securityHeaders());
  app.use(internalCaller());
  app.route('/assets', assets);
  app.route('/_mf', mfAssets({ releases }));
  app.use(tenant());
  app.use('/api/*', bodyLimit());
  // Server-side rendering calls arrive through InternalApi from one Worker, not from visitors.
  app.use('/api/*', rateLimit({ routeClass: 'api', skip: (c) => c.get('internal') }));

  app.route('/api/cars', cars);
  app.route('/media', media);
  app.route('/', seo);
  app.route('/', home);
  app.route('/', pages({ releases }));

  app.onError(errorHandler());
  app.notFound(notFoundHandler());
  return app;
}

const gateway = createApp();

/**
 * The gateway's API for the remotes' fragment Workers: their `API` service binding targets this
 * entrypoint (`entrypoint = "InternalApi"`), and they call `https://<site host>/api/…` while they
 * server-render. Same app, same tenant rules and caches as the public handler; the requests are marked
 * internal by this class (never by anything in the request), so browser-only guards such as the `/api`
 * rate limit leave them alone. Serves `/api/*` only.
 *
 * @example const res = await env.API.fetch(`https://${tenant.host}/api/cars/${slug}`); // in a remote's Worker
 */
export class InternalApi extends WorkerEntrypoint<Env> {
  override async fetch(request: Request): Promise<Response> {
    if (!isApiPath(new URL(request.url).pathname)) {
      return Response.json({ error: 'InternalApi serves /api/* only' }, { status: 404 });
    }
    return gateway.fetch(markInternal(request), this.env, this.ctx);
  }
}

/** The public fetch handler: every browser request. */
export default gateway;
