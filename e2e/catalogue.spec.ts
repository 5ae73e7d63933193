import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchChromium, openPage, siteUrl } from './support/browser.ts';

// Journey (issue 15): a shopper browses the model catalogue. /models is mfe-offers' page, complete from
// the server for every demo site with JavaScript off: body tiles filter by ?body=, pages are links, and
// a model tile lands on that model's stock in the site's search.

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
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the model catalogue with JavaScript off', () => {
  for (const tenant of TENANTS) {
    it(`${tenant}: shows model tiles, filters by body, lands on a model page and its stock`, {
      timeout: 120_000,
    }, async () => {
      const { page } = await openPage(browser, { javaScriptEnabled: false });
      const response = await page.goto(siteUrl(tenant, '/models'));
      expect(response?.status()).toBe(200);
      expect(await page.locator('h1').textContent()).toBe('Models');
      const tiles = page.getByRole('region', { name: 'Models' }).locator('li h2 a');
      expect(await tiles.count()).toBe(21);
      expect(await page.getByRole('navigation', { name: 'Pages' }).getByRole('link').count()).toBeGreaterThan(1);

      // Each control is a plain link: following its href is what a click does without JavaScript.
      const follow = async (href: string | null) => (await page.goto(siteUrl(tenant, String(href))))?.status();
      const body = page.getByRole('navigation', { name: 'Bodies' }).getByRole('link').nth(1);
      const [name, countText] = await body.locator('span').allTextContents();
      expect(await follow(await body.getAttribute('href'))).toBe(200);
      expect(page.url()).toContain('/models?body=');
      expect(await page.locator('h1').textContent()).toBe(`${name} models`);
      expect(await tiles.count()).toBe(Math.min(21, Number(countText)));
      expect(await axeViolationsAt(page.url())).toEqual([]);

      const model = tiles.first();
      const modelName = String(await model.textContent());
      const modelHref = await model.getAttribute('href');
      expect(modelHref).toMatch(/^\/models\/[a-z0-9-]+\?make=[a-z0-9-]+$/);
      expect(await follow(modelHref)).toBe(200);
      expect(await page.locator('h1').textContent()).toContain(modelName);
      const stock = await page.getByRole('link', { name: 'View stock' }).getAttribute('href');
      expect(stock).toMatch(/^\/search\?/);
      expect(await follow(stock)).toBe(200);
      await page.context().close();
    });
  }

  it('answers 404 for a model the catalogue does not have', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    expect((await page.goto(siteUrl('redgum', '/models/no-such-model')))?.status()).toBe(404);
    await page.context().close();
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
      const { page } = await openPage(browser, { javaScriptEnabled: false });
      for (const path of [`/brands/${brand}`, `/${brand}/overview`]) {
        expect((await page.goto(siteUrl(tenant, path)))?.status()).toBe(200);
        expect(await page.locator('h1').textContent()).toBe(title);
      }
      expect(await page.getByRole('img', { name: `${title} logo` }).count()).toBe(1);
      const models = page.getByRole('region', { name: `${title} models` }).locator('li h3 a');
      expect(await models.count()).toBeGreaterThan(0);
      const model = await models.first().getAttribute('href');
      expect((await page.goto(siteUrl(tenant, String(model))))?.status()).toBe(200);

      await page.goto(siteUrl(tenant, `/brands/${brand}`));
      const stock = await page.getByRole('link', { name: `View ${title} stock` }).getAttribute('href');
      expect(stock).toBe(`/search/${brand}`);
      expect((await page.goto(siteUrl(tenant, String(stock))))?.status()).toBe(200);
      expect(await axeViolationsAt(siteUrl(tenant, `/brands/${brand}`))).toEqual([]);

      if (skipsPage) {
        expect((await page.goto(siteUrl(tenant, `/brands/${skipsPage}`)))?.status()).toBe(200);
        expect(new URL(page.url()).pathname).toBe(`/search/${skipsPage}`);
      }
      // Another site's brand, and a slug that is no brand, are not this site's overview pages.
      const other = BRANDS.find((entry) => entry.tenant !== tenant)?.brand;
      expect((await page.goto(siteUrl(tenant, `/${other}/overview`)))?.status()).toBe(404);
      expect((await page.goto(siteUrl(tenant, '/no-such-brand/overview')))?.status()).toBe(404);
      await page.context().close();
    });
  }
});

// Journey (issue 15): the home page's brand and body pickers (the platform's default blocks, which
// Harbour City keeps): every tile is a link with its live stock count that lands on a working page.
describe('the pickers on the home page', () => {
  it('harbourcity: brand tiles lead to brand pages, body tiles (at most 4) to the stock search by body', {
    timeout: 120_000,
  }, async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    expect((await page.goto(siteUrl('harbourcity', '/')))?.status()).toBe(200);
    const brands = page.getByRole('region', { name: 'Browse by brand' }).getByRole('link');
    const bodies = page.getByRole('region', { name: 'Browse by body type' }).getByRole('link');
    expect(await brands.count()).toBeGreaterThan(1);
    expect(await bodies.count()).toBeGreaterThan(0);
    expect(await bodies.count()).toBeLessThanOrEqual(4);
    const counts = (await bodies.allTextContents()).map((text) => Number(/(\d+) in stock/.exec(text)?.[1]));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // Attributes one by one: a page evaluation never returns with JavaScript off.
    const hrefsOf = async (links: typeof brands) =>
      Promise.all(Array.from({ length: await links.count() }, (_, index) => links.nth(index).getAttribute('href')));
    const hrefs = [...(await hrefsOf(brands)), ...(await hrefsOf(bodies))];
    expect(hrefs.filter((href) => href?.startsWith('/brands/')).length).toBe(await brands.count());
    for (const href of hrefs) expect((await page.goto(siteUrl('harbourcity', String(href))))?.status()).toBe(200);
    await page.context().close();
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
      const { page } = await openPage(browser, { javaScriptEnabled: false });
      expect((await page.goto(siteUrl(tenant, '/')))?.status()).toBe(200);
      const hrefs: string[] = [];
      for (const name of pickers) {
        const links = page.getByRole('region', { name }).getByRole('link');
        expect(await links.count(), name).toBeGreaterThan(0);
        const first = await links.first().getAttribute('href');
        const last = await links.last().getAttribute('href');
        hrefs.push(String(first), String(last));
      }
      const models = page.getByRole('region', { name: 'Popular models' }).getByRole('link');
      expect(await models.first().getAttribute('href')).toMatch(/^\/models\/[a-z0-9-]+\?make=[a-z0-9-]+$/);
      expect(await page.getByRole('region', { name: 'Popular models' }).textContent()).toMatch(/\d+ in stock/);
      for (const href of hrefs) expect((await page.goto(siteUrl(tenant, href)))?.status(), href).toBe(200);
      await page.context().close();
    });
  }
});

// Journey (issue 15 "Make list of about 140 makes with logos (generated where none)"): /makes lists every
// make with its logo, or a monogram drawn from its name, on every site, a page at a time; a make leads to
// its brand page or its stock where the site has them. Without JavaScript the browser fetches every logo
// of a page (lazy loading is off without scripting), so a first visit fetches one page's logos, not all.
describe('the make list with JavaScript off', () => {
  for (const tenant of TENANTS) {
    it(`${tenant}: every make with a logo or a monogram over its pages, its links all working pages`, {
      timeout: 180_000,
    }, async () => {
      const { page } = await openPage(browser, { javaScriptEnabled: false });
      expect((await page.goto(siteUrl(tenant, '/models')))?.status()).toBe(200);
      expect(await page.getByRole('link', { name: 'Browse all makes' }).getAttribute('href')).toBe('/makes');
      const makeLogos = new Set<string>();
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/media/v1/logo/')) makeLogos.add(pathname);
      });
      expect((await page.goto(siteUrl(tenant, '/makes')))?.status()).toBe(200);
      expect(await page.locator('h1').textContent()).toBe('All Makes');
      const region = page.getByRole('region', { name: 'Makes' });
      const total = Number((await region.getByText(/^\d+ makes$/).textContent())?.split(' ')[0]);
      expect(total).toBeGreaterThanOrEqual(130);
      const firstPageTiles = await region.locator(':scope > ul > li img').count();
      // The first visit: this page's logos (and the header's own), far from every make's.
      expect(firstPageTiles).toBeLessThanOrEqual(60);
      expect(makeLogos.size).toBeLessThan(firstPageTiles + 15);

      const pageHrefs = await region
        .getByRole('navigation', { name: 'Pages' })
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(pageHrefs[0]).toBe('/makes');
      let tiles = 0;
      let monograms = 0;
      const hrefs: string[] = [];
      for (const pageHref of pageHrefs) {
        expect((await page.goto(siteUrl(tenant, pageHref), { waitUntil: 'domcontentloaded' }))?.status()).toBe(200);
        const items = region.locator(':scope > ul > li');
        const count = await items.count();
        // Each tile has one logo: its own picture or a generated monogram.
        const pageMonograms = await items.locator('svg').count();
        expect((await items.locator('img').count()) + pageMonograms).toBe(count);
        tiles += count;
        monograms += pageMonograms;
        hrefs.push(
          ...(await region
            .locator(':scope > ul > li a')
            .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))),
        );
      }
      expect(tiles).toBe(total);
      expect(monograms).toBeGreaterThan(0);
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) expect(href).toMatch(/^\/(brands|search)\/[a-z0-9-]+$/);
      // The site's brands have their pages here (those that have one); a brand page and a stock search
      // each answer (every make's link is one of the two kinds, checked above).
      const brandPage = hrefs.find((href) => href.startsWith('/brands/'));
      const stockSearch = hrefs.find((href) => href.startsWith('/search/'));
      expect(brandPage).toBeDefined();
      for (const href of [brandPage, stockSearch].filter(Boolean)) {
        const answer = await page.goto(siteUrl(tenant, String(href)), { waitUntil: 'domcontentloaded' });
        expect(answer?.status(), String(href)).toBe(200);
      }
      expect(await axeViolationsAt(siteUrl(tenant, '/makes'))).toEqual([]);
      await page.context().close();
    });
  }
});
