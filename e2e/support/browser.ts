import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchHeadlessShell } from '../../scripts/lib/chromium.ts';

let shared: Promise<Browser> | undefined;

/**
 * The journey worker's one Chromium (Debian's headless shell of it: scripts/lib/chromium.ts), launched on first
 * use and kept for every file the worker runs (the e2e config shares one module graph per worker): a launch per
 * file was 27 launches, each ~0.6 s of both cores. A file's pages close when it ends (closeJourneyContexts,
 * e2e/support/per-file.ts), so none keeps animating in the background of the next file; Chromium closes with the
 * worker.
 */
export function journeyBrowser(): Promise<Browser> {
  shared ??= launchHeadlessShell().then((browser) => {
    browser.on('disconnected', () => {
      shared = undefined;
    });
    return browser;
  });
  return shared;
}

/** Closes every browser context a journey file opened in the worker's Chromium. */
export async function closeJourneyContexts(): Promise<void> {
  if (!shared) return;
  const browser = await shared;
  await Promise.all(browser.contexts().map((context) => context.close()));
}

/** The URL of a path on a tenant's site, e.g. siteUrl('sunvalley', '/'); `null` for plain localhost. */
export function siteUrl(tenant: string | null, path: string): string {
  const host = tenant ? `${tenant}.localhost` : 'localhost';
  return `http://${host}:${inject('port')}${path}`;
}

export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

let pagesOpened = 0;

/**
 * A client address of its own for each journey page (IPv6's documentation prefix, by journey worker and page): the
 * platform limits per site and client (10 leads a minute), and pages that all came from one address (`anonymous`)
 * shared one budget across the whole suite, which a faster run overspent (ci36: the trade-in form's post refused).
 */
function ownClientAddress(): string {
  pagesOpened += 1;
  return `2001:db8::${process.env.VITEST_POOL_ID ?? '0'}:${pagesOpened.toString(16)}`;
}

/**
 * Opens a page that records console errors and page errors, so a test can assert there were none. The page comes
 * from a client address of its own unless `options` gives one (`CF-Connecting-IP`).
 */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext({
    ...options,
    extraHTTPHeaders: { 'CF-Connecting-IP': ownClientAddress(), ...options.extraHTTPHeaders },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Chromium's "Failed to load resource" names no resource; its location does, so a failure says what failed.
    const { url } = message.location();
    const failedLoad = message.text().startsWith('Failed to load resource') && url;
    errors.push(failedLoad ? `${message.text()} (${url})` : message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/** The WCAG 2.x A/AA rules the journeys hold every page to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core's browser script, as @axe-core/playwright would inject it (read once per journey worker). */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * WCAG 2.x A/AA violations axe finds on the page (or only inside `within`, a CSS selector, when one part
 * changed since a whole-page check), as readable lines.
 *
 * axe runs in the page itself, injected once per document: @axe-core/playwright's builder injects it again on
 * every check and opens a blank page to merge the results, ~0.6 s of both cores per check, which over the
 * journeys' checks was a tenth of the e2e stage (issue 27). A page with frames (none of ours has one) still goes
 * through the builder, which injects axe into each frame.
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  await transitionsSettled(page);
  if (page.frames().length > 1) return axeViolationsAcrossFrames(page, within);
  const injected = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!injected) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ selector, tags }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const results = await axe.run(selector ? { include: [selector] } : document, {
        runOnly: { type: 'tag', values: tags },
      });
      return results.violations.map(({ id, help, nodes }) => ({
        id,
        help,
        nodes: nodes.map(({ target }) => ({ target })),
      }));
    },
    { selector: within ?? null, tags: WCAG_TAGS },
  );
  return violations.map(inWords);
}

/** The same check through @axe-core/playwright's builder, which reaches into frames. */
async function axeViolationsAcrossFrames(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations.map(inWords);
}

/** A violation as one readable line: the rule, what it asks, and where. */
function inWords(violation: { id: string; help: string; nodes: { target: readonly unknown[] }[] }): string {
  return `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`;
}

/**
 * Waits for the page's finite CSS transitions and animations to end: a colour read mid-transition (a chip just
 * chosen fading to its selected colours) is neither the old colour nor the new, and axe would judge its contrast.
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Opens `url` and waits until every island on it has hydrated; closes the dealer's popup if it shows. */
export async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('[data-fc-island][data-fc-hydrated="true"]').first().waitFor({ timeout: 15_000 });
  await dismissPopup(page);
}

/**
 * Scrolls to a section a page hydrates only when the visitor nears it (`data-fc-deferred`, e.g. the
 * vehicle page's specifications) and waits until it has hydrated.
 */
export async function scrollToDeferredSection(page: Page, name: string): Promise<void> {
  await page.locator(`[data-fc-deferred="${name}"]`).scrollIntoViewIfNeeded();
  await page.locator(`[data-fc-deferred="${name}"][data-fc-hydrated]`).waitFor({ timeout: 15_000 });
}

/**
 * Clicks a control that posts a form answered by a page at the same address (post, 303, get) and waits for that
 * new page to load. `waitForURL` cannot tell: it resolves at once when the address already matches, so a read after
 * it may see the old page (ci28, ci32: the dealer's canary choice read before the answer arrived).
 */
export async function submitAndLoad(page: Page, control: Locator): Promise<void> {
  await Promise.all([page.waitForEvent('load'), control.click()]);
}

/** Closes the dealer's popup when it shows (it opens once per visitor, with JavaScript on). */
export async function dismissPopup(page: Page): Promise<void> {
  const popup = page.locator('dialog[open]');
  if (await popup.count()) await popup.getByRole('button', { name: 'Close' }).click();
}
