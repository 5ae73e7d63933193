import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, dismissPopup, journeyBrowser, openPage, siteUrl } from './support/browser.ts';
import * as collapsible from './support/collapsible.ts';
import { linkNamed, serverPage } from './support/html.ts';

// Journey: the shell's own home blocks (issue 19): the hero carousel driven by its arrows, dots and the
// keyboard (arrows disabled at the ends, starting on the first slide), the stock search box as a plain
// GET form, the blog cards, the feature banner (its detail folding open on a click) and the sales counter,
// and a dealer's own collapsible section, as each demo dealer lists them.

let browser: Browser;
beforeAll(async () => {
  browser = await journeyBrowser();
});
/** Which dot is marked current, as its slide number (1-based), or 0 when none is. */
async function currentDot(page: Page): Promise<number> {
  const dots = page.locator('.fc-carousel__dot');
  const marks = await dots.evaluateAll((elements) => elements.map((dot) => dot.getAttribute('aria-current')));
  return marks.indexOf('true') + 1;
}

/** The slide in view, as its number (1-based), from where the track has scrolled to. */
async function slideInView(page: Page): Promise<number> {
  return page
    .locator('[data-fc-carousel-track]')
    .evaluate((track) => Math.round(track.scrollLeft / track.clientWidth) + 1);
}

async function openHome(page: Page, tenant: string): Promise<void> {
  await page.goto(siteUrl(tenant, '/'));
  await dismissPopup(page);
  await page.locator('[data-fc-carousel-ready]').waitFor({ timeout: 15_000 });
}

describe('hero carousel', () => {
  it('redgum (3 slides): starts on the first, arrows and dots move it, the ends disable their arrow', async () => {
    const { page, errors } = await openPage(browser, { reducedMotion: 'reduce' });
    await openHome(page, 'redgum');
    const previous = page.getByRole('button', { name: 'Previous slide' });
    const next = page.getByRole('button', { name: 'Next slide' });
    expect(await currentDot(page)).toBe(1);
    expect(await slideInView(page)).toBe(1);
    await expect(previous.isDisabled()).resolves.toBe(true);
    await next.click();
    expect(await currentDot(page)).toBe(2);
    expect(await slideInView(page)).toBe(2);
    await next.click();
    expect(await currentDot(page)).toBe(3);
    expect(await slideInView(page)).toBe(3);
    await expect(next.isDisabled()).resolves.toBe(true);
    await expect(previous.isDisabled()).resolves.toBe(false);
    await page.getByRole('button', { name: /^Slide 1:/ }).click();
    expect(await currentDot(page)).toBe(1);
    expect(await slideInView(page)).toBe(1);
    await expect(previous.isDisabled()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('harbourcity: works by keyboard alone (Tab to the arrows, Enter; ← → on the slides)', async () => {
    const { page, errors } = await openPage(browser, { reducedMotion: 'reduce' });
    await openHome(page, 'harbourcity');
    // Two slides, starting on the first: previous is disabled, next is not.
    await expect(page.getByRole('button', { name: 'Previous slide' }).isDisabled()).resolves.toBe(true);
    await page.locator('[data-fc-carousel-track]').focus();
    await page.keyboard.press('ArrowRight');
    expect(await currentDot(page)).toBe(2);
    await page.keyboard.press('ArrowLeft');
    expect(await currentDot(page)).toBe(1);
    await page.keyboard.press('ArrowRight');
    expect(await currentDot(page)).toBe(2);
    // Tab from the track (through the slides' links) reaches the previous arrow; the next one is
    // disabled, so it takes no focus.
    let focused: string | null | undefined = null;
    for (let presses = 0; presses < 6 && focused !== 'Previous slide'; presses += 1) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    }
    expect(focused).toBe('Previous slide');
    await page.keyboard.press('Enter');
    expect(await currentDot(page)).toBe(1);
    expect(await slideInView(page)).toBe(1);
    expect(errors).toEqual([]);
  });

  it('without JavaScript: every slide is in the page and no control that needs JavaScript shows', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(siteUrl('redgum', '/'));
    await expect(page.locator('.fc-slide').count()).resolves.toBe(3);
    await expect(page.locator('.fc-slide a[href="/finance"]').count()).resolves.toBe(1);
    await expect(page.locator('.fc-carousel__controls').isVisible()).resolves.toBe(false);
  });
});

describe('home search box', () => {
  it('submits into the stock search as a plain GET form, JavaScript off', async () => {
    // Without JavaScript, submitting a GET form is requesting its action with its fields as the query.
    const { document } = await serverPage('harbourcity', '/');
    const form = document.querySelector('main search form');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/search');
    const field = form?.querySelector('input[type="search"]');
    expect(form?.querySelector(`label[for="${field?.id}"]`)?.textContent?.trim()).toBe('Make, model or keyword');
    expect(form?.querySelector('button[type="submit"]')?.textContent?.trim()).toBe('Search');
    const search = await serverPage(
      'harbourcity',
      `${form?.getAttribute('action')}?${field?.getAttribute('name')}=Toyota`,
    );
    expect(search.path).toBe('/search?query=Toyota');
    expect(search.status).toBe(200);
    expect(search.document.querySelectorAll('main a[href^="/cars/"]').length).toBeGreaterThan(0);
  });
});

describe('dealer blocks', () => {
  it('harbourcity: blog cards lead to their posts, the feature banner to the service page, and the sales counter counts', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(siteUrl('harbourcity', '/'));
    await dismissPopup(page);
    const blog = page.getByRole('region', { name: 'From our blog' });
    await expect(blog.locator('h3 a').count()).resolves.toBe(3);
    const banner = page.getByRole('region', { name: 'Servicing for every make' });
    await expect(banner.getByRole('link', { name: 'Book a service' }).getAttribute('href')).resolves.toBe('/service');
    const count = await page.locator('[data-fc-sales-count]').textContent();
    expect(Number(count?.replaceAll(',', ''))).toBeGreaterThanOrEqual(0);
    await Promise.all([page.waitForURL(/\/blog\/[a-z0-9-]+$/), blog.locator('h3 a').first().click()]);
    await expect(page.locator('h1').textContent()).resolves.toBeTruthy();
    expect(errors).toEqual([]);
  });

  it('sunvalley: the sales counter and the warranty banner, in its order; no blog block', async () => {
    const { document } = await serverPage('sunvalley', '/');
    const order = [...document.querySelectorAll('main section[aria-labelledby]')].map((section) =>
      section.getAttribute('aria-labelledby'),
    );
    const shown = order.filter((id) =>
      ['fc-home-search-title', 'fc-latest-title', 'fc-sales-counter-title', 'fc-feature-banner-title'].includes(
        id ?? '',
      ),
    );
    expect(shown).toEqual([
      'fc-home-search-title',
      'fc-latest-title',
      'fc-sales-counter-title',
      'fc-feature-banner-title',
    ]);
    expect(linkNamed(document, 'About our warranty').getAttribute('href')).toBe('/warranty');
    expect(document.querySelector('#fc-blog-title')).toBeNull();
  });
});

describe('collapsible home content', () => {
  it('harbourcity: the feature banner’s detail opens on a click in 300 ms, stays open after a reload, axe clean', async () => {
    const { page, errors } = await collapsible.openSections(browser, siteUrl('harbourcity', '/'));
    const banner = page.getByRole('region', { name: 'Servicing for every make' });
    const detail = banner.locator('details[data-fc-collapsible]');
    expect(await collapsible.settledOpen(detail)).toBe(false);
    await detail.getByText('What every service includes').click();
    expect(await collapsible.settledOpen(detail)).toBe(true);
    expect(await collapsible.takeCollapseAnimations(page)).toEqual([300]);
    await expect(detail.getByText('Genuine parts and fluids').isVisible()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await collapsible.goToSections(page, siteUrl('harbourcity', '/'));
    expect(await collapsible.settledOpen(detail)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('redgum: its towing guide starts open and closes without JavaScript', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(siteUrl('redgum', '/'));
    const guide = collapsible.collapsibleSection(page, 'New to towing?');
    await expect(guide.getByText('brake controller').isVisible()).resolves.toBe(true);
    await guide.locator('summary').click();
    await expect(guide.getByText('brake controller').isVisible()).resolves.toBe(false);
  });
});
