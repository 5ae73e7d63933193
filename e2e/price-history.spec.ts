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
import { getAsSite } from './support/http.ts';
import { carSlugsOf } from './support/stock.ts';

// Journey (issue 31 "Price history"): a harbourcity car whose price has come down (the demo's repriced
// cars) charts its history on its page; the chart is named by its sentence, and the keyboard opens the
// table of every change. Axe-clean.

const TENANT = 'harbourcity';

let browser: Browser;
let slug = '';

beforeAll(async () => {
  browser = await journeyBrowser();
  for (const candidate of await carSlugsOf(TENANT)) {
    if ((await getAsSite(`${TENANT}.localhost`, `/cars/${candidate}`)).text.includes('>Price history</h2>')) {
      slug = candidate;
      break;
    }
  }
  expect(slug, 'a harbourcity car with a price history').not.toBe('');
});
describe('a car whose price has changed', () => {
  it('charts its price history, named by its sentence, the table of changes a keypress away', async () => {
    const { page, errors } = await openPage(browser);
    await openHydrated(page, siteUrl(TENANT, `/cars/${slug}`));
    await dismissPopup(page);
    await scrollToDeferredSection(page, 'price-history');
    const section = page.getByRole('region', { name: 'Price history' });
    const sentence = (await section.locator('p').first().textContent()) ?? '';
    expect(sentence).toMatch(/^Down \$[\d,]+ since it was listed on \d+ \w+ \d{4} at \$[\d,]+: \$[\d,]+ now/);
    await expect(section.getByRole('img', { name: sentence }).count()).resolves.toBe(1);
    const table = section.getByRole('table');
    expect(await table.isVisible()).toBe(false);
    await section.getByText('Every price change').focus();
    await page.keyboard.press('Enter');
    expect(await table.isVisible()).toBe(true);
    await expect(table.getByRole('row').count()).resolves.toBeGreaterThanOrEqual(3);
    expect(await axeViolations(page, '#price-history')).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
