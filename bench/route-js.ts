import type { Browser } from 'playwright-core';

// A route's JavaScript as a first visit receives it (cold cache, in Chromium): what the <head> fetches
// ahead of the first paint, and every script of the visit until its islands have hydrated (or their
// triggers are still waiting: the network is idle), each counted as served (brotli, the bytes on the wire).
// The visit asks for brotli alone: Chromium lists gzip first and local wrangler answers with the first coding a
// browser lists (TOOLCHAIN.md), so with Chromium's own header the figures would have been gzip bytes.

export interface RouteJs {
  /** Scripts named in <head> (src or module preload), bytes as served. */
  beforePaintBytes: number;
  /** Every script the first visit fetched, bytes as served. */
  servedBytes: number;
  scripts: number;
  /** The content codings the scripts came in (`br` alone when the figures are brotli bytes). */
  encodings: string[];
}

/** The same-origin script URLs a document's <head> names. */
export function headScriptPaths(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  const urls = [
    ...head.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ...head.matchAll(/<script[^>]*src="([^"]+)"/g),
  ].map((match) => match[1] ?? '');
  return [...new Set(urls.filter((url) => url.startsWith('/')))];
}

/**
 * Visits `url` with a cold cache and sums the scripts as served.
 * @example await measureRouteJs(browser, 'http://harbourcity.localhost:8795/cars/a-car')
 */
export async function measureRouteJs(browser: Browser, url: string): Promise<RouteJs> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'br' } });
  const page = await context.newPage();
  const sizes: Array<Promise<{ path: string; bytes: number; encoding: string }>> = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    sizes.push(
      Promise.all([request.sizes(), request.response()]).then(([size, response]) => ({
        path: new URL(request.url()).pathname,
        bytes: size.responseBodySize,
        encoding: response?.headers()['content-encoding'] ?? 'identity',
      })),
    );
  });
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  const html = (await response?.text()) ?? '';
  if ((await page.locator('[data-fc-island]').count()) > 0) {
    await page
      .locator('[data-fc-island][data-fc-hydrated]')
      .first()
      .waitFor({ timeout: 15_000 })
      .catch(() => undefined);
    await page.waitForLoadState('networkidle');
  }
  const scripts = await Promise.all(sizes);
  await context.close();
  const head = new Set(headScriptPaths(html));
  return {
    beforePaintBytes: scripts.filter((script) => head.has(script.path)).reduce((sum, script) => sum + script.bytes, 0),
    servedBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    scripts: scripts.length,
    encodings: [...new Set(scripts.map((script) => script.encoding))].sort(),
  };
}
