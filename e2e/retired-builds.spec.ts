import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../scripts/lib/paths.ts';
import { dismissPopup, journeyBrowser, openPage, siteUrl } from './support/browser.ts';
import { getAsSite } from './support/http.ts';
import { findCar } from './support/stock.ts';

// Issue 29: 'a test serves a page on version A, releases B, and the page from A still hydrates'. harbourcity's car page
// is rendered by mfe-vehicle's stable build (A); `release promote` makes the canary's version (B) stable, so no channel
// serves A any more. The page from before the move, as an open tab or a page kept at the edge still has it, then
// hydrates in Chromium, every file of A it loads answered from the build archive (R2's ETag, the MD5 of the file as
// built). The move is undone at the end (`release rollback`); meanwhile every car page still hydrates (the local
// Workers keep rendering their own builds, whose files the archive has), so the journeys beside this one see no change.

const HOST = 'harbourcity.localhost';
const REMOTE = 'mfe_vehicle';
const BUILT = resolve(ROOT, 'mfe-vehicle/dist/stable/_mf', REMOTE);
/** The platform's state (global-setup.ts): its release ledger and registry, and its build archive. */
const STATE_DIR = resolve(ROOT, '.data/e2e-state');

let browser: Browser;
beforeAll(async () => {
  browser = await journeyBrowser();
});
/**
 * `npm run release -- <args>` on the platform's state, as an operator runs it; again when another change (the dealer's
 * pages journey's) took the ledger's next revision first, as the command says to.
 */
async function release(...args: string[]): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      const { stdout } = await promisify(execFile)(
        resolve(ROOT, 'node_modules/.bin/tsx'),
        ['scripts/release.ts', ...args, '--state', STATE_DIR, '--who', 'e2e', '--why', 'retired-builds journey'],
        { cwd: ROOT, env: { ...process.env, PATH: `${resolve(ROOT, 'node_modules/.bin')}:${process.env.PATH}` } },
      );
      return stdout;
    } catch (error) {
      if (attempt === 3 || !String((error as { stderr?: string }).stderr).includes('took revision')) throw error;
    }
  }
}

/** The MD5 of a file of build A as built: the ETag R2 gives the object the publish made of it. */
async function md5Of(version: string, file: string): Promise<string> {
  return createHash('md5')
    .update(await readFile(resolve(BUILT, version, file)))
    .digest('hex');
}

/** The ETag the gateway answers A's manifest with now. */
async function manifestEtag(version: string): Promise<string> {
  const res = await getAsSite(HOST, `/_mf/${REMOTE}/${version}/mf-manifest.json`);
  expect(res.status).toBe(200);
  return String(res.headers.etag ?? '').replace(/^W\//, '');
}

describe('a page rendered on a build the release has since moved on from', () => {
  it('hydrates with that build, from the build archive', async () => {
    const car = await findCar('harbourcity', (listed) => listed.status === 'in_stock' && listed.photos_count > 3, {
      fromEnd: true,
    });
    const path = `/cars/${car.slug}`;
    const before = await getAsSite(HOST, path);
    expect(before.status).toBe(200);
    const version = /\/_mf\/mfe_vehicle\/([^/"]+)\/mf-manifest\.json/.exec(before.text)?.[1] ?? '';
    expect(version).not.toMatch(/canary|^$/);
    const manifestMd5 = `"${await md5Of(version, 'mf-manifest.json')}"`;
    // Served by the stable Worker's static assets now, whose ETag is not the archive's.
    expect(await manifestEtag(version)).not.toBe(manifestMd5);

    expect(await release('promote', REMOTE)).toContain('Recorded');
    try {
      // The gateway reads the registry again within 30 s; a version it does not know makes it read at once (at most
      // every 5 s). Once A's manifest comes with the archive's ETag, no channel serves A in its eyes.
      await expect
        .poll(
          async () => {
            await getAsSite(HOST, `/_mf/${REMOTE}/0.0.0-not-published/remoteEntry.js`);
            return manifestEtag(version);
          },
          { timeout: 35_000, interval: 1_000 },
        )
        .toBe(manifestMd5);

      const { page, errors } = await openPage(browser);
      // The document as it was served before the move (its CSP nonce with it); everything else from the platform now.
      const {
        'set-cookie': _cookie,
        'content-length': _length,
        'transfer-encoding': _chunked,
        ...headers
      } = before.headers;
      await page.route(siteUrl('harbourcity', path), (route) =>
        route.fulfill({
          status: 200,
          headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)])),
          body: before.text,
        }),
      );
      const files: { file: string; status: number; etag: string }[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        const prefix = `/_mf/${REMOTE}/${version}/`;
        if (!url.pathname.startsWith(prefix)) return;
        const etag = (response.headers().etag ?? '').replace(/^W\//, '');
        files.push({ file: url.pathname.slice(prefix.length), status: response.status(), etag });
      });
      await page.goto(siteUrl('harbourcity', path));
      await page
        .locator(`[data-fc-island="${REMOTE}/VehiclePage"][data-fc-hydrated="true"]`)
        .waitFor({ timeout: 15_000 });

      // Hydrated code answers: a thumbnail shows its photo.
      await dismissPopup(page);
      const thumbnails = page.getByRole('group', { name: /photos|thumbnails|images/i }).getByRole('button');
      await thumbnails.nth(1).click();
      await expect.poll(() => thumbnails.nth(1).getAttribute('aria-pressed')).toBe('true');

      expect(files.map((file) => file.file)).toEqual(expect.arrayContaining(['remoteEntry.js']));
      for (const { file, status, etag } of files) {
        expect(status, file).toBe(200);
        // The archive's ETag: the MD5 of the plain file, or of the variant the gateway chose.
        const built = await Promise.all(
          ['', '.br', '.gz'].map((suffix) => md5Of(version, `${file}${suffix}`).catch(() => '')),
        );
        expect(
          built.map((md5) => `"${md5}"`),
          file,
        ).toContain(etag);
      }
      expect(errors).toEqual([]);
      await page.context().close();
    } finally {
      expect(await release('rollback', REMOTE)).toContain('Recorded');
    }
    // Two release commands (~10 s each: their wrangler calls) and the gateway's registry cache: the rollback must run
    // within the test, whatever failed.
  }, 120_000);
});
