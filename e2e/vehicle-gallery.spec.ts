import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, journeyBrowser, openHydrated, openPage, siteUrl, type WatchedPage } from './support/browser.ts';
import { findCar, type ListedCar } from './support/stock.ts';

// Journey: a shopper looks at a car's pictures — turns the 360° spin with the keyboard, switches to the
// photos and the interior, opens the fullscreen viewer and closes it again, all without a mouse.

/** A listed car with its media, as the site's API answers it. */
type CarWithMedia = ListedCar & { spin_images: string[]; spin_interior_image: string | null };
const withSpin = (car: ListedCar) =>
  car.status === 'in_stock' &&
  (car as CarWithMedia).spin_images.length > 0 &&
  (car as CarWithMedia).spin_interior_image !== null;
const withoutSpin = (car: ListedCar) =>
  car.status === 'in_stock' && car.photos_count > 3 && (car as CarWithMedia).spin_images.length === 0;

/** The interior hotspots the seed draws from (demo/seed/media.ts). */
const INTERIOR_HOTSPOT =
  /^(Infotainment screen|Steering wheel controls|Climate control|Wireless charger|Heated seats|Air seat|Digital dash|Bunk|Queen bed|Ensuite|Kitchen|Dinette|Diesel heater)$/;

/** harbourcity opens the spinner first (the platform default); sunvalley the gallery. */
const SPINNER_SITE = 'harbourcity';

let browser: Browser;
beforeAll(async () => {
  browser = await journeyBrowser();
});
/**
 * A page whose clock the journey can run on: time flows as usual, and `page.clock.runFor(ms)` fires every
 * timer and animation frame that `ms` would, at once. "The spin holds still" is then shown over as many of
 * its 100 ms frames as the check names, without waiting them out (a fixed wait only hoped they had passed).
 */
async function openClockedPage(options: BrowserContextOptions = {}): Promise<WatchedPage> {
  const watched = await openPage(browser, options);
  await watched.page.clock.install();
  return watched;
}

/**
 * Runs the page's clock `ms` on, then lets React render what those timers changed (it renders in a
 * posted-message task of its own, which a message posted after it follows), so a frame the spin moved shows.
 */
async function runClockFor(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(undefined);
        channel.port2.postMessage(null);
      }),
  );
}

/** The spin viewer's slider, once the viewer's chunk and every frame have loaded. */
async function spinSlider(page: Page): Promise<Locator> {
  const slider = page.getByRole('slider', { name: /^360° view of/ });
  await slider.waitFor({ timeout: 15_000 });
  return slider;
}

async function frameOf(slider: Locator): Promise<number> {
  return Number(await slider.getAttribute('aria-valuenow'));
}

describe('vehicle gallery: the 360° spin', () => {
  it('auto-rotates, then turns frame by frame with the arrow keys and stops rotating', async () => {
    const car = await findCar(SPINNER_SITE, withSpin);
    const { page, errors } = await openClockedPage();
    await openHydrated(page, siteUrl(SPINNER_SITE, `/cars/${car.slug}`));
    expect(await page.getByRole('radio', { name: '360° spin' }).getAttribute('aria-checked')).toBe('true');

    const slider = await spinSlider(page);
    // Auto-rotation: a frame every 100 ms.
    const startFrame = await frameOf(slider);
    await expect.poll(() => frameOf(slider), { timeout: 3_000 }).not.toBe(startFrame);

    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('button', { name: 'Play rotation' }).count()).toBe(1);
    const frame = await frameOf(slider);
    const angle = await slider.getAttribute('aria-valuetext');
    // Stopped: the frame holds over four of the rotation's frames.
    await runClockFor(page, 400);
    expect(await frameOf(slider)).toBe(frame);

    await page.keyboard.press('ArrowRight');
    expect(await frameOf(slider)).toBe((frame + 1) % 36);
    expect(await slider.getAttribute('aria-valuetext')).not.toBe(angle);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await frameOf(slider)).toBe((frame + 35) % 36);
    await page.keyboard.press('Home');
    expect(await frameOf(slider)).toBe(0);
    expect(await slider.getAttribute('aria-valuetext')).toBe('360 degrees');
    await page.keyboard.press('ArrowLeft');
    expect(await slider.getAttribute('aria-valuetext')).toBe('0 degrees');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('does not rotate by itself under reduced motion', async () => {
    const car = await findCar(SPINNER_SITE, withSpin);
    const { page } = await openClockedPage({ reducedMotion: 'reduce' });
    await openHydrated(page, siteUrl(SPINNER_SITE, `/cars/${car.slug}`));
    const slider = await spinSlider(page);
    expect(await page.getByRole('button', { name: 'Play rotation' }).count()).toBe(1);
    await runClockFor(page, 400);
    expect(await frameOf(slider)).toBe(0);
  });

  it('switches to the photos and to the interior, whose hotspots show their descriptions', async () => {
    const car = await findCar(SPINNER_SITE, withSpin);
    const { page, errors } = await openPage(browser);
    await openHydrated(page, siteUrl(SPINNER_SITE, `/cars/${car.slug}`));

    const title = (await page.locator('h1').textContent()) ?? '';
    await page.getByRole('radio', { name: 'Gallery' }).click();
    await page.getByRole('img', { name: `${title}, photo 1 of`, exact: false }).waitFor();
    expect(await page.getByRole('slider').count()).toBe(0);

    await page.getByRole('radio', { name: 'Interior' }).click();
    const first = page.getByRole('button', { name: INTERIOR_HOTSPOT }).first();
    await first.waitFor({ timeout: 15_000 });
    const description = (await first.getAttribute('aria-label')) ?? '';
    const hotspot = page.getByRole('button', { name: description, exact: true });
    expect(await hotspot.getAttribute('aria-expanded')).toBe('false');
    await hotspot.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => hotspot.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByText(description, { exact: true }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('vehicle gallery: fullscreen', () => {
  it('opens and closes by keyboard, focus back on its button, and axe finds nothing with it open', async () => {
    const car = await findCar(SPINNER_SITE, withSpin);
    const { page, errors } = await openClockedPage();
    await openHydrated(page, siteUrl(SPINNER_SITE, `/cars/${car.slug}`));
    await spinSlider(page);

    const open = page.getByRole('button', { name: 'View fullscreen' });
    await open.focus();
    await page.keyboard.press('Enter');
    const title = (await page.locator('h1').textContent()) ?? '';
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor({ timeout: 15_000 });
    // The spin in fullscreen too, operable there.
    await dialog.getByRole('slider').waitFor({ timeout: 15_000 });
    expect(await axeViolations(page)).toEqual([]);
    // The page's own spin, out of sight behind the dialog, does not rotate meanwhile.
    const pageSpin = page.locator('main [role="slider"]').first();
    const frame = await pageSpin.getAttribute('aria-valuenow');
    await runClockFor(page, 600);
    expect(await pageSpin.getAttribute('aria-valuenow')).toBe(frame);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => open.evaluate((element) => element === document.activeElement)).toBe(true);

    // And by its Close button.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close fullscreen' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
});

describe('vehicle gallery: a car without a spin', () => {
  it('shows the photos only: no view switch, no spin, thumbnails that work', async () => {
    const car = await findCar(SPINNER_SITE, withoutSpin);
    const { page, errors } = await openPage(browser);
    await openHydrated(page, siteUrl(SPINNER_SITE, `/cars/${car.slug}`));
    expect(await page.getByRole('radiogroup', { name: 'View' }).count()).toBe(0);
    expect(await page.getByRole('slider').count()).toBe(0);
    const thumbnails = page.getByRole('group', { name: 'Photos' }).getByRole('button');
    expect(await thumbnails.count()).toBeGreaterThan(3);
    await thumbnails.nth(2).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => thumbnails.nth(2).getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
  });
});
