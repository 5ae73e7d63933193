import { parseHTML } from 'linkedom';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, journeyBrowser, openPage, siteUrl } from './support/browser.ts';
import { failedSubresources, serverPage } from './support/html.ts';
import { getAsSite, type PlainResponse } from './support/http.ts';
import { findCar } from './support/stock.ts';

// Journey: a shopper opens each dealer's site; each is its own brand, and works without JavaScript.
// What a visitor without JavaScript gets is server HTML, read over plain HTTP (support/html.ts); Chromium
// runs axe and watches the console with JavaScript on.

const TENANTS = [
  { slug: 'harbourcity', name: 'Harbour City Motor Group' },
  { slug: 'sunvalley', name: 'Sun Valley Motors' },
  { slug: 'redgum', name: 'Redgum Caravans & Bikes' },
];

let browser: Browser;

/**
 * The value the page's own styles give the theme's custom property `name` on the root (the tenant's theme
 * is a `:root{…}` rule in a <style> of the head; the last declaration wins, as in the cascade).
 */
function themeColour(document: Document, name: string): string {
  const declarations = [...document.querySelectorAll('style')].flatMap((style) => [
    ...String(style.textContent).matchAll(new RegExp(`:root\\s*\\{[^}]*?${name}\\s*:\\s*([^;}]+)`, 'g')),
  ]);
  return declarations.at(-1)?.[1]?.trim() ?? '';
}

beforeAll(async () => {
  browser = await journeyBrowser();
});
describe('each tenant site', () => {
  const primaryColours = new Map<string, string>();

  for (const tenant of TENANTS) {
    it(`${tenant.slug}: serves its own themed home page with JavaScript off`, async () => {
      const home = await serverPage(tenant.slug, '/');
      const { document } = home;
      expect(home.status).toBe(200);
      expect(document.querySelector('head > title')?.textContent).toContain(tenant.name);
      expect(document.querySelectorAll('h1').length).toBe(1);
      expect(document.querySelector('header img')?.getAttribute('alt')).toContain(tenant.name);
      expect(document.querySelectorAll('footer nav a').length).toBeGreaterThan(0);
      expect(document.querySelectorAll('main a[href^="/cars/"]').length).toBeGreaterThan(0);
      const primary = themeColour(document, '--fc-color-primary');
      expect(primary).toMatch(/^#[0-9a-f]{6}$/i);
      primaryColours.set(tenant.slug, primary.toLowerCase());
      // What Chromium would report as console errors with JavaScript off: a file the page loads that fails
      // (every image: lazy loading is off without scripting). Inline styles the CSP refuses: csp-markup.spec.ts.
      expect(await failedSubresources(tenant.slug, home)).toEqual([]);
    });

    it(`${tenant.slug}: has no WCAG A/AA violations and no console errors with JavaScript on`, async () => {
      const { page, errors } = await openPage(browser);
      await page.goto(siteUrl(tenant.slug, '/'));
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  it('gives every tenant its own theme', () => {
    expect(new Set(primaryColours.values()).size).toBe(TENANTS.length);
  });

  it('serves Harbour City on plain localhost', async () => {
    const { status, text } = await getAsSite('localhost', '/');
    expect(status).toBe(200);
    expect(parseHTML(text).document.querySelector('head > title')?.textContent).toContain('Harbour City Motor Group');
  });
});

describe('isolation and the edge API', () => {
  const get = (path: string, host: string) => getAsSite(host, path);

  it("lists only Sun Valley's used cars in its sitemap", async () => {
    const sitemap = (await get('/sitemap.xml', 'sunvalley.localhost')).text;
    const slugs = [...sitemap.matchAll(/\/cars\/([^<]+)<\/loc>/g)].map((match) => match[1] as string);
    expect(slugs.length).toBeGreaterThan(50);
    const sample = slugs.filter((_, index) => index % Math.ceil(slugs.length / 25) === 0);
    for (const slug of sample) {
      const car = (await get(`/api/cars/${slug}`, 'sunvalley.localhost')).json<{ car_type: string }>();
      expect(car.car_type).toBe('used');
    }
  });

  it("answers 404 for another tenant's car", async () => {
    const sitemap = (await get('/sitemap.xml', 'harbourcity.localhost')).text;
    const slug = /\/cars\/([^<]+)<\/loc>/.exec(sitemap)?.[1];
    expect(slug).toBeTruthy();
    expect((await get(`/api/cars/${slug}`, 'harbourcity.localhost')).status).toBe(200);
    const foreign = await get(`/api/cars/${slug}`, 'sunvalley.localhost');
    expect(foreign.status).toBe(404);
    expect(foreign.json<{ error: string }>().error).toBeTruthy();
  });

  it("writes absolute canonical and Open Graph URLs on the site's canonical origin", async () => {
    for (const [host, path] of [
      ['harbourcity.localhost', '/'],
      ['localhost', '/search/used-cars'],
      ['sunvalley.localhost', '/search/used-cars'],
    ] as const) {
      const html = (await get(path, host)).text;
      const site = host === 'localhost' ? 'harbourcity' : host.replace('.localhost', '');
      const expected = `http://${site}.localhost:8787${path}`;
      expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]).toBe(expected);
      expect(/<meta property="og:url" content="([^"]+)"/.exec(html)?.[1]).toBe(expected);
    }
  });

  it('shows a car under offer with the sold view, not a 404 (spec: 000 §4)', async () => {
    const underOffer = await findCar('harbourcity', (listed) => listed.status === 'under_offer');
    const response = await get(`/cars/${underOffer.slug}`, 'harbourcity.localhost');
    expect(response.status).toBe(200);
    expect(response.text).toContain('Like this and want something similar?');
  });

  it('answers an unknown host with a plain 404 page', async () => {
    const response = await get('/', 'nobody.example.com');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('rate limits a client hammering /api with 429 and Retry-After', async () => {
    let limited: PlainResponse | undefined;
    for (let attempt = 0; attempt < 1000 && !limited; attempt += 1) {
      // A client of its own (wrangler dev passes CF-Connecting-IP through; Cloudflare sets it in
      // production), so the other journeys' requests keep their budget whatever order files run in.
      const response = await getAsSite('redgum.localhost', '/api/cars/no-such-car', {
        'CF-Connecting-IP': '203.0.113.250',
      });
      if (response.status === 429) limited = response;
    }
    if (!limited) throw new Error('1000 requests in a row were never limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json<{ error: string }>().error).toBeTruthy();
  });
});
