import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchChromium, openHydrated, openPage, siteUrl } from './support/browser.ts';
import { crmLeadsWith } from './support/crm.ts';

// Journey (issue 15 "Parts"): a shopper browses the dealer's parts and accessories. The landing page
// (/vehicle-parts-and-accessories, the header menu's link) and /parts/search are mfe-offers' server
// HTML for every demo site, complete with JavaScript off: a category filters, pages are links, and a
// part's Enquire link opens a plain enquiry form whose lead reaches the CRM. With JavaScript on, the
// search's form, categories and pages change the results and the URL in place, by keyboard too, and back
// and forward follow. axe runs with JavaScript on (it cannot run in a page without it); the pages
// hydrate without console errors.

const TENANTS = ['harbourcity', 'sunvalley', 'redgum'] as const;
const RUN = String(Date.now()).slice(-6);

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A change in place waits for a lazy chunk and an API call: on a loaded machine that is seconds. */
const SLOW = { timeout: 15_000, interval: 250 };

const partsOf = (page: Page) => page.getByRole('region', { name: 'Parts' }).locator('li h2');

/** Whether the CRM has the site's enquiry lead with this email (JSON, or ADF for a dealership whose CRM takes it). */
async function crmHasLead(tenant: string, email: string): Promise<boolean> {
  return (await crmLeadsWith(tenant, email)).some((lead) => lead.form === 'enquiry');
}

describe('parts and accessories with JavaScript off', () => {
  for (const tenant of TENANTS) {
    it(`${tenant}: the landing page leads into a category, pages, and an enquiry stores a lead`, {
      timeout: 120_000,
    }, async () => {
      const { page } = await openPage(browser, { javaScriptEnabled: false });
      const follow = async (href: string | null) => (await page.goto(siteUrl(tenant, String(href))))?.status();

      expect((await page.goto(siteUrl(tenant, '/vehicle-parts-and-accessories')))?.status()).toBe(200);
      expect(await page.locator('h1').textContent()).toBe('Vehicle Parts and Accessories');
      const categories = page.getByRole('navigation', { name: 'Categories' }).getByRole('link');
      expect(await categories.count()).toBeGreaterThan(2);

      // The whole catalogue is more than a page: 21 parts and page links.
      expect(await follow(await categories.first().getAttribute('href'))).toBe(200);
      expect(await partsOf(page).count()).toBe(21);
      const pages = page.getByRole('navigation', { name: 'Pages' }).getByRole('link');
      expect(await pages.count()).toBeGreaterThan(1);
      const firstOnPageOne = await partsOf(page).first().textContent();
      expect(await follow(await pages.nth(1).getAttribute('href'))).toBe(200);
      expect(page.url()).toContain('page=2');
      expect(await partsOf(page).first().textContent()).not.toBe(firstOnPageOne);

      // A category: its count is what it lists (up to a page).
      const category = categories.nth(1);
      const [name, countText] = await category.locator('span').allTextContents();
      expect(await follow(await category.getAttribute('href'))).toBe(200);
      expect(await page.locator('h1').textContent()).toBe(`${name} parts`);
      expect(await partsOf(page).count()).toBe(Math.min(21, Number(countText)));

      // Enquire: the page again with the part's form, a plain POST that lands on /success.
      const partName = String(await partsOf(page).first().textContent());
      expect(
        await follow(await page.getByRole('link', { name: `Enquire about ${partName}` }).getAttribute('href')),
      ).toBe(200);
      const form = page.locator('#part-enquiry form');
      expect(await page.locator('#part-enquiry h2').textContent()).toBe(`Enquire about ${partName}`);
      const email = `parts-${tenant}-${RUN}@example.com`;
      await form.getByLabel('First name').fill('Sam');
      await form.getByLabel('Last name').fill(`Parts${RUN}`);
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Mobile').fill(`0412${RUN}`);
      const dealership = form.getByLabel('Dealership');
      if ((await dealership.count()) > 0) await dealership.selectOption({ index: 1 });
      expect(await form.getByLabel('Comments').inputValue()).toContain(partName);
      await form.getByRole('button', { name: 'Send enquiry' }).click();
      await page.waitForURL(/\/success/, { timeout: 15_000 });
      await expect.poll(() => crmHasLead(tenant, email), { timeout: 20_000, interval: 500 }).toBe(true);
      await page.context().close();
    });
  }

  it('finds parts by a query from the landing page search box', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(siteUrl('redgum', '/vehicle-parts-and-accessories'));
    await page.getByLabel('Search parts').fill('awning');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/parts\/search\?query=awning/);
    const names = await partsOf(page).allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.toLowerCase()).toContain('awning');
    await page.context().close();
  });
});

describe('parts and accessories with JavaScript on', () => {
  for (const tenant of TENANTS) {
    it(`${tenant}: no axe violations and no console errors`, { timeout: 120_000 }, async () => {
      const { page, errors } = await openPage(browser);
      for (const path of ['/vehicle-parts-and-accessories', '/parts/search?page=2', '/parts/search?enquire=1']) {
        await page.goto(siteUrl(tenant, path), { waitUntil: 'load' });
        expect(await axeViolations(page), path).toEqual([]);
      }
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('searches, filters and pages in place by keyboard, and back and forward follow the URL', {
    timeout: 120_000,
  }, async () => {
    const { page, errors } = await openPage(browser);
    await openHydrated(page, siteUrl('harbourcity', '/parts/search'));
    // The parts island itself, not just the page's first island, has hydrated.
    await page.locator('[data-fc-island$="PartsSearchPage"][data-fc-hydrated="true"]').waitFor({ timeout: 30_000 });
    const title = page.locator('h1');
    const marker = () => page.evaluate(() => (window as unknown as { fcMarker?: boolean }).fcMarker);
    await page.evaluate(() => {
      (window as unknown as { fcMarker: boolean }).fcMarker = true;
    });

    // A category, by keyboard: focus its link and press Enter.
    const category = page.getByRole('navigation', { name: 'Categories' }).getByRole('link').nth(1);
    const [name, countText] = await category.locator('span').allTextContents();
    await category.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => title.textContent(), SLOW).toBe(`${name} parts`);
    expect(new URL(page.url()).searchParams.get('category')).toBe(name);
    expect(await partsOf(page).count()).toBe(Math.min(21, Number(countText)));
    expect(await category.getAttribute('aria-current')).toBe('true');

    // Back to every category, then page 2 by keyboard.
    await page.goBack();
    await expect.poll(() => title.textContent(), SLOW).toBe('Parts and accessories');
    const firstOnPageOne = await partsOf(page).first().textContent();
    const pageTwo = page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' });
    await pageTwo.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('page'), SLOW).toBe('2');
    await expect.poll(() => partsOf(page).first().textContent(), SLOW).not.toBe(firstOnPageOne);
    expect(await pageTwo.getAttribute('aria-current')).toBe('page');
    await page.goBack();
    await expect.poll(() => partsOf(page).first().textContent(), SLOW).toBe(firstOnPageOne);
    await page.goForward();
    await expect.poll(() => partsOf(page).first().textContent(), SLOW).not.toBe(firstOnPageOne);

    // The search box: type and press Enter.
    await page.getByLabel('Search parts').fill('mat');
    await page.getByLabel('Search parts').press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('query'), SLOW).toBe('mat');
    await expect
      .poll(async () => (await partsOf(page).allTextContents()).every((n) => /mat/i.test(n)), SLOW)
      .toBe(true);
    expect(await partsOf(page).count()).toBeGreaterThan(0);

    // All of it in the same document: nothing reloaded.
    expect(await marker()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
