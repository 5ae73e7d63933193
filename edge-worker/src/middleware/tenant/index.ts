import { apiError, isApiPath, summariseIssues } from '@forecourt/shared/server-kit/api-error';
import { createTenantStore, type TenantStore, type TenantStoreOptions } from '@forecourt/shared/server-kit/tenants';
import { renderUnknownSitePage } from '@forecourt/shell';
import type { MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../../env';

/** Options of {@link tenant}. */
export interface TenantOptions extends TenantStoreOptions {
  /** The store to resolve with (default: a new one, cached for the life of the isolate). */
  store?: TenantStore;
}

/**
 * Resolves the site from the Host header and puts its validated config on the context as `tenant`.
 * `<slug>.localhost` names a tenant directly (outside production); any other hostname goes through
 * KV `host:<hostname>`. An unknown host gets a plain 404 page (JSON under `/api`); a tenant whose
 * config fails validation is a logged 500 for that host only.
 *
 * @example app.use(tenant({ ttlMs: 60_000 }));
 */
export function tenant(options: TenantOptions = {}): MiddlewareHandler<AppEnv> {
  const store = options.store ?? createTenantStore(options);
  return async function tenantMiddleware(c, next) {
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    const lookup = await store.resolve(c.env.TENANTS, host, {
      localhostSubdomains: c.env.ENVIRONMENT !== 'production',
    });
    switch (lookup.kind) {
      case 'found':
        c.set('tenant', lookup.tenant);
        return next();
      case 'unknown':
        if (isApiPath(c.req.path)) return apiError(c, 404, 'Unknown site', { host: lookup.hostname });
        return c.html(renderUnknownSitePage(lookup.hostname), 404);
      case 'invalid':
        console.error(
          JSON.stringify({
            level: 'error',
            message: 'invalid tenant config',
            requestId: c.get('requestId'),
            tenant: lookup.slug,
            issues: summariseIssues(lookup.issues),
          }),
        );
        throw new HTTPException(500, { message: 'This site is temporarily unavailable' });
    }
  };
}
