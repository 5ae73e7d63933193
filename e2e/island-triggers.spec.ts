import type { Browser, Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRESSABLE_STYLE_CSS, PRESSABLE_STYLE_ID } from '../shell/src/document/pressable-style.ts';
import { dismissPopup, journeyBrowser, openHydrated, openPage, siteUrl } from './support/browser.ts';
import { findCar, type ListedCar } from './support/stock.ts';

// Journey (issue 14 "hydration on a trigger"): each island hydrates when the trigger its remote declares
// fires (the car page on load, the search page once the page has loaded and the browser is idle, the car
// page's finance calculator as it nears the viewport), and
// a shopper who clicks an island before its code has arrived does not lose the click: it is held and
// replayed once the island has hydrated. The island's code is held back by intercepting its remoteEntry.

const TENANT = 'harbourcity';

let browser: Browser;
let car: ListedCar;
beforeAll(async () => {
  browser = await journeyBrowser();
  car = await findCar(TENANT, (listed) => listed.status === 'in_stock');
});
/** Holds back every request for a remote's remoteEntry.js until `release()`; `requested` resolves at the first. */
async function holdRemoteEntry(page: Page, remote: string) {
  const held: Route[] = [];
  let requested: () => void = () => {};
  const firstRequest = new Promise<void>((resolve, reject) => {
    requested = resolve;
    setTimeout(() => reject(new Error(`${remote}'s remoteEntry.js was not requested`)), 45_000);
  });
  let released = false;
  await page.route(`**/_mf/${remote}/*/remoteEntry.js`, async (route) => {
    if (released) return route.continue();
    held.push(route);
    requested();
  });
  return {
    firstRequest,
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

describe('islands hydrate on their trigger', () => {
  it("replays a click on the car page's island made before its code had loaded", async () => {
    const { page, errors } = await openPage(browser, { extraHTTPHeaders: { 'CF-Connecting-IP': '203.0.113.71' } });
    const entry = await holdRemoteEntry(page, 'mfe_vehicle');
    let reveals = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/reveal-phone')) reveals += 1;
    });
    await page.goto(siteUrl(TENANT, `/cars/${car.slug}`), { waitUntil: 'domcontentloaded' });
    // The car page hydrates on load: its code is asked for at once, and held here.
    await entry.firstRequest;
    await dismissPopup(page);
    const island = page.locator('[data-fc-island="mfe_vehicle/VehiclePage"]');
    expect(await island.getAttribute('data-fc-hydrate')).toBe('load');

    const reveal = page.getByRole('button', { name: 'Show number' }).first();
    expect(await reveal.textContent()).toMatch(/X/);
    await reveal.click();
    // Nothing could act on it yet: the island has no code.
    expect(await island.getAttribute('data-fc-hydrated')).toBeNull();
    expect(reveals).toBe(0);

    const recorded = page.waitForResponse((response) => response.url().endsWith('/api/reveal-phone'), {
      timeout: 15_000,
    });
    await entry.release();
    await island.and(page.locator('[data-fc-hydrated="true"]')).waitFor({ timeout: 15_000 });
    // The held click, replayed on the hydrated button: the reveal is recorded and the number shown.
    expect((await recorded).status()).toBe(200);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('href') ?? ''))
      .toMatch(/^tel:\+?\d+$/);
    expect(reveals).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("loads the search page's code only once the page has loaded (its island hydrates when idle)", async () => {
    const { page, errors } = await openPage(browser);
    await openHydrated(page, siteUrl(TENANT, '/search/used-cars'));
    const island = page.locator('[data-fc-island="mfe_search/SearchPage"]');
    expect(await island.getAttribute('data-fc-hydrate')).toBe('idle');
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const entry = performance
        .getEntriesByType('resource')
        .find((resource) => /\/_mf\/mfe_search\/[^/]+\/remoteEntry\.js$/.test(resource.name));
      return { loaded: navigation?.loadEventStart ?? Number.NaN, requested: entry?.startTime ?? Number.NaN };
    });
    expect(timing.requested).toBeGreaterThanOrEqual(timing.loaded);
    // Nothing preloads it either: the <head> names no manifest of an island on a later trigger.
    const head = await page.evaluate(() => document.head.innerHTML);
    expect(head).not.toContain('mf-manifest.json');
    // Hydration added no <style> of react-aria's own (a whole-page restyle): the document's press rule is
    // the only one there.
    const pressRules = await page.evaluate(
      (id) => [...document.querySelectorAll(`[id="${id}"]`)].map((element) => element.textContent),
      PRESSABLE_STYLE_ID,
    );
    expect(pressRules).toEqual([PRESSABLE_STYLE_CSS]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("loads the car page calculator's code only as the visitor nears it (its island hydrates when visible)", async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 412, height: 823 } });
    const financeEntries: string[] = [];
    page.on('request', (request) => {
      if (/\/_mf\/mfe_finance\/[^/]+\/remoteEntry\.js$/.test(request.url())) financeEntries.push(request.url());
    });
    await openHydrated(page, siteUrl(TENANT, `/cars/${car.slug}`));
    await page.waitForLoadState('load');
    const island = page.locator('[data-fc-island="mfe_finance/FinanceCalculator"]');
    expect(await island.getAttribute('data-fc-hydrate')).toBe('visible');
    // The car page's own island has hydrated and the page has loaded; the calculator, far below, has not
    // asked for a byte of mfe-finance.
    expect(await island.getAttribute('data-fc-hydrated')).toBeNull();
    expect(financeEntries).toEqual([]);
    await island.scrollIntoViewIfNeeded();
    await island.and(page.locator('[data-fc-hydrated="true"]')).waitFor({ timeout: 15_000 });
    expect(financeEntries.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('leaves a link on a search card to the server HTML before the island has hydrated', async () => {
    const { page } = await openPage(browser);
    const entry = await holdRemoteEntry(page, 'mfe_search');
    await page.goto(siteUrl(TENANT, '/search/used-cars'));
    await dismissPopup(page);
    await entry.firstRequest;
    const card = page.locator('[data-fc-island="mfe_search/SearchPage"] a[href^="/cars/"]').first();
    const href = await card.getAttribute('href');
    expect(await page.locator('[data-fc-island][data-fc-hydrated]').count()).toBe(0);
    await card.click();
    await page.waitForURL(`**${href}`);
    expect(new URL(page.url()).pathname).toBe(href);
    await entry.release();
    await page.context().close();
  });
});
