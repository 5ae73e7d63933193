import { generateDemoData } from '@forecourt/demo/seed';
import { UNSAFE_DEALER_COMMENTS } from '@forecourt/demo/seed/comments';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SEED, todayUtc } from '../scripts/lib/database.ts';
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

// Journey: a shopper reads a car's page — breadcrumbs, dealer comments, specifications, features —
// with and without JavaScript, and prints it. The page counts the view once hydrated.

/** The car fields this journey picks cars by (the car API answers the whole car). */
interface ContentCar extends ListedCar {
  car_type: string;
  make: string;
  dealercomments: string | null;
  standardEquipment: string[];
}

const TENANT = 'harbourcity';
/** A used car in stock with a long plain-text comment (over 400 characters) and more than 8 features. */
const longContent = (car: ListedCar) => {
  const { status, car_type, dealercomments, standardEquipment } = car as ContentCar;
  return (
    status === 'in_stock' &&
    car_type === 'used' &&
    (dealercomments ?? '').length > 600 &&
    !(dealercomments ?? '').includes('<') &&
    standardEquipment.length > 8
  );
};

let browser: Browser;
let car: ContentCar;
beforeAll(async () => {
  browser = await journeyBrowser();
  car = (await findCar(TENANT, longContent)) as ContentCar;
});
/**
 * A car the seed planted an unsafe comment on (a script, inline handlers), and a site that shows it:
 * found from the demo data the platform was seeded with rather than by reading every car.
 */
async function unsafeCommentCar(): Promise<{ tenant: string; slug: string }> {
  const data = generateDemoData({ seed: DEMO_SEED, today: todayUtc() });
  const planted = data.cars.filter((listed) => UNSAFE_DEALER_COMMENTS.includes(listed.dealercomments ?? ''));
  for (const { slug } of planted) {
    for (const tenant of ['harbourcity', 'sunvalley', 'redgum']) {
      if ((await getAsSite(`${tenant}.localhost`, `/api/cars/${slug}`)).status === 200) return { tenant, slug };
    }
  }
  throw new Error(`no site shows a car with an unsafe comment (planted on ${planted.length})`);
}

/** The last few words of the dealer's comment: shown only when the whole comment is. */
const commentEnding = () => (car.dealercomments ?? '').trim().split(/\s+/).slice(-4).join(' ');

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

describe('vehicle content with JavaScript off', () => {
  it('shows breadcrumbs, the whole dealer comment and every specification from server HTML', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    expect((await page.goto(siteUrl(TENANT, `/cars/${car.slug}`)))?.status()).toBe(200);

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.getByRole('link').allTextContents()).toEqual(
      expect.arrayContaining(['Home', 'Used Cars', car.make]),
    );
    expect(await crumbs.locator('[aria-current="page"]').textContent()).toContain(car.make);
    const makeHref = await crumbs.getByRole('link', { name: car.make, exact: true }).getAttribute('href');
    expect((await getAsSite(`${TENANT}.localhost`, makeHref ?? '/nowhere')).status).toBe(200);

    expect((await region(page, 'Dealer comments').textContent())?.replace(/\s+/g, ' ')).toContain(commentEnding());
    const specRows = await region(page, 'Specifications').locator('dt').count();
    expect(specRows).toBeGreaterThan(4);
    expect(await region(page, 'Features').locator('li').count()).toBe(car.standardEquipment.length);
    expect(await page.getByRole('button', { name: /Show (more|All)/ }).count()).toBe(0);
    const blogLinks = region(page, 'From our blog').getByRole('link');
    expect(await blogLinks.count()).toBe(3);
    expect(await blogLinks.first().getAttribute('href')).toMatch(/^\/blog\//);

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '[]');
    expect(jsonLd.map((entry: { '@type': string }) => entry['@type'])).toEqual(['Car', 'BreadcrumbList']);
    expect(jsonLd[0].offers).toMatchObject({ priceCurrency: 'AUD', availability: 'https://schema.org/InStock' });
  });
});

describe('vehicle content in the browser', () => {
  it('toggles the comment, specifications and features by keyboard, counts the view, and passes axe', async () => {
    const { page, errors } = await openPage(browser);
    await openHydrated(page, siteUrl(TENANT, `/cars/${car.slug}`));

    const comments = region(page, 'Dealer comments');
    const more = comments.getByRole('button', { name: 'Show more' });
    await more.waitFor();
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    expect((await comments.textContent())?.replace(/\s+/g, ' ')).not.toContain(commentEnding());
    await more.focus();
    await page.keyboard.press('Enter');
    const less = comments.getByRole('button', { name: 'Show less' });
    await expect.poll(() => less.getAttribute('aria-expanded')).toBe('true');
    expect((await comments.textContent())?.replace(/\s+/g, ' ')).toContain(commentEnding());
    await page.keyboard.press('Enter');
    await expect.poll(() => comments.getByRole('button', { name: 'Show more' }).count()).toBe(1);

    const specs = region(page, 'Specifications');
    await scrollToDeferredSection(page, 'specifications');
    expect(await specs.locator('dt').count()).toBe(4);
    await specs.getByRole('button', { name: 'Show All' }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => specs.locator('dt').count()).toBeGreaterThan(4);
    expect(await specs.getByRole('button', { name: 'Show Less' }).getAttribute('aria-expanded')).toBe('true');

    const features = region(page, 'Features');
    await scrollToDeferredSection(page, 'features');
    expect(await features.locator('li').count()).toBe(8);
    await features.getByRole('button', { name: 'Show All' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => features.locator('li').count()).toBe(car.standardEquipment.length);

    await expect.poll(() => page.getByText(/^[\d,]+ views?$/).count(), { timeout: 5000 }).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('renders an unsafe dealer comment as text, running none of it', async () => {
    const unsafe = await unsafeCommentCar();
    const { page, errors } = await openPage(browser);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await openHydrated(page, siteUrl(unsafe.tenant, `/cars/${unsafe.slug}`));
    expect(await region(page, 'Dealer comments').locator('script, [onclick], [onerror]').count()).toBe(0);
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('the print page', () => {
  it('renders the car for print, with the PDF to download and nothing to hydrate', async () => {
    const { page, errors } = await openPage(browser);
    const response = await page.goto(siteUrl(TENANT, `/print?car_id=${car.slug}`));
    expect(response?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toContain(car.make);
    expect(await page.locator('[data-fc-island]').count()).toBe(0);
    const pdf = page.getByRole('link', { name: 'Download PDF' });
    expect(await pdf.getAttribute('href')).toBe(`/api/cars/${car.slug}/pdf`);
    expect(await region(page, 'Features').locator('li').count()).toBe(car.standardEquipment.length);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header.fc-header').isVisible()).toBe(false);
    expect(await pdf.isVisible()).toBe(false);
    expect(await page.locator('h1').isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('answers a missing or unknown car_id with the 404 page', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    for (const path of ['/print', '/print?car_id=no-such-car-99999999']) {
      expect((await page.goto(siteUrl(TENANT, path)))?.status(), path).toBe(404);
    }
  });
});
