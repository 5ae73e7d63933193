import { env } from 'cloudflare:workers';
import { fixtureCars, seedFixtures, VISIBLE } from '@forecourt/shared/server-kit/testing/fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { gateway } from './http';

// The sitemap lists a site's home page, the pages its chrome links to and exactly the car pages it shows,
// with absolute URLs.

beforeAll(() => seedFixtures(env));

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string);
}

describe('GET /sitemap.xml', () => {
  it("lists the home page, its header's pages and every visible car of the site, and nothing of other sites'", async () => {
    const res = await gateway('/sitemap.xml', { host: 'alpha.example.com', scheme: 'https' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const expected = [
      'https://alpha.example.com/',
      'https://alpha.example.com/cars', // the fixture sites' one header entry
      ...VISIBLE.alpha.map((slug) => `https://alpha.example.com/cars/${slug}`),
    ];
    expect(locs(xml).sort()).toEqual(expected.sort());
  });

  it('gives each car page its lastmod', async () => {
    const xml = await (await gateway('/sitemap.xml', { host: 'alpha.localhost:8787' })).text();
    expect(xml).toContain(
      '<url><loc>http://alpha.localhost:8787/cars/alpha-view-counter</loc><lastmod>2026-11-15T09:30:00.000Z</lastmod></url>',
    );
  });

  it('drops new and demo cars on a used-only site', async () => {
    const xml = await (await gateway('/sitemap.xml', { host: 'bravo.localhost' })).text();
    // Bravo names its canonical origin: the sitemap uses it, whatever host the request came in on.
    const slugs = locs(xml).map((loc) => loc.replace('https://www.bravo-used.example', ''));
    expect(slugs.sort()).toEqual(['/', '/cars', ...VISIBLE.bravo.map((slug) => `/cars/${slug}`)].sort());
    const newOrDemo = fixtureCars(Date.now()).filter((car) => car.slug.startsWith('bravo-') && car.car_type !== 'used');
    expect(newOrDemo.length).toBeGreaterThan(0);
    for (const car of newOrDemo) expect(xml).not.toContain(car.slug);
  });
});

describe('canonical and Open Graph URLs', () => {
  const linkOf = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

  it("are absolute on the request's origin for a site without a canonical origin", async () => {
    const html = await (await gateway('/', { host: 'alpha.example.com', scheme: 'https' })).text();
    expect(linkOf(html, /<link rel="canonical" href="([^"]+)"/)).toBe('https://alpha.example.com/');
    expect(linkOf(html, /<meta property="og:url" content="([^"]+)"/)).toBe('https://alpha.example.com/');
  });

  it("are absolute on the site's canonical origin when it names one", async () => {
    const html = await (await gateway('/success', { host: 'bravo.localhost' })).text();
    expect(linkOf(html, /<link rel="canonical" href="([^"]+)"/)).toBe('https://www.bravo-used.example/success');
    expect(linkOf(html, /<meta property="og:url" content="([^"]+)"/)).toBe('https://www.bravo-used.example/success');
  });
});

describe('GET /robots.txt', () => {
  it('points at the sitemap of the same origin', async () => {
    const res = await gateway('/robots.txt', { host: 'www.alpha.example.com', scheme: 'https' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toContain('Sitemap: https://www.alpha.example.com/sitemap.xml');
    expect(text).toContain('User-agent: *');
  });

  it("keeps crawlers out of the API and the dealer's area, not out of the shoppers' pages that start alike", async () => {
    const text = await (await gateway('/robots.txt')).text();
    const rules = [...text.matchAll(/^Disallow: (.+)$/gm)].map(([, rule = '']) => rule);
    // A rule matches a path by prefix; a rule ending in `$` matches the whole path (RFC 9309 as crawlers read it).
    const disallowed = (path: string) =>
      rules.some((rule) => (rule.endsWith('$') ? path === rule.slice(0, -1) : path.startsWith(rule)));
    for (const path of ['/api/leads', '/dealer', '/dealer/releases', '/dealer/sign-in']) {
      expect(disallowed(path), path).toBe(true);
    }
    for (const path of ['/', '/dealer-locator', '/dealerships/toyota', '/search/used-cars', '/contact-us']) {
      expect(disallowed(path), path).toBe(false);
    }
  });
});
