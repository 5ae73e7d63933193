import { readKvJson } from '@forecourt/shared/server-kit/kv-json';
import { type SitePages, SitePagesSchema } from '@forecourt/shared/site-pages/pages';

// A site's pages, from the TENANTS namespace under `pages:<tenant slug>` (demo/seed/site-pages.ts
// writes them). Missing: the site has written none, so every site page redirects home. Unreadable:
// logged, and treated the same, so a bad edit never takes the site's pages down with a 500.

/**
 * The site's pages by key; empty when it has none or they cannot be read (logged).
 * @example const pages = await siteContentPages(c.env.TENANTS, tenant.slug);
 */
export async function siteContentPages(kv: KVNamespace, tenantSlug: string): Promise<SitePages> {
  const read = await readKvJson(kv, `pages:${tenantSlug}`, SitePagesSchema);
  if (read.kind === 'found') return read.value;
  if (read.kind === 'invalid') {
    console.error(
      JSON.stringify({
        level: 'error',
        message: 'site pages unreadable',
        tenant: tenantSlug,
        issues: read.issues.length,
      }),
    );
  }
  return {};
}
