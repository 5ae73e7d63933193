import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, dismissPopup, launchChromium, openPage, siteUrl } from './support/browser.ts';

// Journey: a shopper lands on each dealer's home page, composed at the edge from the blocks the dealer
// configured (demo/seed/tenants.ts): complete server HTML without JavaScript, every island hydrated with
// it, in the dealer's order. (A remote's Worker down is covered by the Worker test of the home page,
// edge-worker/test/home.worker.test.ts: the e2e platform's remotes run for the whole suite, so a per-test
// outage is a binding failing there.)

/** Each demo site's fragment islands, in its configured order. */
const TENANTS = [
  {
    slug: 'harbourcity',
    islands: ['fc-budget-finder', 'fc-offers-carousel', 'fc-locations-carousel', 'fc-reviews-summary'],
  },
  { slug: 'sunvalley', islands: ['fc-budget-finder', 'fc-locations-carousel', 'fc-reviews-summary'] },
  { slug: 'redgum', islands: ['fc-offers-carousel', 'fc-budget-finder', 'fc-locations-carousel'] },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

for (const tenant of TENANTS) {
  describe(`${tenant.slug}: home page`, () => {
    it('is complete server HTML with JavaScript off: hero, latest cars and every block in order', async () => {
      const { page, errors } = await openPage(browser, { javaScriptEnabled: false });
      const response = await page.goto(siteUrl(tenant.slug, '/'));
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1').count()).resolves.toBe(1);
      expect(await page.locator('main a[href^="/cars/"]').count()).toBeGreaterThan(0);
      const ids = await page
        .locator('main [id^="fc-"]')
        .evaluateAll((elements) => elements.map((element) => element.id));
      expect(ids.filter((id) => tenant.islands.includes(id))).toEqual(tenant.islands);
      // every block rendered (none fell back)
      expect(await page.locator('main [id$="-fallback-title"]').count()).toBe(0);
      expect(errors).toEqual([]);
    });

    it('hydrates every block (the ones below the fold as they come into view), without console errors, clean under axe', async () => {
      const { page, errors } = await openPage(browser);
      await page.goto(siteUrl(tenant.slug, '/'));
      await dismissPopup(page);
      for (const id of tenant.islands) {
        const island = page.locator(`#${id}[data-fc-island]`);
        if ((await island.count()) === 0) continue; // server HTML only (e.g. the reviews summary)
        await island.scrollIntoViewIfNeeded();
        await page.locator(`#${id}[data-fc-hydrated="true"]`).waitFor({ timeout: 15_000 });
      }
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}
