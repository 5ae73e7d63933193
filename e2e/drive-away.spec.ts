import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  journeyBrowser,
  openHydrated,
  openPage,
  scrollToDeferredSection,
  siteUrl,
} from './support/browser.ts';
import { landmark, serverPage } from './support/html.ts';
import { getAsSite } from './support/http.ts';
import { findCar, type ListedCar } from './support/stock.ts';

// Journey (issue 31 "Drive-away price for the shopper's state"): on a harbourcity car priced "Excl.
// Government Charges", a shopper types a postcode and sees the estimated drive-away price for its state
// with the breakdown — in place with JavaScript (remembered for the next visit), and from the car page's
// own HTML through the plain GET form without it (read over HTTP). Done when: 2000, 3000 and 4000.

const TENANT = 'harbourcity';
const HOST = `${TENANT}.localhost`;
const STATES = [
  ['2000', 'New South Wales'],
  ['3000', 'Victoria'],
  ['4000', 'Queensland'],
] as const;
const SECTION = 'Drive-away price estimate';

let browser: Browser;
let car: ListedCar;
/** The API's total for each postcode, as the page formats it. */
const totals = new Map<string, string>();

beforeAll(async () => {
  browser = await journeyBrowser();
  car = await findCar(TENANT, (listed) => {
    const { price_type, item_type } = listed as ListedCar & { price_type: string | null; item_type: string };
    return listed.status === 'in_stock' && item_type === 'car' && price_type === 'Excl. Government Charges';
  });
  for (const [postcode] of STATES) {
    const answer = await getAsSite(HOST, `/api/cars/${car.slug}/drive-away?postcode=${postcode}`);
    expect(answer.status).toBe(200);
    totals.set(postcode, `$${Math.round(answer.json<{ total: number }>().total).toLocaleString('en-AU')}`);
  }
});
describe('the drive-away estimate with JavaScript', () => {
  it('shows the breakdown for 2000, 3000 and 4000 in place, remembers the postcode, axe-clean', async () => {
    const { page, errors } = await openPage(browser);
    await openHydrated(page, siteUrl(TENANT, `/cars/${car.slug}`));
    await scrollToDeferredSection(page, 'drive-away');
    const address = page.url();
    const section = page.getByRole('region', { name: SECTION });
    const postcode = section.getByRole('textbox', { name: 'Postcode where the car will be registered' });
    const outcome = section.getByRole('status');
    for (const [code, state] of STATES) {
      await postcode.fill(code);
      await section.getByRole('button', { name: 'Estimate drive-away price' }).click();
      await expect.poll(() => outcome.textContent()).toContain(`Estimated drive-away price in ${state} (${code})`);
      const shown = String(await outcome.textContent());
      for (const line of ['Vehicle price', 'Dealer delivery', 'Stamp duty', 'Registration (12 months)']) {
        expect(shown).toContain(line);
      }
      expect(shown).toContain(`Estimated drive-away price${totals.get(code)}`);
      expect(shown).toContain('This is an estimate only');
      expect(shown).toMatch(/Stamp duty rates effective from \d\d\/\d\d\/\d{4}\./);
    }
    expect(page.url()).toBe(address);
    expect(await axeViolations(page)).toEqual([]);

    // The next visit starts with the postcode the shopper last asked about.
    await openHydrated(page, siteUrl(TENANT, `/cars/${car.slug}`));
    await scrollToDeferredSection(page, 'drive-away');
    await expect.poll(() => postcode.inputValue()).toBe('4000');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the drive-away estimate without JavaScript', () => {
  it('answers the plain form’s GET with the breakdown in the car page’s own HTML', async () => {
    for (const [code, state] of STATES) {
      const { status, document } = await serverPage(TENANT, `/cars/${car.slug}?drive_away_postcode=${code}`);
      expect(status).toBe(200);
      const section = landmark(document, 'region', SECTION);
      const form = section.querySelector('form');
      expect(form?.getAttribute('method')).toBe('get');
      expect(form?.getAttribute('action')).toBe(`/cars/${car.slug}#drive-away`);
      expect(section.querySelector('input[name="drive_away_postcode"]')?.getAttribute('value')).toBe(code);
      const shown = section.textContent?.replace(/\s+/g, ' ') ?? '';
      expect(shown).toContain(`Estimated drive-away price in ${state} (${code})`);
      expect(shown).toContain(`Estimated drive-away price${totals.get(code)}`);
    }
  });

  it('answers an empty postcode with its message', async () => {
    const { document } = await serverPage(TENANT, `/cars/${car.slug}?drive_away_postcode=`);
    expect(landmark(document, 'region', SECTION).querySelector('[role="status"]')?.textContent).toBe(
      'Please enter a postcode.',
    );
  });
});
