import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { readDevVars } from '../scripts/lib/dev-vars.ts';
import { axeViolations, dismissPopup, journeyBrowser, openPage, siteUrl, submitAndLoad } from './support/browser.ts';

// Journeys of the dealer's pages. Issue 30 "an upload form on the signed-in dealer page": harbourcity's dealer asks
// for the stock feed page, is sent to the dealer sign-in, signs in with the dealer key from the keyboard, uploads the
// example CSV of 200 cars (10 bad) as a dry run, and reads its report: the counts and every bad row by line; the page
// lists the import (a dry run, so the other journeys' stock is untouched). Issue 29 "a dealer sees and chooses": the
// dealer tries the locations canary, sees a locations page served by it, and goes back to stable (within the test, so
// the other journeys see harbourcity as it was). Server HTML only, axe-clean, no console errors.

const TENANT = 'harbourcity';
const EXAMPLE_CSV = fileURLToPath(new URL('../shared/src/domain/stock/examples/stock-feed-200.csv', import.meta.url));

let browser: Browser;

/** A page signed in as harbourcity's dealer (its own client address, so the sign-in budget is this journey's). */
async function dealerPage(client: string) {
  const key = (await readDevVars()).DEALER_API_KEY ?? '';
  expect(key, 'the local dealer key in .dev.vars').not.toBe('');
  const watched = await openPage(browser, { extraHTTPHeaders: { 'CF-Connecting-IP': client } });
  return { ...watched, key };
}

/**
 * Waits until the releases page shows `sentence` once, reloading it: the dealer's choice is published to the one KV
 * registry every release writes, and a release command of another journey finishing its publish at that moment
 * (release-journey, retired-builds: other remotes, the same registry) leaves the older registry in KV for an instant
 * before it publishes the newest (publishNewest), so the page after the choice may be rendered from it.
 */
async function shownSoon(page: Page, sentence: Locator): Promise<void> {
  await expect
    .poll(async () => {
      const count = await sentence.count();
      if (count !== 1) await page.reload();
      return count;
    })
    .toBe(1);
}

beforeAll(async () => {
  browser = await journeyBrowser();
});
describe("the dealer's pages", () => {
  it('signs the dealer in, takes a dry run of the example feed and shows its report', async () => {
    const { page, errors, key } = await dealerPage('203.0.113.30');

    await page.goto(siteUrl(TENANT, '/dealer/stock'));
    expect(new URL(page.url()).pathname).toBe('/dealer/sign-in');
    await dismissPopup(page);
    await expect(page.locator('h1').textContent()).resolves.toBe('Dealer sign-in');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Dealer key').fill(key);
    await page.getByLabel('Dealer key').press('Enter');
    await page.waitForURL((url) => url.pathname === '/dealer/stock');
    await expect(page.locator('h1').textContent()).resolves.toBe('Stock feed');
    await dismissPopup(page);
    expect(await axeViolations(page)).toEqual([]);

    const dealership = page.getByLabel('Dealership');
    const first = await dealership.locator('option[value]:not([value=""])').first().getAttribute('value');
    await dealership.selectOption(first ?? '');
    await page.getByLabel('Stock file (CSV, or JSON lines)').setInputFiles(EXAMPLE_CSV);
    await page.getByLabel('Dry run: report what would change, change nothing').check();
    await page.getByRole('button', { name: 'Import' }).click();
    await page.waitForURL((url) => /^\/dealer\/stock\/imports\/\d+$/.test(url.pathname));
    await dismissPopup(page);
    await expect(page.locator('h1').textContent()).resolves.toMatch(/^Stock import \d+: /);
    await expect(page.getByText('Upload: stock-feed-200.csv', { exact: false }).count()).resolves.toBe(1);
    const badRows = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Reason' }) });
    await expect(badRows.getByRole('row').count()).resolves.toBe(11);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Back to the stock feed' }).click();
    await page.waitForURL((url) => url.pathname === '/dealer/stock');
    await expect(page.getByRole('cell', { name: 'Full feed (dry run)' }).count()).resolves.toBeGreaterThanOrEqual(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("lists the site's parts and their releases, and lets the dealer try a canary and go back", async () => {
    const { page, errors, key } = await dealerPage('203.0.113.31');
    await page.goto(siteUrl(TENANT, '/dealer/releases'));
    await dismissPopup(page);
    await page.getByLabel('Dealer key').fill(key);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/dealer/releases');
    await dismissPopup(page);
    const locations = page.getByRole('region', { name: 'Dealerships and locations' });
    await expect(locations.getByText(/^You run [\d.]+ \(stable\)/).count()).resolves.toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await submitAndLoad(page, locations.getByRole('button', { name: /^Try / }));
    await shownSoon(page, locations.getByText(/^You run [\d.]+-canary \(canary\), by your choice\.$/));
    await expect(
      page.getByRole('listitem').filter({ hasText: 'mfe_locations chosen' }).count(),
    ).resolves.toBeGreaterThan(0);
    const served = await page.evaluate(async () => (await fetch('/contact-us', { cache: 'no-store' })).text());
    expect(served).toMatch(/\/_mf\/mfe_locations\/[\d.]+-canary\//);

    await submitAndLoad(page, locations.getByRole('button', { name: /^Back to stable/ }));
    await shownSoon(page, locations.getByText(/^You run [\d.]+ \(stable\), by your choice\.$/));
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
