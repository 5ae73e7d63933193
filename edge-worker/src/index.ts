import { Hono } from 'hono';
import type { AppEnv } from './env';
import { bodyLimit } from './middleware/body-limit';
import { errorHandler, notFoundHandler } from './middleware/error-handler';
import { rateLimit } from './middleware/rate-limit';
import { requestId } from './middleware/request-id';
import { securityHeaders } from './middleware/security-headers';
import { tenant } from './middleware/tenant';
import { assets } from './routes/assets';
import { cars } from './routes/cars';
import { home } from './routes/home';
import { media } from './routes/media';
import { seo } from './routes/seo';

// The gateway: per-request context (id, CSP nonce, tenant), API guards, then one app per resource.
// Order matters: the request id and security headers wrap everything, including the unknown-site
// page and error pages; static assets skip the tenant lookup.

/**
 * Builds the gateway app. Each call makes fresh middleware state (tenant cache), so tests can build
 * their own; the Worker uses the default export.
 *
 * @example export default createApp();
 */
export function createApp(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use(requestId());
  app.use(securityHeaders());
  app.route('/assets', assets);
  app.use(tenant());
  app.use('/api/*', bodyLimit());
  app.use('/api/*', rateLimit({ routeClass: 'api' }));

  app.route('/api/cars', cars);
  app.route('/media', media);
  app.route('/', seo);
  app.route('/', home);

  app.onError(errorHandler());
  app.notFound(notFoundHandler());
  return app;
}

export default createApp();
