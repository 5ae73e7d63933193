import { SWITCHABLE_FEATURES } from '@forecourt/shared/site-pages/feature-routes';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { identify } from '../demo/simulators/valuation/model.ts';
import { SIMULATORS, simulatorPort } from '../scripts/lib/simulators.ts';
import { axeViolations, journeyBrowser, openHydrated, openPage, siteUrl } from './support/browser.ts';
import { findCar } from './support/stock.ts';
import { demoTenants } from './support/tenants.ts';

// Journey (issue 17 "Trade-in"): a shopper values a trade-in end to end: the form's error list, the
// valuation partner's answer (range and offer), the offer accepted; a car over 100,000 km refused; the
// same form without JavaScript posts and comes back with the valuation; every demo site serves the pages.

const TENANT = 'harbourcity';
const RUN = String(Date.now()).slice(-6);
const YEAR = new Date().getUTCFullYear();
/** A registration the partner identifies as a recent car (so an online estimate is given). */
const REGO = (Array.from({ length: 200 }, (_, i) => `E2E${i}`).find(
  (rego) => YEAR - identify(rego, 'NSW', YEAR).year <= 5,
) ?? 'E2E0') as string;
const VALUATION = SIMULATORS.find((sim) => sim.partner === 'valuation');

let browser: Browser;

beforeAll(async () => {
  browser = await journeyBrowser();
});
/** Whether the valuation partner has an accepted valuation of `rego`. */
async function partnerAccepted(rego: string): Promise<boolean> {
  if (!VALUATION) throw new Error('no valuation simulator configured');
  const response = await fetch(`http://127.0.0.1:${simulatorPort(VALUATION, inject('port'))}/v1/valuations?limit=50`);
  const { valuations } = (await response.json()) as { valuations: { rego: string; accepted_lead_id: string | null }[] };
  return valuations.some((entry) => entry.rego === rego && entry.accepted_lead_id !== null);
}

async function fillForm(page: Page, km: string): Promise<void> {
  await page.getByLabel('First Name').fill('Sam');
  await page.getByLabel('Last Name').fill(`Trade${RUN}`);
  await page.getByLabel('Postcode').fill('2000');
  await page.getByLabel('Mobile').fill(`0412${RUN}`);
  await page.getByLabel('Email').fill(`trade-${RUN}@example.com`);
  await page.getByLabel('Registration', { exact: true }).fill(REGO);
  await page.getByLabel('Registration state').selectOption('NSW');
  await page.getByLabel('Kilometres').fill(km);
  await page.getByLabel('Condition').selectOption('good');
  // A site of several dealerships asks which (spec: 000 §5); a car's trade-in goes to the car's.
  const dealership = page.getByLabel('Dealership');
  if ((await dealership.count()) > 0) await dealership.selectOption({ index: 1 });
}

describe('trade-in valuation', () => {
  it('lists the errors, values the car by its registration, and accepts the offer', async () => {
    const car = await findCar(TENANT, (listed) => listed.status === 'in_stock');
    const { page, errors } = await openPage(browser);
    await openHydrated(page, siteUrl(TENANT, `/cars/trade-in?car_id=${car.id}`));
    // The car being bought, beside the form (spec: 001 §2 "/cars/trade-in?car_id={id}").
    expect(await page.locator(`a[href="/cars/${car.slug}"]`).count()).toBe(1);
    for (const text of ['Why Buy From Us?', 'Trade-in FAQ']) {
      expect(await page.getByRole('heading', { name: text }).count()).toBe(1);
    }
    expect(await page.getByText(/cars? sold today$/).count()).toBe(1);

    await page.getByRole('button', { name: 'Value my car' }).click();
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent(), { timeout: 10_000 }).toContain('Please fix the following errors:');
    expect(await alert.textContent()).toContain('First Name: This is a required field.');

    await fillForm(page, '40000');
    await page.getByRole('button', { name: 'Value my car' }).click();
    await page.getByRole('heading', { name: 'Your valuation' }).waitFor();
    expect(await page.getByText('Estimated range').count()).toBe(1);
    expect(await page.getByText('Our offer').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Accept offer' }).click();
    await page.getByText('Offer accepted.').waitFor();
    expect(errors).toEqual([]);

    // The partner heard of the acceptance (spec: 001 §7 "offer-accepted update with lead_id").
    await expect.poll(() => partnerAccepted(REGO), { timeout: 15_000 }).toBe(true);
  });

  it('refuses an online estimate for a car over 100,000 km, keeping the details', async () => {
    const { page } = await openPage(browser);
    await openHydrated(page, siteUrl(TENANT, '/sell-my-car'));
    await fillForm(page, '150000');
    await page.getByRole('button', { name: 'Value my car' }).click();
    await page.getByText(/can't give an online estimate for a car with more than 100,000 km/).waitFor();
  });

  it('posts without JavaScript and answers with the valuation page', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    const response = await page.goto(siteUrl('sunvalley', '/sell-your-car'));
    expect(response?.status()).toBe(200);
    await page.getByRole('button', { name: 'Value my car' }).click();
    await page.waitForURL(/errors=/);
    expect(await page.getByRole('alert').textContent()).toContain('Please fix the following errors:');
    await fillForm(page, '30000');
    await page.getByRole('button', { name: 'Value my car' }).click();
    await page.waitForURL(/\/sell-your-car\?lead_id=/);
    expect(await page.getByRole('heading', { name: 'Your valuation' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Accept offer' }).click();
    await page.getByText('Offer accepted.').waitFor();
  });

  it('serves every trade-in page on every demo site with trade-in on, and sends the others to Contact Us', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    const sites = demoTenants();
    // Both kinds must be there for this to test anything (the demo data has Redgum with trade-in off).
    expect(new Set(sites.map((site) => site.features.tradeIn))).toEqual(new Set([true, false]));
    for (const site of sites) {
      for (const path of SWITCHABLE_FEATURES.tradeIn.pages) {
        const response = await page.goto(siteUrl(site.slug, path));
        expect(response?.status(), `${site.slug} ${path}`).toBe(200);
        if (site.features.tradeIn) {
          expect(await page.locator('h1').textContent()).toBe('Value your trade-in');
        } else {
          // Issue 19: a switched-off route redirects to a sensible page instead of a 404.
          expect(new URL(page.url()).pathname, `${site.slug} ${path}`).toBe(SWITCHABLE_FEATURES.tradeIn.redirectTo);
        }
      }
    }
  });
});
