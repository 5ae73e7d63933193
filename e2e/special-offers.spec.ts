import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchChromium, openHydrated, openPage, siteUrl } from './support/browser.ts';
import { crmLeadsWith } from './support/crm.ts';

// Journey (issue 15): a shopper browses a dealer's special offers. /special-offers is mfe-offers'
// page, complete from the server for every demo site with JavaScript off (cards, categories, the exact
// empty state); with it, a category and back change the results and the URL in place; Enquire Now
// opens an accessible dialog whose lead reaches the CRM; an offer has its own page with schema.org
// data; and the stock search's no-results card's Clear Filters lands here.

const TENANTS = ['harbourcity', 'sunvalley', 'redgum'] as const;
const RUN = String(Date.now()).slice(-6);

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const cardsOf = (page: Page) => page.locator('article');

describe('special offers with JavaScript off', () => {
  for (const tenant of TENANTS) {
    it(`${tenant}: lists the site's running offers with their buttons, from server HTML`, async () => {
      const { page } = await openPage(browser, { javaScriptEnabled: false });
      const response = await page.goto(siteUrl(tenant, '/special-offers'));
      expect(response?.status()).toBe(200);
      expect(await page.locator('h1').textContent()).toBe('Special Offers');
      const count = await cardsOf(page).count();
      expect(count).toBeGreaterThan(3);
      const first = cardsOf(page).first();
      expect(await first.getByRole('link', { name: 'Enquire Now' }).getAttribute('href')).toMatch(
        /^\/offers\/[a-z0-9-]+\/\d+#enquire$/,
      );
      expect(await first.getByRole('link', { name: /^Explore / }).count()).toBe(1);
      expect(await first.getByRole('link', { name: 'Book A Test Drive' }).count()).toBe(1);
      // View more / View full disclaimer need JavaScript: hidden while it is off.
      expect(await page.getByRole('button', { name: 'View more' }).count()).toBe(0);

      // A category is a plain link; following it filters on the server.
      const category = page.getByRole('navigation', { name: 'Categories' }).getByRole('link').first();
      const [name, countText] = await category.locator('span').allTextContents();
      await category.click();
      await page.waitForURL(/categories%5B0%5D=/);
      expect(await cardsOf(page).count()).toBe(Number(countText));
      expect(await page.locator('[aria-current="true"]').textContent()).toContain(name);
      await page.context().close();
    });
  }

  it('shows the exact empty state for a search nothing matches', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(siteUrl('sunvalley', '/special-offers?query=nothing-matches-this'));
    expect(await page.getByRole('heading', { name: 'No Results Available' }).count()).toBe(1);
    expect(await page.locator('body').textContent()).toContain(
      'There appears to be no offers currently available that meet the conditions of your search',
    );
  });

  it('serves an offer page with schema.org Offer data, and 404s another site’s offer', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(siteUrl('redgum', '/special-offers'));
    const href = String(await cardsOf(page).first().locator('h2 a').getAttribute('href'));
    const response = await page.goto(siteUrl('redgum', href));
    expect(response?.status()).toBe(200);
    const jsonLd = JSON.parse(String(await page.locator('script[type="application/ld+json"]').first().textContent()));
    expect(jsonLd['@type']).toBe('Offer');
    expect(await page.locator('#enquire form[action="/api/leads"]').count()).toBe(1);
    const id = href.split('/').at(-1);
    expect((await page.goto(siteUrl('redgum', `/offers/${id}`)))?.status()).toBe(200);
    expect((await page.goto(siteUrl('harbourcity', href)))?.status()).toBe(404);
  });
});

describe('special offers with JavaScript', () => {
  it('filters in place, keeps the URL, and goes back', async () => {
    const { page, errors } = await openPage(browser);
    await openHydrated(page, siteUrl('harbourcity', '/special-offers'));
    const before = await cardsOf(page).count();
    const category = page.getByRole('navigation', { name: 'Categories' }).getByRole('link').last();
    const [, countText] = await category.locator('span').allTextContents();
    await page.evaluate(() => {
      (window as unknown as { fcMarker: boolean }).fcMarker = true;
    });
    await category.click();
    await expect.poll(() => page.url()).toContain('categories%5B0%5D=');
    await expect.poll(() => cardsOf(page).count()).toBe(Number(countText));
    // The same document: no reload happened.
    expect(await page.evaluate(() => (window as unknown as { fcMarker?: boolean }).fcMarker)).toBe(true);
    await page.goBack();
    await expect.poll(() => cardsOf(page).count()).toBe(before);
    expect(errors).toEqual([]);
  });

  it('opens Enquire Now as an accessible dialog and stores the lead', async () => {
    const { page, errors } = await openPage(browser);
    await openHydrated(page, siteUrl('sunvalley', '/special-offers'));
    const card = cardsOf(page).first();
    const offerName = String(await card.locator('h2').textContent());
    await card.getByRole('link', { name: 'Enquire Now' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ timeout: 10_000 });
    expect(await axeViolations(page)).toEqual([]);
    const email = `offers-${RUN}@example.com`;
    await dialog.getByLabel('First name').fill('Sam');
    await dialog.getByLabel('Last name').fill(`Offers${RUN}`);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Mobile').fill(`0412${RUN}`);
    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    await page.waitForURL(/\/success/, { timeout: 15_000 });
    await expect
      .poll(async () => (await crmLeadsWith('sunvalley', email)).some((lead) => lead.form === 'offer-enquiry'), {
        timeout: 20_000,
        interval: 500,
      })
      .toBe(true);
    expect(offerName.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('has no axe violations on the page', async () => {
    const { page } = await openPage(browser);
    await openHydrated(page, siteUrl('redgum', '/special-offers'));
    expect(await axeViolations(page)).toEqual([]);
  });

  it('the stock search’s no-results card Clear Filters lands on a working /special-offers', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(siteUrl('harbourcity', '/search?query=no-such-car-anywhere-zz'));
    const clear = page.getByRole('link', { name: 'Clear Filters' });
    expect(await clear.getAttribute('href')).toBe('/special-offers');
    const [response] = await Promise.all([page.waitForNavigation(), clear.click()]);
    expect(response?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toBe('Special Offers');
  });
});
