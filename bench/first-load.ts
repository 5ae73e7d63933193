import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface FirstLoadBytes {
  url: string;
  files: Array<{ path: string; rawBytes: number; gzipBytes: number }>;
  totalGzipBytes: number;
}

/**
 * The JavaScript a first visit downloads (cold cache), gzip-compressed at level 9 by us so the figure
 * does not depend on what the dev server chose to compress.
 */
export async function measureFirstLoadJs(browser: Browser, url: string): Promise<FirstLoadBytes> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Array<Promise<FirstLoadBytes['files'][number] | null>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .then((body) => ({
          path: new URL(response.url()).pathname,
          rawBytes: body.byteLength,
          gzipBytes: gzipSync(body, { level: 9 }).byteLength,
        }))
        .catch(() => null),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page
    .locator('[data-fc-island][data-fc-hydrated]')
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => undefined);
  const files = (await Promise.all(pending)).filter((file) => file !== null);
  await context.close();
  return { url, files, totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}
