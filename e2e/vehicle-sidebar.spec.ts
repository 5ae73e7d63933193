import { WATCHLIST_PAGE_PATH } from '@forecourt/shared/vehicle/watchlist-intent';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  dismissPopup,
  journeyBrowser,
  openHydrated,
  openPage,
  scrollToDeferredSection,
  siteUrl,
} from './support/browser.ts';
import { signInWithCode } from './support/sms.ts';
import { findCar, type ListedCar } from './support/stock.ts';

// Journey (issue 6 "Sidebar and sticky bars"): a shopper on a car page reveals the dealer's phone,
// shares the car, keeps it as a favourite, saves it to the watchlist through sign-in, and scrolls until
// the sticky header and action bar appear. harbourcity has the watchlist, finance and the sticky bar.

const TENANT = 'harbourcity';
/** A mobile only this journey uses (0412…, an Australian mobile range), so its code limits start fresh. */
const PHONE = `0412${String(Date.now() + 7).slice(-6)}`;

let browser: Browser;
let car: ListedCar;
beforeAll(async () => {
  browser = await journeyBrowser();
  car = await findCar(TENANT, (listed) => listed.status === 'in_stock');
});
const carUrl = () => siteUrl(TENANT, `/cars/${car.slug}`);

describe('vehicle sidebar', () => {
  it('works as links with JavaScript off: print, PDF, watchlist sign-in; buttons that need JavaScript are hidden', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(carUrl());
    expect(await page.getByRole('link', { name: 'Print' }).getAttribute('href')).toBe(`/print?car_id=${car.slug}`);
    const pdf = page.getByRole('link', { name: 'Download PDF' });
    expect(await pdf.getAttribute('href')).toBe(`/api/cars/${car.slug}/pdf`);
    expect(await pdf.getAttribute('download')).toBe(`${car.slug}.pdf`);
    const watchlist = page.getByRole('link', { name: /^Save to Watchlist/ });
    expect(await watchlist.getAttribute('href')).toMatch(/^\/sign-in\?type=watchlist&redirect=/);
    // Buttons that only JavaScript can work are hidden: the masked number's reveal, share, enquire.
    // The sidebar's and the location section's: one number, masked the same way.
    const reveals = page.getByRole('button', { name: 'Show number', includeHidden: true });
    expect(await reveals.count()).toBe(2);
    const [sidebarMasked, locationMasked] = await reveals.allTextContents();
    expect(sidebarMasked).toMatch(/X/);
    expect(locationMasked).toBe(sidebarMasked);
    expect(await reveals.first().isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Enquire Now' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Enquire Now', includeHidden: true }).count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('reveals the phone, recording the reveal, and shares the car with a toast', async () => {
    const { page, errors } = await openPage(browser, {
      permissions: ['clipboard-read', 'clipboard-write'],
      extraHTTPHeaders: { 'CF-Connecting-IP': '203.0.113.61' },
    });
    await openHydrated(page, carUrl());
    const title = (await page.locator('main h1').textContent())?.trim() ?? '';

    const reveal = page.getByRole('button', { name: 'Show number' }).first();
    expect(await reveal.textContent()).toMatch(/X/);
    const recorded = page.waitForResponse((response) => response.url().endsWith('/api/reveal-phone'));
    await reveal.click();
    const answer = await recorded;
    expect(answer.status()).toBe(200);
    // The full number, as a tel: link that now has the focus: the number the reveal answered.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('href') ?? ''))
      .toMatch(/^tel:\+?\d+$/);
    const shown = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    expect(shown).not.toMatch(/X/);
    expect(shown).toBe((await answer.json()).phone);
    // The location section masks and reveals the same number the same way, recording it too.
    await scrollToDeferredSection(page, 'location');
    const locationReveal = page.locator('#vehicle-map').getByRole('button', { name: 'Show number' });
    const recordedAgain = page.waitForResponse((response) => response.url().endsWith('/api/reveal-phone'));
    await locationReveal.click();
    expect((await recordedAgain).status()).toBe(200);
    expect((await page.locator('#vehicle-map a[href^="tel:"]').textContent())?.trim()).toBe(shown);

    const share = page.getByRole('button', { name: 'Share' });
    await share.click();
    const toast = page.getByText(`Copied ${title} to your clipboard!`);
    await toast.waitFor();
    expect(await page.getByRole('button', { name: 'Copied' }).count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(carUrl());
    expect(await axeViolations(page)).toEqual([]);
    // "Copied" lasts 1.5 s, the toast 3 s.
    await page.getByRole('button', { name: 'Share' }).waitFor({ timeout: 3000 });
    await toast.waitFor({ state: 'detached', timeout: 6000 });
    expect(errors).toEqual([]);
  });

  it('keeps the car as a favourite and counts it in the header', async () => {
    const { page, errors } = await openPage(browser);
    await openHydrated(page, carUrl());
    const favourite = page.getByRole('button', { name: /^Favourite/ });
    // Keeping it reports event 39 (issue 13), which only the browser sees.
    const reported = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/events');
    await favourite.click();
    await expect.poll(() => favourite.getAttribute('aria-pressed')).toBe('true');
    const event = await reported;
    expect(event.status()).toBe(202);
    expect(event.request().postDataJSON()).toEqual({ event_id: 39, car_id: car.id });
    const counts = page.locator('[data-fc-device-counts]');
    await expect.poll(() => counts.isVisible()).toBe(true);
    expect(await counts.textContent()).toContain('Favourites: 1');
    expect(errors).toEqual([]);
  });

  it('reports a Print click (event 61, issue 13) even though the click navigates away', async () => {
    const { page } = await openPage(browser);
    await openHydrated(page, carUrl());
    // The page is gone before the answer comes back, so the browser's keepalive request is what counts
    // here (what the endpoint stores is the Worker tests' part).
    const reported = page.waitForRequest((req) => new URL(req.url()).pathname === '/api/events');
    await page.getByRole('link', { name: 'Print' }).click();
    const event = await reported;
    expect(event.method()).toBe('POST');
    expect(event.postDataJSON()).toEqual({ event_id: 61, car_id: car.id });
    await page.waitForURL((url) => url.pathname === '/print');
    await page.context().close();
  });

  it('shows the sticky header after 500 px and the action bar beyond 900 px', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 720 } });
    await openHydrated(page, carUrl());
    const header = page.locator('[data-fc-sticky="header"]');
    const actionBar = page.locator('[data-fc-sticky="action-bar"]');
    expect(await header.count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 600));
    await header.waitFor();
    expect(await actionBar.count()).toBe(0);
    const title = (await page.locator('main h1').textContent())?.trim() ?? '';
    expect(await header.textContent()).toContain(title);
    await page.evaluate(() => window.scrollTo(0, 1000));
    await actionBar.waitFor();
    expect(await actionBar.getByRole('button', { name: 'Enquire Now' }).count()).toBe(1);
    expect(await actionBar.getByRole('link', { name: 'Call Now' }).count()).toBe(1);
    // A jump to a section (an anchor, a focused field) stops clear of the header, not under it.
    const headerHeight = (await header.boundingBox())?.height ?? 0;
    const sectionTop = await page.evaluate(() => {
      const section = document.getElementById('delivery');
      section?.scrollIntoView();
      return section?.getBoundingClientRect().top ?? -1;
    });
    expect(sectionTop).toBeGreaterThanOrEqual(headerHeight);
    expect(await axeViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await header.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('saves to the watchlist signed out: sign-in, then back on the car, saved', async () => {
    const { page, errors } = await openPage(browser, { extraHTTPHeaders: { 'CF-Connecting-IP': '203.0.113.62' } });
    await openHydrated(page, carUrl());
    await page.getByRole('link', { name: /^Save to Watchlist/ }).click();
    await page.waitForURL((url) => url.pathname === '/sign-in');
    const signIn = new URL(page.url());
    expect(signIn.searchParams.get('type')).toBe('watchlist');
    expect(signIn.searchParams.get('redirect')).toBe(`/cars/${car.slug}?watchlist=save`);
    expect(signIn.searchParams.get('back')).toBe(`/cars/${car.slug}`);
    await page.waitForLoadState('networkidle');
    await dismissPopup(page);

    await signInWithCode(page, PHONE, { 'First name': 'Grace', 'Last name': 'Hopper', Email: 'grace@example.com' });

    await page.waitForURL((url) => url.pathname === `/cars/${car.slug}`);
    await page.locator('[data-fc-island][data-fc-hydrated="true"]').first().waitFor();
    const saved = page.getByRole('button', { name: /^Saved in Watchlist/ });
    await saved.waitFor();
    expect(await saved.getAttribute('aria-pressed')).toBe('true');
    await page.getByText('Car Saved In Watchlist').waitFor();
    expect(await page.getByRole('link', { name: 'View List' }).count()).toBe(1);
    // The intent is acted on once and leaves the URL.
    await expect.poll(() => new URL(page.url()).search).toBe('');
    const list = (await page.evaluate(async () => (await fetch('/api/watchlist')).json())) as {
      data: Array<{ id: number }>;
    };
    const carId = (car as ListedCar & { id: number }).id;
    expect(list.data.map((entry) => entry.id)).toContain(carId);
    expect(await axeViolations(page)).toEqual([]);

    // View List: the watchlist page names the car.
    const watchlist = await page.context().newPage();
    await watchlist.goto(new URL(WATCHLIST_PAGE_PATH, page.url()).href);
    expect(await watchlist.locator('h1').textContent()).toBe('My watchlist');
    expect(await watchlist.locator(`a[href="/cars/${car.slug}"]`).count()).toBeGreaterThan(0);
    expect(await axeViolations(watchlist)).toEqual([]);
    await watchlist.close();

    // Removing it: optimistic, then the call; the toast says so.
    await saved.click();
    await page.getByText('Car Removed').waitFor();
    expect(await page.getByRole('button', { name: /^Save to Watchlist/ }).getAttribute('aria-pressed')).toBe('false');
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
  });
});
