import type { Browser, Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  journeyBrowser,
  openHydrated,
  openPage,
  scrollToDeferredSection,
  siteUrl,
} from './support/browser.ts';
import { getAsSite } from './support/http.ts';
import { findCar, type ListedCar } from './support/stock.ts';

// Journey (issue 6 "Calculators", "Similar cars", "Sold view"): a shopper estimates delivery to their
// postcode — with JavaScript in place, without it through the plain form the car page answers — sees the
// fuel estimate, and on a sold car the sold tag, the spec's message and similar cars. Axe-clean pages.

const TENANT = 'harbourcity';
const HOST = `${TENANT}.localhost`;
/** Brisbane: the delivery partner (its simulator) serves it. */
const KNOWN_POSTCODE = '4000';
/** A PO-box-only range the partner does not serve. */
const UNKNOWN_POSTCODE = '9999';
// spec: 000 §5, §8 — exactly as written.
const EMPTY_POSTCODE = 'Please enter a postcode.';
const UNKNOWN_LOCATION =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.";
const SOLD_MESSAGE = 'Like this and want something similar?';

let browser: Browser;
let car: ListedCar;
/** An in-stock car that burns fuel: an electric car has no fuel calculator (spec: 000 §4). */
let fuelCar: ListedCar;
/** The partner's estimate for the known postcode, as the API answers it. */
let estimate: { price: number; name: string };

beforeAll(async () => {
  browser = await journeyBrowser();
  car = await findCar(TENANT, (listed) => listed.status === 'in_stock');
  fuelCar = await findCar(
    TENANT,
    (listed) => listed.status === 'in_stock' && (listed as { simple_fuel?: string | null }).simple_fuel !== 'Electric',
  );
  const answer = await getAsSite(HOST, `/api/cars/${car.slug}/delivery?postcode=${KNOWN_POSTCODE}`);
  expect(answer.status).toBe(200);
  estimate = answer.json<{ price: number; name: string }>();
});
/** The estimate as the calculator shows it: whole dollars with thousands commas. */
const priceText = (price: number) => `$${Math.round(price).toLocaleString('en-AU')}`;

/** The delivery calculator's parts on a car page. */
function deliveryCalculator(section: Locator) {
  return {
    postcode: section.getByLabel('Your postcode'),
    submit: section.getByRole('button', { name: 'Estimate delivery' }),
    outcome: section.getByRole('status'),
  };
}

describe('the delivery calculator with JavaScript', () => {
  it('answers an empty and an unknown postcode with the spec messages, and a known one with its price and region', async () => {
    const { page, errors } = await openPage(browser);
    await openHydrated(page, siteUrl(TENANT, `/cars/${car.slug}`));
    await scrollToDeferredSection(page, 'delivery-calculator');
    const address = page.url();
    const { postcode, submit, outcome } = deliveryCalculator(page.locator('#delivery'));

    await submit.click();
    await expect.poll(() => outcome.textContent()).toBe(EMPTY_POSTCODE);
    expect(await postcode.getAttribute('aria-invalid')).toBe('true');

    await postcode.fill(UNKNOWN_POSTCODE);
    await postcode.press('Enter');
    await expect.poll(() => outcome.textContent()).toBe(UNKNOWN_LOCATION);

    await postcode.fill(KNOWN_POSTCODE);
    await submit.click();
    await expect.poll(() => outcome.textContent()).toContain(estimate.name);
    expect(await outcome.textContent()).toContain(priceText(estimate.price));
    // Answered in place: the page never left for the plain form's address.
    expect(page.url()).toBe(address);

    expect(await axeViolations(page)).toEqual([]);
    // The unknown postcode's 404 is the browser's own console line; nothing else may be logged.
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
    await page.context().close();
  });
});

describe('the fuel calculator with JavaScript', () => {
  it('recomputes the estimate as the visitor types a distance, and flags one it cannot read', async () => {
    const { page, errors } = await openPage(browser);
    // The calculator's code is held back until the visitor has typed: what was typed before the section
    // hydrated still counts.
    let releaseCode = () => {};
    const typed = new Promise<void>((resolve) => {
      releaseCode = resolve;
    });
    await page.route(/\/section-fuel-calculator\.\w+\.js$/, async (route) => {
      await typed;
      await route.continue();
    });
    await openHydrated(page, siteUrl(TENANT, `/cars/${fuelCar.slug}`));
    const fuel = page.locator('#fuel-calculator');
    const weekly = fuel.locator('dd').first();
    const dollars = async () => Number((await weekly.textContent())?.replace(/[$,]/g, ''));
    const before = await dollars();
    const distance = fuel.getByRole('textbox', { name: 'Kilometres per week' });
    await distance.fill('500');
    expect(await page.locator('[data-fc-deferred="fuel-calculator"]').getAttribute('data-fc-hydrated')).toBeNull();
    releaseCode();
    await scrollToDeferredSection(page, 'fuel-calculator');
    await expect.poll(dollars).not.toBe(before);
    // Twice the distance, twice the bill (give or take a dollar of rounding).
    expect(Math.abs((await dollars()) - 2 * before)).toBeLessThanOrEqual(1);
    // Something that is not a distance is flagged, and the estimate keeps the last good one.
    const doubled = await dollars();
    await distance.fill('lots');
    await expect.poll(() => distance.getAttribute('aria-invalid')).toBe('true');
    expect(await fuel.getByText('Enter a distance from 0 to 10,000 km').isVisible()).toBe(true);
    expect(await dollars()).toBe(doubled);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the car page without JavaScript', () => {
  it('estimates delivery through the plain GET form, answered by the car page itself', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(siteUrl(TENANT, `/cars/${car.slug}`));
    const section = page.locator('#delivery');
    const { postcode, submit } = deliveryCalculator(section);
    await postcode.fill(KNOWN_POSTCODE);
    await submit.click();
    await page.waitForURL((url) => url.searchParams.get('postcode') === KNOWN_POSTCODE);
    const url = new URL(page.url());
    expect(url.pathname).toBe(`/cars/${car.slug}`);
    expect(url.hash).toBe('#delivery');
    const text = await section.textContent();
    expect(text).toContain(estimate.name);
    expect(text).toContain(priceText(estimate.price));
    expect(await postcode.inputValue()).toBe(KNOWN_POSTCODE);
    await page.context().close();
  });

  it('shows the unknown-location message for a postcode the partner does not serve', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(siteUrl(TENANT, `/cars/${car.slug}?postcode=${UNKNOWN_POSTCODE}#delivery`));
    expect(await page.locator('#delivery').getByRole('status').textContent()).toBe(UNKNOWN_LOCATION);
    await page.context().close();
  });

  it('shows the fuel estimate for the defaults ($1.70 a litre, 250 km a week)', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(siteUrl(TENANT, `/cars/${fuelCar.slug}`));
    const fuel = page.locator('#fuel-calculator');
    expect(await fuel.getByRole('textbox', { name: 'Fuel price per litre' }).inputValue()).toBe('1.70');
    expect(await fuel.getByRole('textbox', { name: 'Kilometres per week' }).inputValue()).toBe('250');
    expect(await fuel.textContent()).toMatch(/Weekly\s*\$\d+.*Monthly\s*\$[\d,]+.*Yearly\s*\$[\d,]+/s);
    await page.context().close();
  });
});

describe('a sold car', () => {
  it('shows the sold tag, the spec message and similar cars, axe-clean', async () => {
    const sold = await findCar(TENANT, (listed) => !['in_stock', 'coming_soon'].includes(listed.status));
    const { page, errors } = await openPage(browser);
    await openHydrated(page, siteUrl(TENANT, `/cars/${sold.slug}`));
    const main = page.locator('main');
    expect(await main.textContent()).toContain('JUST SOLD');
    expect(await main.getByText(SOLD_MESSAGE, { exact: true }).count()).toBeGreaterThan(0);
    const similar = page.getByRole('region', { name: 'Similar cars' });
    await similar.waitFor();
    const links = similar.getByRole('link');
    expect(await links.count()).toBeGreaterThan(0);
    expect(await links.count()).toBeLessThanOrEqual(6);
    expect(await links.first().getAttribute('href')).toMatch(/^\/cars\//);
    // Keyboard: the first car's link takes focus.
    await links.first().focus();
    expect(await links.first().evaluate((link) => link === document.activeElement)).toBe(true);
    expect(await page.locator('#fuel-calculator, #delivery').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
