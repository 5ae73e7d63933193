import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, dismissPopup, journeyBrowser, openPage, siteUrl } from './support/browser.ts';
import * as collapsible from './support/collapsible.ts';
import { serverPage, submitForm } from './support/html.ts';
import { getAsSite } from './support/http.ts';

// Journey: a visitor reads a dealer's own pages (issue 19 "Site pages"), books a service and sends a
// careers enquiry without JavaScript (each stored as a lead, then the thank-you page), and closes the
// emergency service banner for good; opens and closes the pages' collapsible sections by keyboard and
// without JavaScript, and finds the warranty's as they left them, from the first paint. The forms a
// visitor sends without JavaScript are server HTML and plain posts, sent over HTTP (support/html.ts).

const TENANTS = ['harbourcity', 'sunvalley', 'redgum'];
const PAGES = [
  '/service',
  '/about-us',
  '/privacy-policy',
  '/terms-and-conditions',
  '/warranty',
  '/pages/warranty',
  '/roadside-assist',
  '/owner-benefits',
  '/careers',
  '/fleet',
  '/eofy',
  '/pages/electric-vehicles',
  '/book-test-drive',
  '/blog',
];

let browser: Browser;
beforeAll(async () => {
  browser = await journeyBrowser();
});
describe('site pages', () => {
  for (const tenant of TENANTS) {
    it(`${tenant}: answers every site page, or redirects a switched-off one to a page that exists`, async () => {
      const host = `${tenant}.localhost`;
      for (const path of PAGES) {
        const res = await getAsSite(host, path);
        if (res.status === 302) {
          const target = String(res.headers.location);
          expect((await getAsSite(host, target)).status, `${path} → ${target}`).toBe(200);
        } else {
          expect(res.status, path).toBe(200);
        }
      }
      expect((await getAsSite(host, '/privacy-policy')).text).toContain('within 7 days');
    });

    it(`${tenant}: site pages have no WCAG A/AA violations, the menus open`, async () => {
      const { page, errors } = await openPage(browser);
      for (const path of ['/service', '/privacy-policy', '/careers', '/book-test-drive', '/blog']) {
        await page.goto(siteUrl(tenant, path));
        await page.waitForLoadState('networkidle');
        await dismissPopup(page);
        const menu = page.locator('.fc-nav-wide details[data-fc-submenu]').first();
        if (await menu.isVisible()) await menu.locator('summary').click();
        expect(await axeViolations(page), path).toEqual([]);
      }
      expect(errors).toEqual([]);
    }, 240_000);
  }

  it('books a service without JavaScript: the lead is stored and the visitor thanked', async () => {
    const service = await serverPage('harbourcity', '/service');
    const form = service.document.querySelector('#service-booking form') as Element;
    const thanks = await submitForm('harbourcity', form, 'Book Service', {
      'First name': 'Sam',
      'Last name': 'Lee',
      Email: 'service-e2e@example.com',
      Mobile: '0412 345 678',
      Registration: 'ABC123',
      'Preferred date': '2026-12-01',
      Dealership: { option: 1 },
    });
    expect(thanks.path).toMatch(/\/success$/);
    expect(thanks.document.querySelector('h1')?.textContent).toBe('Thank you');
  });

  it('sends a careers enquiry without JavaScript', async () => {
    const careers = await serverPage('harbourcity', '/careers');
    const form = careers.document.querySelector('#careers-enquiry form') as Element;
    const thanks = await submitForm('harbourcity', form, 'Send Enquiry', {
      'First name': 'Alex',
      'Last name': 'Ng',
      Email: 'careers-e2e@example.com',
      Mobile: '0412 345 679',
      Dealership: { option: 1 },
      'Tell us about yourself and the role you are after': 'A qualified technician.',
    });
    expect(thanks.path).toMatch(/\/success$/);
    expect(thanks.document.querySelector('h1')?.textContent).toBe('Thank you');
  });

  it('keeps the emergency service banner closed once closed', async () => {
    const { page } = await openPage(browser);
    await page.goto(siteUrl('harbourcity', '/about-us'));
    await dismissPopup(page);
    const banner = page.locator('[data-fc-service-banner]');
    await expect(banner.getByRole('link', { name: 'BOOK A SERVICE' }).isVisible()).resolves.toBe(true);
    await banner.getByRole('button', { name: 'Close the service banner' }).click();
    await expect(banner.isVisible()).resolves.toBe(false);
    await page.reload();
    await expect(banner.isVisible()).resolves.toBe(false);
  });

  it('shows the compare list side by side and the favourites, from the device, signed out', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(siteUrl('sunvalley', '/compare'));
    const car = (id: number, name: string) => ({
      id,
      name,
      slug: `car-${id}`,
      make: 'Toyota',
      model: name,
      primary_image_url: null,
    });
    await page.evaluate(
      (cars) => {
        localStorage.setItem('fc:compare', JSON.stringify(cars));
        localStorage.setItem('fc:favourites', JSON.stringify(cars.slice(0, 1)));
      },
      [car(1, 'Corolla'), car(2, 'Camry')],
    );
    await page.reload();
    const table = page.locator('[data-fc-device-list="compare"] table');
    await expect(table.locator('tr').first().locator('td').count()).resolves.toBe(2);
    await expect(table.getByRole('link', { name: 'Camry' }).getAttribute('href')).resolves.toBe('/cars/car-2');
    // The row where the cars differ is marked in words, for eyes and screen readers alike; the same make is not.
    await expect(table.getByRole('rowheader', { name: 'Model differs', exact: true }).count()).resolves.toBe(1);
    await expect(table.locator('tr.fc-compare__differs').count()).resolves.toBe(1);
    await expect(table.getByRole('rowheader', { name: 'Make', exact: true }).count()).resolves.toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(siteUrl('sunvalley', '/favourites'));
    await expect(page.locator('[data-fc-device-list] a').allTextContents()).resolves.toEqual(['Corolla']);
    expect(errors).toEqual([]);
  });
});

describe('collapsible sections', () => {
  it('opens and closes a service question by keyboard alone, each time animated for 300 ms', async () => {
    const { page, errors } = await collapsible.openSections(browser, siteUrl('harbourcity', '/service'));
    const first = collapsible.collapsibleSection(page, 'How long does a service take?');
    const second = collapsible.collapsibleSection(page, 'Will servicing with you keep my new-car warranty?');
    await first.locator('summary').focus();
    await page.keyboard.press('Tab');
    await expect(second.locator('summary').evaluate((summary) => summary === document.activeElement)).resolves.toBe(
      true,
    );
    expect(await collapsible.settledOpen(second)).toBe(false);
    await page.keyboard.press('Enter');
    expect(await collapsible.settledOpen(second)).toBe(true);
    await expect(second.getByText('stamps your logbook').isVisible()).resolves.toBe(true);
    await page.keyboard.press('Space');
    expect(await collapsible.settledOpen(second)).toBe(false);
    await expect(second.getByText('stamps your logbook').isVisible()).resolves.toBe(false);
    expect(await collapsible.takeCollapseAnimations(page)).toEqual([300, 300]);
    expect(await collapsible.settledOpen(first)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('finds the warranty’s sections as the visitor left them after a reload, and on its other path', async () => {
    const { page, errors } = await collapsible.openSections(browser, siteUrl('sunvalley', '/warranty'));
    const cover = collapsible.collapsibleSection(page, 'Your warranty');
    const claim = collapsible.collapsibleSection(page, 'Making a claim');
    // As the dealer configured them until the visitor chooses.
    expect([await collapsible.settledOpen(cover), await collapsible.settledOpen(claim)]).toEqual([true, false]);
    await cover.locator('summary').click();
    await claim.locator('summary').click();
    expect([await collapsible.settledOpen(cover), await collapsible.settledOpen(claim)]).toEqual([false, true]);
    for (const path of ['/warranty', '/pages/warranty']) {
      await collapsible.goToSections(page, siteUrl('sunvalley', path));
      expect([await collapsible.settledOpen(cover), await collapsible.settledOpen(claim)], path).toEqual([false, true]);
    }
    expect(errors).toEqual([]);
  });

  it('paints a remembered section as the visitor left it without waiting for the client', async () => {
    const { page } = await collapsible.openSections(browser, siteUrl('sunvalley', '/warranty'));
    const cover = collapsible.collapsibleSection(page, 'Your warranty');
    const claim = collapsible.collapsibleSection(page, 'Making a claim');
    await cover.locator('summary').click();
    await claim.locator('summary').click();
    expect([await collapsible.settledOpen(cover), await collapsible.settledOpen(claim)]).toEqual([false, true]);
    // Without the async client, whatever restores the sections runs before the first paint.
    await page.route('**/assets/shell/client.*.js', (route) => route.abort());
    await page.goto(siteUrl('sunvalley', '/warranty'));
    expect([await cover.getAttribute('open'), await claim.getAttribute('open')]).toEqual([null, '']);
    await expect(page.locator('details[data-fc-collapsible-ready]').count()).resolves.toBe(0);
  });

  it('opens and closes without JavaScript, open or closed as the dealer configured', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(siteUrl('redgum', '/warranty'));
    await expect(collapsible.collapsibleSection(page, 'Your warranty').getAttribute('open')).resolves.toBe('');
    const claim = collapsible.collapsibleSection(page, 'Making a claim');
    await expect(claim.getByText('service logbook').isVisible()).resolves.toBe(false);
    await claim.locator('summary').click();
    await expect(claim.getByText('service logbook').isVisible()).resolves.toBe(true);
    await claim.locator('summary').click();
    await expect(claim.getByText('service logbook').isVisible()).resolves.toBe(false);
  });

  it('opens at once under reduced motion, and has no WCAG A/AA violations open', async () => {
    const { page, errors } = await openPage(browser, { reducedMotion: 'reduce' });
    await collapsible.recordCollapseAnimations(page);
    for (const path of ['/service', '/warranty']) {
      await collapsible.goToSections(page, siteUrl('harbourcity', path));
      const closed = page.locator('details[data-fc-collapsible]:not([open]) > summary');
      for (let clicks = 0; clicks < 10 && (await closed.count()) > 0; clicks += 1) await closed.first().click();
      await expect(page.locator('details[data-fc-collapsible]:not([open])').count(), path).resolves.toBe(0);
      expect(await axeViolations(page), path).toEqual([]);
    }
    expect(await collapsible.takeCollapseAnimations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
