import { siteOrigin } from '@forecourt/shared';
import { type CarSitemapEntry, listVisibleCarSlugs } from '@forecourt/shared/server-kit/cars';
import { chromePagePaths } from '@forecourt/shared/site-pages/sitemap-pages';
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { escapeHtml } from '../render/plain';

/** A sitemap file holds at most 50,000 URLs (sitemaps.org). */
const SITEMAP_MAX_URLS = 50_000;

/**
 * The sitemap XML for a site: its home page, the pages its chrome links to (`pagePaths`), then every
 * car page it shows with `<lastmod>`.
 *
 * @example sitemapXml('https://harbourcity.com.au', ['/about-us'], [{ slug: 'x', updated_at: '2026-11-20T00:00:00Z' }])
 */
export function sitemapXml(origin: string, pagePaths: readonly string[], cars: CarSitemapEntry[]): string {
  const url = (path: string, lastmod?: string) =>
    `<url><loc>${escapeHtml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  const entries = ['/', ...pagePaths].slice(0, SITEMAP_MAX_URLS).map((path) => url(path));
  for (const car of cars.slice(0, SITEMAP_MAX_URLS - entries.length)) {
    const updated = Date.parse(car.updated_at);
    entries.push(
      url(`/cars/${encodeURIComponent(car.slug)}`, Number.isNaN(updated) ? undefined : new Date(updated).toISOString()),
    );
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

/**
 * `/sitemap.xml` and `/robots.txt` for the request's site, with absolute URLs on the site's origin
 * (its `canonicalOrigin`, else the request's: shared `siteOrigin`, as the pages' canonical links).
 *
 * @example app.route('/', seo);
 */
export const seo = new Hono<AppEnv>();

seo.get('/sitemap.xml', async (c) => {
  const tenant = c.get('tenant');
  const cars = await listVisibleCarSlugs(c.env.DB, tenant, new Date());
  const origin = siteOrigin(tenant, new URL(c.req.url).origin);
  return c.body(sitemapXml(origin, chromePagePaths(tenant), cars), 200, {
    'Content-Type': 'application/xml; charset=utf-8',
    'Cache-Control': 'public, max-age=300',
  });
});

seo.get('/robots.txt', (c) => {
  const origin = siteOrigin(c.get('tenant'), new URL(c.req.url).origin);
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    // The dealer's own area (/dealer and below), not the shoppers' pages that start alike (/dealer-locator,
    // /dealerships/…): robots.txt rules match by prefix, and `$` ends a rule at the path's end.
    'Disallow: /dealer$',
    'Disallow: /dealer/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return c.body(body, 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
});
