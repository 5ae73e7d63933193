import { readFile } from 'node:fs/promises';
import { type IncomingHttpHeaders, request } from 'node:http';
import { resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DECLARED_REMOTES } from '../edge-worker/src/composition/declared-remotes.generated.ts';
import { PUBLIC_DIR, type RemoteTarget, remoteTargets, SHELL_PUBLIC_PATH } from '../rspack.config.ts';
import {
  BEFORE_PAINT_BUDGET_BYTES,
  FIRST_VISIT_BUDGET_BYTES,
  type FirstLoadManifest,
  firstVisitFiles,
  kib,
  servedBrotliSize,
} from '../scripts/lib/first-visit.ts';
import { getAsSite } from './support/http.ts';
import { carSlugsOf } from './support/stock.ts';

// Issue 14's byte budgets, from the build `npm test` has just made (bytes are deterministic): per
// declared page route with an island, the first visit's JS as served (brotli), and, on the pages the
// issue names as the platform serves them, the JS the <head> has fetched ahead of the first paint.

/**
 * Where each remote's first-visit figure stands (issue 14), as ratchets: each must only come down, to
 * FIRST_VISIT_BUDGET_BYTES, and then go. With the kit merged into one shared chunk and no manifest snapshot
 * code, a car page is 120.7 KB brotli in 5 files (was 131 KB in 20); a search page is 132.4 KB in 10 (its
 * range slider's react-aria pieces come in chunks of their own). The remotes added since are over the budget
 * too: their forms, dialogs, selects and number fields pull react-aria pieces the shared chunk does not hold
 * (finance 163.8 KB in 20 files, locations 155.7 KB in 15, offers 137.9 KB in 20).
 */
const FIRST_VISIT_RATCHET_BYTES: Record<string, number> = {
  mfe_vehicle: 121 * 1024,
  mfe_search: 133 * 1024,
  mfe_offers: 138 * 1024,
  mfe_locations: 156 * 1024,
  mfe_finance: 164 * 1024,
};

let targets: RemoteTarget[] = [];
let sharedFiles: Record<string, string[]> = {};
beforeAll(async () => {
  targets = (await remoteTargets()).filter((target) => target.channel === 'stable');
  sharedFiles = JSON.parse(await readFile(resolve(PUBLIC_DIR, 'assets/shell/shared-files.json'), 'utf8'));
});

function publicPathOf(target: RemoteTarget): string {
  return String(target.config.output?.publicPath);
}

/** Brotli bytes as served of the files a URL list names (shell or remote build files). */
async function servedBytes(urls: Iterable<string>): Promise<number> {
  let total = 0;
  for (const url of urls) {
    const target = targets.find((candidate) => url.startsWith(publicPathOf(candidate)));
    const path = target
      ? resolve(String(target.config.output?.path), url.slice(publicPathOf(target).length))
      : resolve(PUBLIC_DIR, `.${url}`);
    total += await servedBrotliSize(path);
  }
  return total;
}

/** The scripts and module preloads in a document's <head>: what is fetched ahead of its first paint. */
function headScripts(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  const urls = [
    ...head.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ...head.matchAll(/<script[^>]*src="([^"]+)"/g),
  ].map((match) => match[1] ?? '');
  return [...new Set(urls.filter((url) => url.startsWith('/')))];
}

describe('first-visit JavaScript, brotli as served', () => {
  const routes = DECLARED_REMOTES.flatMap((remote) => {
    const fragments: Record<string, { island: boolean }> = remote.fragments;
    return remote.pages
      .filter((page) => page.fragments.some((slot) => slot.primary && fragments[slot.fragment]?.island))
      .map((page) => ({ remote: remote.name, path: page.path }));
  });

  it.each(routes)('$path ($remote): within the budget (ratchet until it is met)', async ({ remote, path }) => {
    const target = targets.find((candidate) => candidate.remote.name === remote);
    if (!target) throw new Error(`no stable build of ${remote}`);
    const manifest = JSON.parse(
      await readFile(resolve(String(target.config.output?.path), 'mf-manifest.json'), 'utf8'),
    ) as FirstLoadManifest;
    const files = firstVisitFiles(
      { publicDir: PUBLIC_DIR, publicPath: SHELL_PUBLIC_PATH },
      { dir: String(target.config.output?.path), publicPath: publicPathOf(target) },
      manifest,
      sharedFiles,
    );
    const bytes = await servedBytes(files.keys());
    // A remote with no ratchet of its own is held to the budget itself.
    const ratchet = FIRST_VISIT_RATCHET_BYTES[remote] ?? FIRST_VISIT_BUDGET_BYTES;
    console.log(
      `first visit ${path}: ${kib(bytes)} brotli in ${files.size} files (budget ${kib(FIRST_VISIT_BUDGET_BYTES)}, ratchet ${kib(ratchet)})`,
    );
    expect(bytes).toBeLessThanOrEqual(Math.max(FIRST_VISIT_BUDGET_BYTES, ratchet));
  });
});

describe('JavaScript fetched ahead of the first paint, brotli as served', () => {
  it('stays within 15 KB on /, /search/used-cars and a car page', async () => {
    const [slug] = await carSlugsOf('harbourcity');
    for (const path of ['/', '/search/used-cars', `/cars/${slug}`]) {
      const page = await getAsSite('harbourcity.localhost', path);
      expect(page.status, path).toBe(200);
      const urls = headScripts(page.text);
      const bytes = await servedBytes(urls);
      console.log(
        `before first paint ${path}: ${kib(bytes)} brotli in ${urls.length} files (budget ${kib(BEFORE_PAINT_BUDGET_BYTES)})`,
      );
      expect(bytes, path).toBeLessThanOrEqual(BEFORE_PAINT_BUDGET_BYTES);
    }
  });
});

/** A GET's raw body (not decoded) and headers, as the site. */
function rawGet(url: string, acceptEncoding: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolveResponse, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: inject('port'),
        path: url,
        headers: { Host: 'harbourcity.localhost', 'Accept-Encoding': acceptEncoding },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => resolveResponse({ headers: incoming.headers, body: Buffer.concat(chunks) }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('static JS and CSS as served', () => {
  it('answers compressed per Accept-Encoding from /assets and /_mf/, decoding to the built file', async () => {
    const vehicle = targets.find((target) => target.remote.name === 'mfe_vehicle');
    if (!vehicle) throw new Error('no stable build of mfe_vehicle');
    const files: Array<[string, string]> = [
      [`${SHELL_PUBLIC_PATH}islands.js`, resolve(PUBLIC_DIR, `.${SHELL_PUBLIC_PATH}islands.js`)],
      ['/assets/styles.css', resolve(PUBLIC_DIR, 'assets/styles.css')],
      [`${publicPathOf(vehicle)}remoteEntry.js`, resolve(String(vehicle.config.output?.path), 'remoteEntry.js')],
    ];
    // One coding per request, and the decoded body compared: the local dev server stands in for
    // Cloudflare's front line, which re-encodes (to the first listed of equally weighted codings, at its
    // own level), so the bytes as built are checked in the Worker tests (mf-assets, assets).
    const decode = { br: brotliDecompressSync, gzip: gunzipSync } as const;
    for (const [url, path] of files) {
      const built = await readFile(path);
      for (const encoding of ['br', 'gzip'] as const) {
        const res = await rawGet(url, encoding);
        expect(res.headers['content-encoding'], `${url} ${encoding}`).toBe(encoding);
        expect(res.headers.vary).toBe('Accept-Encoding');
        expect(decode[encoding](res.body).equals(built), url).toBe(true);
      }
    }
  });
});
