import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, journeyBrowser, openHydrated, openPage, siteUrl } from './support/browser.ts';
import { crmLeadsWith } from './support/crm.ts';
import { control, landmark, linkNamed, links, serverPage, submitForm } from './support/html.ts';

// Journey (issue 15 "Parts"): a shopper browses the dealer's parts and accessories. The landing page
// (/vehicle-parts-and-accessories, the header menu's link) and /parts/search are mfe-offers' server
// HTML for every demo site, complete with JavaScript off: a category filters, pages are links, and a
// part's Enquire link opens a plain enquiry form whose lead reaches the CRM. With JavaScript on, the
// search's form, categories and pages change the results and the URL in place, by keyboard too, and back
// and forward follow. axe runs with JavaScript on (it cannot run in a page without it); the pages
// hydrate without console errors. What a visitor without JavaScript gets is server HTML and plain form
// posts, so those journeys read and send them over HTTP (support/html.ts); Chromium runs the rest.

const TENANTS = ['harbourcity', 'sunvalley', 'redgum'] as const;
const RUN = String(Date.now()).slice(-6);

let browser: Browser;
beforeAll(async () => {
  browser = await journeyBrowser();
});
/** A change in place waits for a lazy chunk and an API call: on a loaded machine that is seconds. */
const SLOW = { timeout: 15_000, interval: 250 };

const partsOf = (page: Page) => page.getByRole('region', { name: 'Parts' }).locator('li h2');

/** The parts a page lists, as its server HTML has them. */
const partsIn = (document: Document) => [...landmark(document, 'region', 'Parts').querySelectorAll('li h2')];

/** Whether the CRM has the site's enquiry lead with this email (JSON, or ADF for a dealership whose CRM takes it, by HTTP or by mail). */
async function crmHasLead(tenant: string, email: string): Promise<boolean> {
  return (await crmLeadsWith(tenant, email)).some((lead) => lead.form === 'enquiry');
}

describe('parts and accessories with JavaScript off', () => {
  for (const tenant of TENANTS) {
    it(`${tenant}: the landing page leads into a category, pages, and an enquiry stores a lead`, {
      timeout: 120_000,
    }, async () => {
      const landing = await serverPage(tenant, '/vehicle-parts-and-accessories');
      expect(landing.status).toBe(200);
      expect(landing.document.querySelector('h1')?.textContent).toBe('Vehicle Parts and Accessories');
      const categories = links(landmark(landing.document, 'navigation', 'Categories'));
      expect(categories.length).toBeGreaterThan(2);

      // The whole catalogue is more than a page: 21 parts and page links.
      const all = await serverPage(tenant, String(categories[0]?.getAttribute('href')));
      expect(all.status).toBe(200);
      expect(partsIn(all.document).length).toBe(21);
      const pages = links(landmark(all.document, 'navigation', 'Pages'));
      expect(pages.length).toBeGreaterThan(1);
      const pageTwo = await serverPage(tenant, String(pages[1]?.getAttribute('href')));
      expect(pageTwo.status).toBe(200);
      expect(pageTwo.path).toContain('page=2');
      expect(partsIn(pageTwo.document)[0]?.textContent).not.toBe(partsIn(all.document)[0]?.textContent);

      // A category: its count is what it lists (up to a page).
      const category = links(landmark(all.document, 'navigation', 'Categories'))[1];
      const [name, countText] = [...(category?.querySelectorAll('span') ?? [])].map((span) => span.textContent);
      const filtered = await serverPage(tenant, String(category?.getAttribute('href')));
      expect(filtered.status).toBe(200);
      expect(filtered.document.querySelector('h1')?.textContent).toBe(`${name} parts`);
      expect(partsIn(filtered.document).length).toBe(Math.min(21, Number(countText)));

      // Enquire: the page again with the part's form, a plain POST that lands on /success.
      const partName = String(partsIn(filtered.document)[0]?.textContent);
      const enquiry = await serverPage(
        tenant,
        String(linkNamed(filtered.document, `Enquire about ${partName}`).getAttribute('href')),
      );
      expect(enquiry.status).toBe(200);
      expect(enquiry.document.querySelector('#part-enquiry h2')?.textContent).toBe(`Enquire about ${partName}`);
      const form = enquiry.document.querySelector('#part-enquiry form') as Element;
      expect(control(form, 'Comments').textContent).toContain(partName);
      const email = `parts-${tenant}-${RUN}@example.com`;
      // A site of several dealerships asks which one.
      const hasDealership = form.querySelector('select[name="dealership_slug"]') !== null;
      const thanks = await submitForm(tenant, form, 'Send enquiry', {
        'First name': 'Sam',
        'Last name': `Parts${RUN}`,
        Email: email,
        Mobile: `0412${RUN}`,
        ...(hasDealership ? { Dealership: { option: 1 } } : {}),
      });
      expect(thanks.path).toMatch(/^\/success/);
      expect(thanks.status).toBe(200);
      await expect.poll(() => crmHasLead(tenant, email), { timeout: 20_000, interval: 500 }).toBe(true);
    });
  }

  it('finds parts by a query from the landing page search box', async () => {
    const landing = await serverPage('redgum', '/vehicle-parts-and-accessories');
    const search = control(landing.document, 'Search parts').closest('form') as Element;
    const found = await submitForm('redgum', search, 'Search', { 'Search parts': 'awning' });
    expect(found.path).toMatch(/^\/parts\/search\?query=awning/);
    const names = partsIn(found.document).map((part) => String(part.textContent));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.toLowerCase()).toContain('awning');
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
