import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SIMULATORS, simulatorPort } from '../scripts/lib/simulators.ts';
import { axeViolations, journeyBrowser, openHydrated, openPage, siteUrl } from './support/browser.ts';
import { getAsSite } from './support/http.ts';
import { codeFromOutbox } from './support/sms.ts';
import { findCar, type ListedCar } from './support/stock.ts';

// Journeys (issue 16): the car page's finance calculator by keyboard; a personalised quote end to end
// (the code from the SMS outbox, the lead stored, the partner's redirect followed); the partner down
// (the spec's message, the lead still stored); the finance pages without JavaScript.

const TENANT = 'harbourcity';
const RUN = String(Date.now()).slice(-6);

function simulatorUrl(partner: string, path: string): string {
  const sim = SIMULATORS.find((candidate) => candidate.partner === partner);
  if (!sim) throw new Error(`no ${partner} simulator`);
  return `http://127.0.0.1:${simulatorPort(sim, inject('port'))}${path}`;
}

async function setFinanceOutage(outage: boolean): Promise<void> {
  const res = await fetch(simulatorUrl('finance', '/control'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ outage }),
  });
  if (!res.ok) throw new Error(`finance simulator control answered ${res.status}`);
}

/** A car as the site's API answers it, with what the partner's quote depends on. */
type FinanceCar = ListedCar & { price: number; year: number; reserved: boolean };

/** An in-stock, unreserved car the partner quotes (priced within its bounds); see `findCar` for `fromEnd`. */
function quotableCar(options: { fromEnd?: boolean } = {}): Promise<FinanceCar> {
  const quotable = (listed: ListedCar) => {
    const car = listed as FinanceCar;
    return car.status === 'in_stock' && !car.reserved && car.price >= 1_000 && car.price <= 250_000;
  };
  return findCar(TENANT, quotable, options) as Promise<FinanceCar>;
}

/** The partner's lenders for a car, asked the way the gateway asks (the quick quote's loan). */
async function partnerLenders(car: FinanceCar): Promise<{ financeProvider: string; disclaimer: string }[]> {
  const res = await fetch(simulatorUrl('finance', '/v1/lenders'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      selfAssessedCreditScore: 'GREAT',
      purchasePrice: Math.round(car.price),
      loanTerm: 5,
      year: car.year,
    }),
  });
  if (!res.ok) throw new Error(`finance simulator lenders answered ${res.status}`);
  return ((await res.json()) as { lenders: { financeProvider: string; disclaimer: string }[] }).lenders;
}

/** Whether the CRM has received a finance lead with this email. */
async function leadStored(email: string): Promise<boolean> {
  const res = await fetch(simulatorUrl('crm', `/v1/leads?site=${TENANT}&limit=50`));
  const { leads } = (await res.json()) as { leads: { form: string; lead: unknown }[] };
  return leads.some((lead) => lead.form === 'finance' && JSON.stringify(lead.lead).includes(email));
}

/** The outbox delivers a lead to the CRM within seconds. */
const LEAD_DELIVERY = { timeout: 15_000, interval: 250 };

async function fillDetails(page: Page, phone: string, email: string): Promise<void> {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Postcode').fill('2000');
  await page.getByLabel('Mobile').fill(phone);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await page.getByRole('button', { name: 'Resend Code' }).waitFor();
  expect(await page.getByLabel('Mobile').getAttribute('readonly')).not.toBeNull();
  await page.getByLabel('Verification code').fill(await codeFromOutbox(page, phone));
}

let browser: Browser;
beforeAll(async () => {
  browser = await journeyBrowser();
});
afterAll(async () => {
  await setFinanceOutage(false);
});

describe('finance', () => {
  it('works the car page calculator by keyboard', async () => {
    const car = await findCar(TENANT, (candidate) => candidate.status === 'in_stock');
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await openHydrated(page, siteUrl(TENANT, `/cars/${car.slug}`));
    const calculator = page.locator('#finance-calculator');
    await calculator.scrollIntoViewIfNeeded();
    await page.locator('#fc-finance-calculator[data-fc-hydrated="true"]').waitFor({ timeout: 15_000 });
    const repayment = calculator.locator('output');
    const before = await repayment.textContent();
    const price = calculator.getByRole('textbox', { name: 'Purchase price' });
    await price.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('500');
    await page.keyboard.press('Tab');
    await expect(calculator.getByRole('alert').textContent()).resolves.toBe(
      'Cannot be less than $1,000 or more than $250,000',
    );
    await price.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('40000');
    await page.keyboard.press('Tab');
    await calculator.getByRole('textbox', { name: 'Interest rate (% p.a.)' }).focus();
    await page.keyboard.press('ArrowUp');
    const after = await repayment.textContent();
    expect(after).not.toBe(before);
    expect(after).toMatch(/per week/);
    // The amount slider moves the field with it, by the spec's step of $500.
    await calculator.getByRole('slider', { name: 'Purchase price' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(price.inputValue()).resolves.toBe('$40,500');
    await calculator.getByRole('radio', { name: 'Monthly' }).focus();
    await page.keyboard.press('Space');
    await expect(repayment.textContent()).resolves.toMatch(/per month/);
    expect(await page.locator('#finance-calculator').count()).toBe(1);
    await page.screenshot({ path: '/tmp/fin-calculator.png', fullPage: false });
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("moves the quick estimate's term and the budget finder's budget by their sliders, keyboard only", async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await openHydrated(page, siteUrl(TENANT, '/personalised/finance'));
    const term = page.getByRole('spinbutton', { name: 'Loan term (years)' });
    const before = Number(await term.inputValue());
    await page.getByRole('slider', { name: 'Loan term (years)' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(term.inputValue()).resolves.toBe(String(before - 1));
    await page.keyboard.press('End');
    await expect(term.inputValue()).resolves.toBe('7');
    expect(await axeViolations(page)).toEqual([]);

    await openHydrated(page, siteUrl(TENANT, '/'));
    const finder = page.locator('#fc-budget-finder');
    await finder.scrollIntoViewIfNeeded();
    await page.locator('#fc-budget-finder[data-fc-hydrated="true"]').waitFor({ timeout: 15_000 });
    const budget = finder.getByRole('slider', { name: 'Your budget' });
    await budget.focus();
    await page.keyboard.press('End');
    // Slid to $250,000: the figure follows, and the search goes dearest first (spec: 001 §7 slider navigation).
    await expect(finder.getByText('$250,000').count()).resolves.toBeGreaterThan(0);
    const href = await finder.getByRole('link', { name: /In This Range/ }).getAttribute('href');
    expect(href).toContain('range[price]=:250000');
    expect(href).toContain('sortBy=Car_production:price:desc');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows the finance partner's lenders in the car page's panel, each disclaimer short until Show More", async () => {
    await setFinanceOutage(false);
    const car = await quotableCar();
    const lenders = await partnerLenders(car);
    // The page waits 800 ms for the partner's panel, then shows the car's stored lenders; the answer
    // still arriving is kept for the next view. A first view warms it, so a loaded machine's slow
    // partner does not turn this into a test of the fallback (the Worker tests cover that).
    await getAsSite(`${TENANT}.localhost`, `/cars/${car.slug}`);
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await openHydrated(page, siteUrl(TENANT, `/cars/${car.slug}`));
    const panel = page.getByRole('region', { name: 'Lenders for this car' });
    await panel.scrollIntoViewIfNeeded();
    await page.locator('#fc-finance-calculator[data-fc-hydrated="true"]').waitFor({ timeout: 15_000 });
    const cards = panel.getByRole('listitem');
    await expect(cards.getByRole('heading', { level: 4 }).allTextContents()).resolves.toEqual(
      lenders.map((lender) => lender.financeProvider),
    );
    // spec: 001 §9 "Finance disclaimer truncated at 197"; the partner's are longer.
    const first = cards.first();
    const full = lenders[0]?.disclaimer ?? '';
    expect(full.length).toBeGreaterThan(197);
    await expect(first.textContent()).resolves.toContain(full.slice(0, 150));
    expect(await first.textContent()).not.toContain(full.slice(-40));
    await first.getByRole('button', { name: 'Show More' }).click();
    await expect(first.textContent()).resolves.toContain(full);
    await page.screenshot({ path: '/tmp/fin-lenders.png', fullPage: false });
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('claims no partner quote, and logs no console error, on a car page while the partner is down', async () => {
    // A car no earlier journey is likely to have opened: a quote kept from a visit minutes ago would
    // rightly still show. The partner is down before the car is looked up: the car's API answer asks the
    // finance slice for its quote, which would keep one.
    await setFinanceOutage(true);
    const car = await quotableCar({ fromEnd: true });
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await openHydrated(page, siteUrl(TENANT, `/cars/${car.slug}`));
    // The calculator hydrates when it nears the viewport (issue 14: calculators below the fold on visible).
    await page.locator('#finance-calculator').scrollIntoViewIfNeeded();
    await page.locator('#fc-finance-calculator[data-fc-hydrated="true"]').waitFor({ timeout: 15_000 });
    const main = (await page.locator('main').textContent()) ?? '';
    // spec: 001 §7 "on the car page failure is silent": no partner figure, no error shown; the teaser,
    // where the site shows one, is its own estimate and says so.
    expect(main).not.toContain("the finance partner's quote for this car");
    expect(main).not.toMatch(/Failed to get YouX quick quote|went wrong/i);
    if (await page.getByRole('link', { name: /^Only \$/ }).count())
      expect(main).toMatch(/estimates weekly repayments on/);
    await setFinanceOutage(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('takes a personalised quote end to end: code from the outbox, lead stored, partner redirect followed', async () => {
    await setFinanceOutage(false);
    const car = await findCar(TENANT, (candidate) => candidate.status === 'in_stock');
    const { page, errors } = await openPage(browser, { extraHTTPHeaders: { 'CF-Connecting-IP': '203.0.113.161' } });
    await openHydrated(page, siteUrl(TENANT, `/personalised/finance?car_id=${car.id}`));
    await page
      .getByText(/\$[\d,]+ \/wk/)
      .first()
      .waitFor({ timeout: 10_000 });
    expect(await axeViolations(page)).toEqual([]);
    const phone = `0412${RUN}`;
    const email = `fin-ok-${RUN}@example.com`;
    await fillDetails(page, phone, email);
    await page.getByRole('button', { name: 'Get A Personalised Quote' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/apply/'), { timeout: 20_000 });
    await expect(page.locator('h1').textContent()).resolves.toBe('Your finance application');
    await expect.poll(() => leadStored(email), LEAD_DELIVERY).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows the spec's message when the partner is down, and still stores the lead", async () => {
    const { page } = await openPage(browser, { extraHTTPHeaders: { 'CF-Connecting-IP': '203.0.113.162' } });
    await openHydrated(page, siteUrl(TENANT, '/personalised/finance'));
    await setFinanceOutage(true);
    const phone = `0413${RUN}`;
    const email = `fin-down-${RUN}@example.com`;
    await fillDetails(page, phone, email);
    // No car: a site of several dealerships asks which one the application is for (spec: 000 §5).
    await page.getByLabel('Dealership').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Get A Personalised Quote' }).click();
    const alert = page.locator('form [role="alert"]');
    await alert.waitFor({ timeout: 20_000 });
    await expect(alert.textContent()).resolves.toBe('Failed to create YouX customer');
    await expect.poll(() => leadStored(email), LEAD_DELIVERY).toBe(true);
    await setFinanceOutage(false);
    await page.context().close();
  });

  it('renders the finance pages without JavaScript, and the form posts', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    for (const [tenant, path] of [
      ['harbourcity', '/finance'],
      ['harbourcity', '/finance-enquiry'],
      ['redgum', '/apply-for-finance'],
      ['sunvalley', '/finance'],
      ['sunvalley', '/personalised/finance?journey=start'],
    ] as const) {
      const res = await page.goto(siteUrl(tenant, path));
      expect(res?.status(), `${tenant}${path}`).toBe(200);
      await page.locator('h1').first().waitFor();
    }
    // Sun Valley's landing, in its own finance wording (spec: 001 §1; the spec's 'Get Finance Now' elsewhere).
    await page.goto(siteUrl('sunvalley', '/finance'));
    await expect(page.locator('h1').first().textContent()).resolves.toBe('Drive Away Sooner');
    await expect(page.getByText('Pre-approval in minutes, with no impact on your credit score.').count()).resolves.toBe(
      1,
    );
    await page.screenshot({ path: '/tmp/fin-landing.png', fullPage: true });
    await page.goto(siteUrl('harbourcity', '/finance'));
    await expect(page.getByRole('heading', { name: 'Find cars for your budget' }).count()).resolves.toBe(1);
    await page.screenshot({ path: '/tmp/fin-finance-nojs.png', fullPage: true });
    // Posted without a verified phone: the lead API names the missing code (a 400, not the thank-you page).
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email').fill(`fin-nojs-${RUN}@example.com`);
    await page.getByLabel('Postcode').fill('2000');
    await page.getByLabel('Mobile').fill(`0414${RUN}`);
    // The dealership choice is a native select: it works without JavaScript too.
    await page.getByLabel('Dealership').selectOption({ index: 1 });
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith('/api/leads')),
      page.getByRole('button', { name: 'Get A Personalised Quote' }).click(),
    ]);
    expect(response.request().method()).toBe('POST');
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain('code');
    await page.context().close();
  });
});
