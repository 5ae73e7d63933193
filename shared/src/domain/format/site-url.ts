import type { TenantConfig } from '../schemas/tenant';

// Canonical and Open Graph URLs must be absolute (search engines and link previews read them away
// from the page). Which origin: the site's own `canonicalOrigin` when its config names one (its real
// address, whatever host name the request came in on), else the request's.

/**
 * The origin a site's absolute URLs start with.
 *
 * @example siteOrigin({ canonicalOrigin: 'https://www.harbourcity.com.au' }, 'http://localhost:8787') // → 'https://www.harbourcity.com.au'
 * @example siteOrigin({ canonicalOrigin: null }, 'http://localhost:8787') // → 'http://localhost:8787'
 */
export function siteOrigin(tenant: Pick<TenantConfig, 'canonicalOrigin'>, requestOrigin: string): string {
  return tenant.canonicalOrigin ?? requestOrigin;
}

/**
 * A site path (or an already absolute URL, left as it is) as an absolute URL on `siteOrigin`.
 *
 * @example absoluteSiteUrl({ canonicalOrigin: null }, 'https://a.example', '/cars/x?y=1') // → 'https://a.example/cars/x?y=1'
 */
export function absoluteSiteUrl(
  tenant: Pick<TenantConfig, 'canonicalOrigin'>,
  requestOrigin: string,
  pathOrUrl: string,
): string {
  return new URL(pathOrUrl, siteOrigin(tenant, requestOrigin)).href;
}
