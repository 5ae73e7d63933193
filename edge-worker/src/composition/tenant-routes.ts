import { releasePinsFor } from '@forecourt/shared';
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { type ReleaseStore, releasesCacheMs } from '../services/releases';
import { type RouteTable, routeTableFor } from './route-table';

// The route table of the request's tenant: its releases of every remote and what they declare, from the
// release registry (KV, kept in the isolate by the release store): a remote's rollout (the dealers named, a sticky
// share of the others) puts the site on its canary unless the site's own config pins it.

/**
 * The tenant's route table, or null (logged) when the registry is missing or unreadable: composed pages
 * then use their fallbacks and remote APIs answer 503.
 *
 * @example const table = await tenantRoutes(c, releases);
 */
export async function tenantRoutes(c: Context<AppEnv>, releases: ReleaseStore): Promise<RouteTable | null> {
  const lookup = await releases.load(c.env.TENANTS, { ttlMs: releasesCacheMs(c.env) });
  if (lookup.kind !== 'found') {
    console.error(
      JSON.stringify({
        level: 'error',
        message: `release registry ${lookup.kind}; remote pages and APIs are unavailable`,
        requestId: c.get('requestId'),
        path: c.req.path,
        ...(lookup.kind === 'invalid' ? { issues: lookup.issues.slice(0, 5).map((issue) => issue.message) } : {}),
      }),
    );
    return null;
  }
  const tenant = c.get('tenant');
  // The registry's rollouts put some dealers on a canary; the dealer's own pins win over them.
  const table = routeTableFor(lookup.registry, releasePinsFor(lookup.registry, tenant.slug, tenant.releases));
  if (table.undeclared.length > 0) {
    console.warn(
      JSON.stringify({
        level: 'warn',
        message: 'release without a declaration: its pages and API are not routed',
        requestId: c.get('requestId'),
        remotes: table.undeclared,
      }),
    );
  }
  return table;
}
