import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  dismissPopup,
  journeyBrowser,
  openHydrated,
  openPage,
  siteUrl,
  submitAndLoad,
} from './support/browser.ts';
import { signInWithCode } from './support/sms.ts';

// Journey (issue 31): a shopper refines a search, chooses Save this search, signs in with a code on the way, names the
// search and its alerts on the save page with the keyboard, and finds it in My Garage, where it can be deleted; the
// stop page of an alert's link that names no search says so. The alerts themselves (a new car and a price drop
// making one SMS digest, never twice, the stop link's button) are proven in workerd with the simulators
// (mfe-search/test/saved-searches.worker.test.ts, edge-worker/test/my-garage.worker.test.ts): here only what needs a
// browser.

/** A mobile only this journey uses. */
const PHONE = `0412${String(Date.now() + 31).slice(-6)}`;

let browser: Browser;
beforeAll(async () => {
  browser = await journeyBrowser();
});
describe('saving a search', () => {
  it('saves a refined search through sign-in, keyboard only on the save page, and lists it in My Garage', async () => {
    const { page, errors } = await openPage(browser, { extraHTTPHeaders: { 'CF-Connecting-IP': '203.0.113.131' } });
    await openHydrated(
      page,
      siteUrl('harbourcity', '/search/used-cars?sortBy=Car_production:created_at_timestamp:desc'),
    );
    const save = page.getByRole('link', { name: 'Save this search' });
    expect(new URL((await save.getAttribute('href')) ?? '', page.url()).searchParams.get('search')).toBe(
      '/search/used-cars?sortBy=Car_production:created_at_timestamp:desc',
    );
    await save.click();
    await page.waitForURL((url) => url.pathname === '/sign-in');
    await page.waitForLoadState('networkidle');
    await dismissPopup(page);
    await signInWithCode(page, PHONE, { 'First name': 'Sam' });

    await page.waitForURL((url) => url.pathname === '/my-garage/saved-searches/new');
    await expect(page.locator('h1').textContent()).resolves.toBe('Save this search');
    expect(await axeViolations(page)).toEqual([]);
    const name = page.getByLabel('Name');
    expect(await name.inputValue()).toBe('Used Cars');
    await name.fill('Newest used cars');
    // The keyboard alone: to "As they happen", then submit from the button.
    await page.getByRole('radio', { name: 'One message a day at most' }).focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: 'As they happen' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Save search' }).focus();
    await page.keyboard.press('Enter');

    await page.waitForURL((url) => url.pathname === '/my-garage');
    const section = page.getByRole('region', { name: 'Saved searches' });
    const link = section.getByRole('link', { name: 'Newest used cars' });
    // The same search, its query written the way a form encodes it.
    expect(decodeURIComponent((await link.getAttribute('href')) ?? '')).toBe(
      '/search/used-cars?sortBy=Car_production:created_at_timestamp:desc',
    );
    expect(await section.textContent()).toContain('New cars and price drops, by SMS, as they happen');
    expect(await axeViolations(page)).toEqual([]);

    await submitAndLoad(page, section.getByRole('button', { name: 'Delete Newest used cars' }));
    await expect(page.getByRole('region', { name: 'Saved searches' }).textContent()).resolves.toContain(
      'No saved searches yet',
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("an alert's stop link that names no search says so, clean under axe", async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(siteUrl('harbourcity', `/saved-searches/unsubscribe?token=${'0'.repeat(32)}`));
    await dismissPopup(page);
    await expect(page.locator('h1').textContent()).resolves.toBe('Search alerts');
    expect(await page.getByText('This link is not valid any more').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
