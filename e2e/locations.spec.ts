import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, dismissPopup, journeyBrowser, openHydrated, openPage, siteUrl } from './support/browser.ts';
import { failingResources, landmark, links, serverPage } from './support/html.ts';
import { getAsSite } from './support/http.ts';

// Journey: a shopper finds a dealer — from the home page to a location's page, its hours by department
// (in the Opening Hours dropdown) and holiday hours by keyboard, the dealer locator by postcode — on each site, and every location page
// works without JavaScript.

/** Each site, and one of its locations that publishes holiday hours. */
const TENANTS = [
  { slug: 'harbourcity', location: 'harbour-city-toyota-parramatta' },
  { slug: 'sunvalley', location: 'sun-valley-motors-maroochydore' },
  { slug: 'redgum', location: 'redgum-caravans-bendigo' },
];

let browser: Browser;
beforeAll(async () => {
  browser = await journeyBrowser();
});
/** The distances the locator lists, in km, in page order. */
function listedDistances(results: Element): number[] {
  const texts = [...results.querySelectorAll('ol li > p:first-child')].map((p) => p.textContent ?? '');
  return texts.map((text) => Number(text.replace(/[^\d.]/g, '')));
}

for (const tenant of TENANTS) {
  describe(`${tenant.slug}: locations`, () => {
    it('goes from a home page location card to its page', async () => {
      const { page, errors } = await openPage(browser);
      await page.goto(siteUrl(tenant.slug, '/'));
      await dismissPopup(page);
      const card = page.locator('main a[href^="/contact-us/"]').first();
      // The home page's Our Locations carousel names each card by its location (its link says "View Location").
      const article = card.locator('xpath=ancestor::article[1]');
      const name =
        ((await article.count()) > 0 ? await article.getAttribute('aria-label') : await card.textContent()) ?? '';
      await card.click();
      await page.waitForURL(/\/contact-us\/[a-z0-9-]+$/);
      await page.locator('[data-fc-island][data-fc-hydrated="true"]').first().waitFor({ timeout: 15_000 });
      expect(await page.locator('h1').textContent()).toBe(name);
      await expect(page.getByRole('heading', { name: 'Opening Hours' }).count()).resolves.toBe(1);
      expect(await page.locator('script[type="application/ld+json"]').first().textContent()).toContain('AutoDealer');
      expect(errors).toEqual([]);
    });

    it('opens the holiday hours dialog by keyboard, clean under axe, and closes it with Escape', async () => {
      const { page, errors } = await openPage(browser);
      await openHydrated(page, siteUrl(tenant.slug, `/contact-us/${tenant.location}`));
      const button = page.getByRole('button', { name: 'View Holiday Hours' });
      await button.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Holiday Hours' });
      await dialog.waitFor();
      expect(await dialog.locator('tbody tr').count()).toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(errors).toEqual([]);
    });

    it('shows the opening hours by department, chosen by keyboard, and folds them away', async () => {
      const { page, errors } = await openPage(browser);
      await openHydrated(page, siteUrl(tenant.slug, `/contact-us/${tenant.location}`));
      const dropdown = page.locator('#opening-hours details');
      expect(await dropdown.evaluate((element: HTMLDetailsElement) => element.open)).toBe(true);
      const chooser = page.getByRole('radiogroup', { name: 'Opening hours by department' });
      const departments = chooser.getByRole('radio');
      expect((await departments.allTextContents()).slice(0, 2)).toEqual(['Sales', 'Service']);
      await departments.first().focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Space');
      expect(await departments.nth(1).getAttribute('aria-checked')).toBe('true');
      const shown = page.locator('#opening-hours details table:visible caption');
      expect(await shown.count()).toBe(1);
      expect(await shown.textContent()).toMatch(/Service/);
      expect(await axeViolations(page)).toEqual([]);
      await page.locator('#opening-hours summary').focus();
      await page.keyboard.press('Enter');
      expect(await dropdown.evaluate((element: HTMLDetailsElement) => element.open)).toBe(false);
      expect(await chooser.isVisible()).toBe(false);
      expect(errors).toEqual([]);
    });

    it('finds the nearest dealers to a Sydney and a Perth postcode, nearest first', async () => {
      const nearest: number[] = [];
      for (const postcode of ['2000', '6000']) {
        const { status, document } = await serverPage(tenant.slug, `/dealer-locator?postcode=${postcode}`);
        expect(status).toBe(200);
        const heading = document.querySelector('main section h2');
        expect(heading?.textContent).toMatch(new RegExp(`^Nearest to ${postcode}`));
        const results = heading?.closest('section') as Element;
        const distances = listedDistances(results);
        expect(distances.length).toBeGreaterThan(0);
        expect([...distances].sort((a, b) => a - b)).toEqual(distances);
        expect(links(results).filter((link) => link.textContent?.trim() === 'View Details')).toHaveLength(
          distances.length,
        );
        nearest.push(distances[0] ?? 0);
      }
      // No demo dealer is in Western Australia: Perth's nearest is over a thousand kilometres away.
      expect(nearest[1]).toBeGreaterThan(1000);
    });

    it('says what is wrong with an empty, a malformed and an unknown postcode', async () => {
      // The locator is server HTML only (no island): its plain GET form is what a click submits, with
      // JavaScript on or off, so submitting it is requesting its action with the field filled in.
      const locator = await serverPage(tenant.slug, '/dealer-locator');
      const form = locator.document.querySelector('main form');
      expect(form?.getAttribute('method')).toBe('get');
      expect(form?.getAttribute('action')).toBe('/dealer-locator');
      const field = form?.querySelector('label input');
      expect(field?.closest('label')?.textContent?.trim()).toBe('Postcode');
      expect(field?.getAttribute('name')).toBe('postcode');
      expect(field?.hasAttribute('required')).toBe(false);
      expect(form?.querySelector('button[type="submit"]')?.textContent).toBe('Find Dealers');
      expect(locator.document.querySelector('[data-fc-island]')).toBeNull();
      const cases = [
        ['', 'Please enter a postcode.'],
        ['20a0', 'Invalid postcode. Please enter a 4-digit number.'],
        ['0000', 'Invalid postcode'],
      ] as const;
      for (const [postcode, message] of cases) {
        const { document } = await serverPage(tenant.slug, `/dealer-locator?${new URLSearchParams({ postcode })}`);
        expect(document.querySelector('[role="alert"]')?.textContent?.trim(), postcode).toBe(message);
      }
    });

    it('serves every location page complete with JavaScript off', async () => {
      for (const path of ['/contact-us', '/contact', '/dealerships', '/dealer-locator', '/brands']) {
        const { status, document } = await serverPage(tenant.slug, path);
        expect(status, path).toBe(200);
        expect(document.querySelectorAll('main h1'), path).toHaveLength(1);
        expect(await failingResources(tenant.slug, document), path).toEqual([]);
        if (path === '/contact-us') {
          expect(document.querySelectorAll('main form[action="/api/leads"] input[name="email"]')).toHaveLength(1);
        }
      }
      const { status, document } = await serverPage(tenant.slug, `/contact-us/${tenant.location}`);
      expect(status).toBe(200);
      expect(await failingResources(tenant.slug, document)).toEqual([]);
      // Without JavaScript the holiday hours are on the page, not behind the dialog's button (which the
      // stylesheet hides until the page runs script: the browser journey below proves that for one site).
      expect(landmark(document, 'region', 'Holiday Hours').querySelectorAll('tbody tr').length).toBeGreaterThan(0);
      expect(document.querySelectorAll('main table').length).toBeGreaterThan(1);
      // Every department's opening hours are on the page, one table under another, in the open dropdown.
      const dropdown = document.querySelector('#opening-hours details');
      expect(dropdown?.hasAttribute('open')).toBe(true);
      const hoursTables = [...(dropdown?.querySelectorAll('table') ?? [])];
      expect(hoursTables.length).toBeGreaterThan(1);
      for (const table of hoursTables) expect(table.closest('[hidden]')).toBeNull();
    });
  });
}

describe('a location page without JavaScript', () => {
  // The markup is each site's (checked over HTTP above); what hides the dialog's button and shows every
  // department's table without script is the remote's stylesheet, the same on every site: one browser run.
  it('shows the holiday hours and every department’s hours in place, not the dialog’s button', async () => {
    const { page, errors } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(siteUrl('harbourcity', '/contact-us/harbour-city-toyota-parramatta'));
    await page.getByRole('region', { name: 'Holiday Hours' }).waitFor();
    // In the page, but hidden (so out of the accessibility tree: found by its text, not its role).
    const dialogButton = page.locator('button', { hasText: 'View Holiday Hours' });
    expect(await dialogButton.count()).toBe(1);
    expect(await dialogButton.isVisible()).toBe(false);
    const hoursTables = await page.locator('#opening-hours details table').all();
    expect(hoursTables.length).toBeGreaterThan(1);
    for (const table of hoursTables) expect(await table.isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('where each site serves its location pages', () => {
  it('answers the configured prefixes and 404 for the others', async () => {
    const status = async (host: string, path: string) => (await getAsSite(host, path)).status;
    expect(await status('harbourcity.localhost', '/locations/harbour-city-toyota-parramatta')).toBe(200);
    expect(await status('harbourcity.localhost', '/our-location/harbour-city-toyota-parramatta')).toBe(404);
    expect(await status('sunvalley.localhost', '/our-location/sun-valley-motors-maroochydore')).toBe(200);
    expect(await status('sunvalley.localhost', '/contact-us/harbour-city-toyota-parramatta')).toBe(404);
    expect(await status('harbourcity.localhost', '/dealerships/toyota?filter=brand')).toBe(200);
    expect(await status('harbourcity.localhost', '/dealerships/ducati?filter=brand')).toBe(404);
  });

  it('shows the bundled sample reviews on Harbour City and none on Redgum', async () => {
    const harbourcity = await serverPage('harbourcity', '/contact-us/harbour-city-toyota-parramatta');
    const headings = (document: Document) =>
      [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => h.textContent?.trim());
    expect(headings(harbourcity.document)).toContain('Google Reviews');
    expect(harbourcity.document.querySelector('main')?.textContent).toContain('4.2 (238 reviews)');
    const redgum = await serverPage('redgum', '/contact-us/redgum-caravans-bendigo');
    expect(redgum.status).toBe(200);
    expect(headings(redgum.document)).not.toContain('Google Reviews');
  });
});
