import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  journeyBrowser,
  openHydrated,
  openPage,
  scrollToDeferredSection,
  siteUrl,
} from './support/browser.ts';
import { findCar, type ListedCar } from './support/stock.ts';

// Journey: a shopper opens a car. The page is composed at the edge from the mfe-vehicle fragment,
// complete without JavaScript, and hydrated in the browser with exactly the build the server used.

const TENANTS = ['harbourcity', 'sunvalley', 'redgum'];
const inStockWithThumbnails = (car: ListedCar) => car.status === 'in_stock' && car.photos_count > 3;

let browser: Browser;
beforeAll(async () => {
  browser = await journeyBrowser();
});
/** The mfe-vehicle version a page's fragment names in its island payload. */
async function islandVersion(page: Page): Promise<string> {
  const payload = await page.locator('script[data-fc-island-data]').first().textContent();
  return (JSON.parse(payload ?? '{}') as { remote: { version: string } }).remote.version;
}

describe('vehicle page with JavaScript off', () => {
  for (const tenant of TENANTS) {
    it(`${tenant}: shows the whole car from server HTML in the site's theme`, async () => {
      const car = await findCar(tenant, inStockWithThumbnails);
      const { page } = await openPage(browser, { javaScriptEnabled: false });
      const response = await page.goto(siteUrl(tenant, `/cars/${car.slug}`));
      expect(response?.status()).toBe(200);
      expect(await page.locator('h1').textContent()).toContain(car.name);
      const main = page.locator('main');
      expect(await main.textContent()).toMatch(/\$[\d,]+|Enquire/);
      expect(await main.locator('img').first().getAttribute('src')).toMatch(/^\/media\//);
      // Every photo is reachable: a link each, where the gallery's buttons would need JavaScript.
      const photoLinks = page.getByRole('list', { name: 'All photos' }).getByRole('link', { name: /^Photo \d+ of/ });
      expect(await photoLinks.count()).toBe(car.photos_count);
      expect(await photoLinks.last().isVisible()).toBe(true);
      const keyInformation = await page.locator('#key-information').textContent();
      expect(keyInformation).toContain(car.stocknum);
      expect(keyInformation).toContain(car.km.toLocaleString('en-AU'));
      const primary = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--fc-color-primary').trim(),
      );
      expect(primary).toMatch(/^#[0-9a-f]{6}$/i);
    });
  }

  it('answers an unknown car with a 404 page', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    const response = await page.goto(siteUrl('harbourcity', '/cars/no-such-car-99999999'));
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.locator('[data-fc-island]').count()).toBe(0);
  });
});

describe('vehicle page in the browser', () => {
  it('hydrates without errors, and the thumbnails work after hydration', async () => {
    const car = await findCar('harbourcity', inStockWithThumbnails);
    const { page, errors } = await openPage(browser);
    await openHydrated(page, siteUrl('harbourcity', `/cars/${car.slug}`));

    const thumbnails = page.getByRole('group', { name: /photos|thumbnails|images/i }).getByRole('button');
    expect(await thumbnails.count()).toBeGreaterThan(3);
    const mainImage = page.locator('main img').first();
    const before = await mainImage.getAttribute('src');
    await thumbnails.nth(2).click();
    await expect.poll(() => mainImage.getAttribute('src')).not.toBe(before);
    expect(await thumbnails.nth(2).getAttribute('aria-pressed')).toBe('true');

    await thumbnails.nth(1).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => thumbnails.nth(1).getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
  });

  it('loads the code of a section far down the page only as the visitor nears it', async () => {
    const car = await findCar('harbourcity', inStockWithThumbnails);
    const { page, errors } = await openPage(browser);
    const sectionChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/section-similar-cars\.[\w]+\.js$/.test(request.url())) sectionChunks.push(request.url());
    });
    await openHydrated(page, siteUrl('harbourcity', `/cars/${car.slug}`));
    await page.waitForLoadState('networkidle');

    // Server HTML in place (the cards show), its code not loaded yet.
    const similar = page.locator('[data-fc-deferred="similar-cars"]');
    expect(await similar.locator('a[href^="/cars/"]').count()).toBeGreaterThan(0);
    expect(await similar.getAttribute('data-fc-hydrated')).toBeNull();
    expect(sectionChunks).toEqual([]);

    await scrollToDeferredSection(page, 'similar-cars');
    expect(sectionChunks).toHaveLength(1);
    expect(await similar.locator('a[href^="/cars/"]').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  // The car page also composes mfe-finance's calculator (its own island, scripts and stylesheet), so the
  // checks look at mfe-vehicle's files: all of them from the build the page names, none from another.
  it('shows two tenants two versions of mfe-vehicle at once, each hydrating its own build', async () => {
    const pages = await Promise.all(
      ['harbourcity', 'sunvalley'].map(async (tenant) => {
        const car = await findCar(tenant, inStockWithThumbnails);
        const watched = await openPage(browser);
        const scripts: string[] = [];
        watched.page.on('request', (request) => {
          if (request.url().includes('/_mf/')) scripts.push(new URL(request.url()).pathname);
        });
        await openHydrated(watched.page, siteUrl(tenant, `/cars/${car.slug}`));
        return { tenant, ...watched, scripts, version: await islandVersion(watched.page) };
      }),
    );
    const [stable, canary] = pages as [(typeof pages)[0], (typeof pages)[0]];
    expect(stable.version).not.toBe(canary.version);
    expect(canary.version).toContain('canary');
    for (const { page, scripts, version, errors } of pages) {
      expect(await page.locator('main').textContent()).toContain(version);
      const vehicleScripts = scripts.filter((path) => path.startsWith('/_mf/mfe_vehicle/'));
      expect(vehicleScripts.length).toBeGreaterThan(0);
      expect(vehicleScripts.filter((path) => !path.startsWith(`/_mf/mfe_vehicle/${version}/`))).toEqual([]);
      // Its styles come with it: the build's own stylesheet, linked in <head> and applied.
      const sheets = await page.evaluate(() =>
        [...document.styleSheets].map((sheet) => ({
          href: sheet.href ? new URL(sheet.href).pathname : null,
          rules: sheet.cssRules.length,
        })),
      );
      const remoteSheets = sheets.filter((sheet) => sheet.href?.startsWith('/_mf/mfe_vehicle/'));
      expect(remoteSheets).toHaveLength(1);
      expect(remoteSheets[0]?.href).toMatch(new RegExp(`^/_mf/mfe_vehicle/${version}/styles\\.[0-9a-f]{8}\\.css$`));
      expect(remoteSheets[0]?.rules).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    }
  });

  it('has no WCAG A/AA violations', async () => {
    const car = await findCar('sunvalley', inStockWithThumbnails);
    const { page } = await openPage(browser);
    await openHydrated(page, siteUrl('sunvalley', `/cars/${car.slug}`));
    expect(await axeViolations(page)).toEqual([]);
  });
});
