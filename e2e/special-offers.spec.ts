import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, journeyBrowser, openHydrated, openPage, siteUrl } from './support/browser.ts';
import { crmLeadsWith } from './support/crm.ts';
import { landmark, linkNamed, links, serverPage } from './support/html.ts';

// Journey (issue 15): a shopper browses a dealer's special offers. /special-offers is mfe-offers'
// page, complete from the server for every demo site with JavaScript off (cards, categories, the exact
// empty state); with it, a category and back change the results and the URL in place; Enquire Now
// opens an accessible dialog whose lead reaches the CRM; an offer has its own page with schema.org
// data; and the stock search's no-results card's Clear Filters lands here. What a visitor without
// JavaScript gets is server HTML, read over plain HTTP (support/html.ts).

const TENANTS = ['harbourcity', 'sunvalley', 'redgum'] as const;
const RUN = String(Date.now()).slice(-6);

let browser: Browser;
beforeAll(async () => {
  browser = await journeyBrowser();
});
const cardsOf = (page: Page) => page.locator('article');

describe('special offers with JavaScript off', () => {
  for (const tenant of TENANTS) {
    it(`${tenant}: lists the site's running offers with their buttons, from server HTML`, async () => {
      const offers = await serverPage(tenant, '/special-offers');
      expect(offers.status).toBe(200);
      expect(offers.document.querySelector('h1')?.textContent).toBe('Special Offers');
      const cards = offers.document.querySelectorAll('article');
      expect(cards.length).toBeGreaterThan(3);
      const first = cards[0] as Element;
      expect(linkNamed(first, 'Enquire Now').getAttribute('href')).toMatch(/^\/offers\/[a-z0-9-]+\/\d+#enquire$/);
      expect(links(first).filter((link) => link.textContent?.startsWith('Explore ')).length).toBe(1);
      linkNamed(first, 'Book A Test Drive');
      // View more / View full disclaimer need JavaScript: each is marked so, which hides it while JavaScript is
      // off (the shell's global CSS, render-page.test.tsx; the pre-paint script marks <html> when it runs).
      expect(offers.document.documentElement.hasAttribute('data-fc-js')).toBe(false);
      const toggles = [...offers.document.querySelectorAll('button')].filter((button) =>
        ['View more', 'View full disclaimer'].includes(String(button.textContent?.trim())),
      );
      expect(toggles.filter((button) => !button.hasAttribute('data-fc-needs-js'))).toEqual([]);

      // A category is a plain link; following it filters on the server.
      const category = links(landmark(offers.document, 'navigation', 'Categories'))[0];
      const [name, countText] = [...(category?.querySelectorAll('span') ?? [])].map((span) => span.textContent);
      const filtered = await serverPage(tenant, String(category?.getAttribute('href')));
      expect(filtered.status).toBe(200);
      expect(filtered.path).toMatch(/categories%5B0%5D=/);
      expect(filtered.document.querySelectorAll('article').length).toBe(Number(countText));
      expect(filtered.document.querySelector('[aria-current="true"]')?.textContent).toContain(name);
    });
  }

  it('shows the exact empty state for a search nothing matches', async () => {
    const { document } = await serverPage('sunvalley', '/special-offers?query=nothing-matches-this');
    const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => heading.textContent);
    expect(headings.filter((heading) => heading?.trim() === 'No Results Available').length).toBe(1);
    expect(document.body.textContent).toContain(
      'There appears to be no offers currently available that meet the conditions of your search',
    );
  });

  it('serves an offer page with schema.org Offer data, and 404s another site’s offer', async () => {
    const list = await serverPage('redgum', '/special-offers');
    const href = String(list.document.querySelector('article h2 a')?.getAttribute('href'));
    const offer = await serverPage('redgum', href);
    expect(offer.status).toBe(200);
    const jsonLd = JSON.parse(String(offer.document.querySelector('script[type="application/ld+json"]')?.textContent));
    expect(jsonLd['@type']).toBe('Offer');
    expect(offer.document.querySelectorAll('#enquire form[action="/api/leads"]').length).toBe(1);
    const id = href.split('/').at(-1);
    expect((await serverPage('redgum', `/offers/${id}`)).status).toBe(200);
    expect((await serverPage('harbourcity', href)).status).toBe(404);
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
    const search = await serverPage('harbourcity', '/search?query=no-such-car-anywhere-zz');
    const clear = linkNamed(search.document, 'Clear Filters').getAttribute('href');
    expect(clear).toBe('/special-offers');
    const offers = await serverPage('harbourcity', String(clear));
    expect(offers.status).toBe(200);
    expect(offers.document.querySelector('h1')?.textContent).toBe('Special Offers');
  });
});
