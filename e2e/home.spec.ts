import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, dismissPopup, journeyBrowser, openPage, siteUrl } from './support/browser.ts';
import { failingResources, serverPage } from './support/html.ts';

// Journey: a shopper lands on each dealer's home page, composed at the edge from the blocks the dealer
// configured (demo/seed/tenants.ts): complete server HTML without JavaScript (read over HTTP, as
// support/html.ts does), every island hydrated with it, in the dealer's order. (A remote's Worker down is covered by the Worker test of the home page,
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
  browser = await journeyBrowser();
});
for (const tenant of TENANTS) {
  describe(`${tenant.slug}: home page`, () => {
    it('is complete server HTML with JavaScript off: hero, latest cars and every block in order', async () => {
      const { status, document } = await serverPage(tenant.slug, '/');
      expect(status).toBe(200);
      expect(document.querySelectorAll('h1')).toHaveLength(1);
      expect(document.querySelectorAll('main a[href^="/cars/"]').length).toBeGreaterThan(0);
      const ids = [...document.querySelectorAll('main [id^="fc-"]')].map((element) => element.id);
      expect(ids.filter((id) => tenant.islands.includes(id))).toEqual(tenant.islands);
      // every block rendered (none fell back)
      expect(document.querySelectorAll('main [id$="-fallback-title"]')).toHaveLength(0);
      expect(await failingResources(tenant.slug, document)).toEqual([]);
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
