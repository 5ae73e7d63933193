import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, journeyBrowser, openPage, siteUrl } from './support/browser.ts';
import { hrefs, landmark, linkNamed, links, serverPage } from './support/html.ts';

// Journey (issue 15): a shopper browses the model catalogue. /models is mfe-offers' page, complete from
// the server for every demo site with JavaScript off: body tiles filter by ?body=, pages are links, and
// a model tile lands on that model's stock in the site's search.
// What a visitor without JavaScript gets is server HTML, so those journeys read it over HTTP
// (support/html.ts) and follow its links; Chromium only runs axe, which needs the rendered page.

const TENANTS = ['harbourcity', 'sunvalley', 'redgum'] as const;

let browser: Browser;

/**
 * axe's findings on a page, read with JavaScript on: axe runs as a script in the page, and in a context
 * with JavaScript off its evaluation never returns (that hung these journeys until their timeout). The
 * catalogue pages are server HTML only, so the document axe reads is the one the JS-off visitor gets.
 */
async function axeViolationsAt(url: string): Promise<string[]> {
  const { page } = await openPage(browser);
  await page.goto(url);
  const violations = await axeViolations(page);
  await page.context().close();
  return violations;
}

beforeAll(async () => {
  browser = await journeyBrowser();
});
describe('the model catalogue with JavaScript off', () => {
  for (const tenant of TENANTS) {
    it(`${tenant}: shows model tiles, filters by body, lands on a model page and its stock`, {
      timeout: 120_000,
    }, async () => {
      const models = await serverPage(tenant, '/models');
      expect(models.status).toBe(200);
      expect(models.document.querySelector('h1')?.textContent).toBe('Models');
      const tilesOf = (document: Document) => landmark(document, 'region', 'Models').querySelectorAll('li h2 a');
      expect(tilesOf(models.document).length).toBe(21);
      expect(links(landmark(models.document, 'navigation', 'Pages')).length).toBeGreaterThan(1);

      // Each control is a plain link: following its href is what a click does without JavaScript.
      const body = links(landmark(models.document, 'navigation', 'Bodies'))[1];
      const [name, countText] = [...(body?.querySelectorAll('span') ?? [])].map((span) => span.textContent);
      const filtered = await serverPage(tenant, String(body?.getAttribute('href')));
      expect(filtered.status).toBe(200);
      expect(filtered.path).toContain('/models?body=');
      expect(filtered.document.querySelector('h1')?.textContent).toBe(`${name} models`);
      expect(tilesOf(filtered.document).length).toBe(Math.min(21, Number(countText)));
      expect(await axeViolationsAt(siteUrl(tenant, filtered.path))).toEqual([]);

      const model = tilesOf(filtered.document)[0];
      const modelName = String(model?.textContent);
      const modelHref = model?.getAttribute('href');
      expect(modelHref).toMatch(/^\/models\/[a-z0-9-]+\?make=[a-z0-9-]+$/);
      const modelPage = await serverPage(tenant, String(modelHref));
      expect(modelPage.status).toBe(200);
      expect(modelPage.document.querySelector('h1')?.textContent).toContain(modelName);
      const stock = linkNamed(modelPage.document, 'View stock').getAttribute('href');
      expect(stock).toMatch(/^\/search\?/);
      expect((await serverPage(tenant, String(stock))).status).toBe(200);
    });
  }

  it('answers 404 for a model the catalogue does not have', async () => {
    expect((await serverPage('redgum', '/models/no-such-model')).status).toBe(404);
  });
});

// Journey (issue 15): a shopper picks a brand. Each site's brand pages are mfe-offers' server HTML: the
// brand, its models with their stock and the link into its stock; a brand that skips its page lands on
// its stock search, and /{brand}/overview answers for the site's brands only.
const BRANDS = [
  { tenant: 'harbourcity', brand: 'toyota', title: 'Toyota', skipsPage: null },
  { tenant: 'sunvalley', brand: 'mg', title: 'MG', skipsPage: 'gwm' },
  { tenant: 'redgum', brand: 'jayco', title: 'Jayco', skipsPage: 'lotus-caravans' },
] as const;

describe('the brand pages with JavaScript off', () => {
  for (const { tenant, brand, title, skipsPage } of BRANDS) {
    it(`${tenant}: a brand page shows its models and leads into its stock; other slugs are 404`, {
      timeout: 120_000,
    }, async () => {
      for (const path of [`/brands/${brand}`, `/${brand}/overview`]) {
        const page = await serverPage(tenant, path);
        expect(page.status).toBe(200);
        expect(page.document.querySelector('h1')?.textContent).toBe(title);
      }
      const { document } = await serverPage(tenant, `/brands/${brand}`);
      expect(document.querySelectorAll(`img[alt="${title} logo"]`).length).toBe(1);
      const models = landmark(document, 'region', `${title} models`).querySelectorAll('li h3 a');
      expect(models.length).toBeGreaterThan(0);
      expect((await serverPage(tenant, String(models[0]?.getAttribute('href')))).status).toBe(200);

      const stock = linkNamed(document, `View ${title} stock`).getAttribute('href');
      expect(stock).toBe(`/search/${brand}`);
      expect((await serverPage(tenant, String(stock))).status).toBe(200);
      expect(await axeViolationsAt(siteUrl(tenant, `/brands/${brand}`))).toEqual([]);

      if (skipsPage) {
        const skipped = await serverPage(tenant, `/brands/${skipsPage}`);
        expect(skipped.status).toBe(200);
        expect(new URL(skipped.path, 'http://site.invalid').pathname).toBe(`/search/${skipsPage}`);
      }
      // Another site's brand, and a slug that is no brand, are not this site's overview pages.
      const other = BRANDS.find((entry) => entry.tenant !== tenant)?.brand;
      expect((await serverPage(tenant, `/${other}/overview`)).status).toBe(404);
      expect((await serverPage(tenant, '/no-such-brand/overview')).status).toBe(404);
    });
  }
});

// Journey (issue 15): the home page's brand and body pickers (the platform's default blocks, which
// Harbour City keeps): every tile is a link with its live stock count that lands on a working page.
describe('the pickers on the home page', () => {
  it('harbourcity: brand tiles lead to brand pages, body tiles (at most 4) to the stock search by body', {
    timeout: 120_000,
  }, async () => {
    const home = await serverPage('harbourcity', '/');
    expect(home.status).toBe(200);
    const brands = links(landmark(home.document, 'region', 'Browse by brand'));
    const bodies = links(landmark(home.document, 'region', 'Browse by body type'));
    expect(brands.length).toBeGreaterThan(1);
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.length).toBeLessThanOrEqual(4);
    const counts = bodies.map((link) => Number(/(\d+) in stock/.exec(String(link.textContent))?.[1]));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const tiles = [...hrefs(brands), ...hrefs(bodies)];
    expect(tiles.filter((href) => href.startsWith('/brands/')).length).toBe(brands.length);
    for (const href of tiles) expect((await serverPage('harbourcity', href)).status, href).toBe(200);
  });
});

// Journey (issue 15): each demo home shows the pickers that fit its stock: Harbour City the platform's
// brand and body pickers and the model picker, Sun Valley (used cars only) its bodies and models, Redgum
// its bodies (caravans, motorcycles, trucks), brands and models. Every tile lands on a working page.
const HOME_PICKERS = [
  { tenant: 'harbourcity', pickers: ['Browse by brand', 'Browse by body type', 'Popular models'] },
  { tenant: 'sunvalley', pickers: ['Browse by body type', 'Popular models'] },
  { tenant: 'redgum', pickers: ['Browse by body type', 'Browse by brand', 'Popular models'] },
] as const;

describe('the model picker and the other pickers on every home', () => {
  for (const { tenant, pickers } of HOME_PICKERS) {
    it(`${tenant}: ${pickers.join(', ')}, each tile a working page`, { timeout: 180_000 }, async () => {
      const home = await serverPage(tenant, '/');
      expect(home.status).toBe(200);
      const tiles: string[] = [];
      for (const name of pickers) {
        const pickerLinks = hrefs(links(landmark(home.document, 'region', name)));
        expect(pickerLinks.length, name).toBeGreaterThan(0);
        tiles.push(String(pickerLinks[0]), String(pickerLinks.at(-1)));
      }
      const popular = landmark(home.document, 'region', 'Popular models');
      expect(links(popular)[0]?.getAttribute('href')).toMatch(/^\/models\/[a-z0-9-]+\?make=[a-z0-9-]+$/);
      expect(popular.textContent).toMatch(/\d+ in stock/);
      for (const href of tiles) expect((await serverPage(tenant, href)).status, href).toBe(200);
    });
  }
});

// Journey (issue 15 "Make list of about 140 makes with logos (generated where none)"): /makes lists every
// make with its logo, or a monogram drawn from its name, on every site, a page at a time; a make leads to
// its brand page or its stock where the site has them. Without JavaScript the browser fetches every logo
// of a page (lazy loading is off without scripting), so a first visit fetches one page's logos, not all:
// the logos its HTML names.
describe('the make list with JavaScript off', () => {
  for (const tenant of TENANTS) {
    it(`${tenant}: every make with a logo or a monogram over its pages, its links all working pages`, {
      timeout: 180_000,
    }, async () => {
      const models = await serverPage(tenant, '/models');
      expect(models.status).toBe(200);
      expect(linkNamed(models.document, 'Browse all makes').getAttribute('href')).toBe('/makes');
      const makes = await serverPage(tenant, '/makes');
      expect(makes.status).toBe(200);
      expect(makes.document.querySelector('h1')?.textContent).toBe('All Makes');
      const makesOf = (document: Document) => landmark(document, 'region', 'Makes');
      const region = makesOf(makes.document);
      const total = Number(
        [...region.querySelectorAll('*')]
          .map((element) => element.textContent?.trim() ?? '')
          .find((text) => /^\d+ makes$/.test(text))
          ?.split(' ')[0],
      );
      expect(total).toBeGreaterThanOrEqual(130);
      const firstPageTiles = region.querySelectorAll(':scope > ul > li img').length;
      // The first visit: this page's logos (and the header's own), far from every make's.
      const makeLogos = new Set(
        [...makes.document.querySelectorAll('img[src^="/media/v1/logo/"]')].map(
          (img) => new URL(String(img.getAttribute('src')), 'http://site.invalid').pathname,
        ),
      );
      expect(firstPageTiles).toBeLessThanOrEqual(60);
      expect(makeLogos.size).toBeLessThan(firstPageTiles + 15);

      const pageHrefs = hrefs(links(landmark(region, 'navigation', 'Pages')));
      expect(pageHrefs[0]).toBe('/makes');
      let tiles = 0;
      let monograms = 0;
      const makeHrefs: string[] = [];
      for (const pageHref of pageHrefs) {
        const page = await serverPage(tenant, pageHref);
        expect(page.status).toBe(200);
        const items = [...makesOf(page.document).querySelectorAll(':scope > ul > li')];
        // Each tile has one logo: its own picture or a generated monogram.
        const pageMonograms = items.flatMap((item) => [...item.querySelectorAll('svg')]).length;
        const pictures = items.flatMap((item) => [...item.querySelectorAll('img')]).length;
        expect(pictures + pageMonograms).toBe(items.length);
        tiles += items.length;
        monograms += pageMonograms;
        makeHrefs.push(...hrefs([...makesOf(page.document).querySelectorAll(':scope > ul > li a')]));
      }
      expect(tiles).toBe(total);
      expect(monograms).toBeGreaterThan(0);
      expect(makeHrefs.length).toBeGreaterThan(0);
      for (const href of makeHrefs) expect(href).toMatch(/^\/(brands|search)\/[a-z0-9-]+$/);
      // The site's brands have their pages here (those that have one); a brand page and a stock search
      // each answer (every make's link is one of the two kinds, checked above).
      const brandPage = makeHrefs.find((href) => href.startsWith('/brands/'));
      const stockSearch = makeHrefs.find((href) => href.startsWith('/search/'));
      expect(brandPage).toBeDefined();
      for (const href of [brandPage, stockSearch].filter(Boolean)) {
        expect((await serverPage(tenant, String(href))).status, String(href)).toBe(200);
      }
      expect(await axeViolationsAt(siteUrl(tenant, '/makes'))).toEqual([]);
    });
  }
});
