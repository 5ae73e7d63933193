import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { dismissPopup, openPage, type WatchedPage } from './browser.ts';

// Reading the collapsible sections (the shell's ContentSection) in a journey: which is open, and the
// animations the client started, recorded as they start so a busy machine cannot miss a 300 ms one.

declare global {
  interface Window {
    /** The duration of each animation started on a collapsible section since the page loaded. */
    fcCollapseAnimations?: number[];
  }
}

/** Records every animation started on a collapsible section; call before the page loads. */
export async function recordCollapseAnimations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.fcCollapseAnimations = [];
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, keyframes, options) {
      if (this.matches('details[data-fc-collapsible]')) {
        window.fcCollapseAnimations?.push(typeof options === 'number' ? options : Number(options?.duration));
      }
      return animate.call(this, keyframes, options);
    };
  });
}

/** The animations recorded since the last call, and forgets them. */
export async function takeCollapseAnimations(page: Page): Promise<number[]> {
  return page.evaluate(() => window.fcCollapseAnimations?.splice(0) ?? []);
}

/** The collapsible section whose summary reads `heading`. */
export function collapsibleSection(page: Page, heading: string): Locator {
  return page.locator('details[data-fc-collapsible]').filter({ has: page.locator('summary', { hasText: heading }) });
}

/** Waits until the client has restored and wired every collapsible section of the page. */
export async function waitForCollapsibles(page: Page): Promise<void> {
  await page.locator('details[data-fc-collapsible]:not([data-fc-collapsible-ready])').first().waitFor({
    state: 'detached',
    timeout: 15_000,
  });
}

/** Whether a section is open once any animation on it has ended. */
export async function settledOpen(section: Locator): Promise<boolean> {
  return section.evaluate(async (element) => {
    await Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    // The client settles the section when the animation's promise resolves: let it run first.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return (element as HTMLDetailsElement).open;
  });
}

/** Goes to `url`, closes the dealer's popup, and waits for the collapsible sections to be wired. */
export async function goToSections(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await dismissPopup(page);
  await waitForCollapsibles(page);
}

/**
 * Opens `url` in a new page that records the sections' animations, ready to use its sections.
 * @example const { page, errors } = await openSections(browser, siteUrl('harbourcity', '/service'));
 */
export async function openSections(
  browser: Browser,
  url: string,
  options: BrowserContextOptions = {},
): Promise<WatchedPage> {
  const watched = await openPage(browser, options);
  await recordCollapseAnimations(watched.page);
  await goToSections(watched.page, url);
  return watched;
}
