import { readFile } from 'node:fs/promises';
import { type IncomingHttpHeaders, request } from 'node:http';
import { resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { loadDeclarations } from '../remote-folders.ts';
import { PUBLIC_DIR, type RemoteTarget, remoteTargets } from '../rspack.config.ts';
import {
  BEFORE_PAINT_BUDGET_BYTES,
  FIRST_VISIT_BUDGET_BYTES,
  type FirstLoadManifest,
  firstVisitFiles,
  kib,
  servedBrotliSize,
} from '../scripts/lib/first-visit.ts';
import { readShellManifest, type ShellManifest } from '../scripts/lib/shell-entries.ts';
import { getAsSite } from './support/http.ts';
import { carSlugsOf } from './support/stock.ts';

// Issue 14's byte budgets, from the build `npm test` has just made (bytes are deterministic): per
// declared page route with an island, the first visit's JS as served (brotli), and, on the pages the
// issue names as the platform serves them, the JS the <head> has fetched ahead of the first paint.

/**
 * Where each page's first-visit figure stands (issue 14), as ratchets by the page's island (remote/expose):
 * each must only come down, to FIRST_VISIT_BUDGET_BYTES, and then go; an island with no ratchet is held to
 * the budget itself. A page counts its own island's chunks, not every expose of its remote (the runtime
 * loads only the one). With the react-aria core in one shared chunk: a car page is 123.7 KiB brotli in 6
 * files (was 120.7 in 5: the core carries a few pieces it does not use), search 123.5 in 8 (was 132.4 in
 * 10), a location 135.3 in 9 (153.6 in 14), an offer 131.5 in 12 (134.8 in 18), the offers search 132.7 in
 * 12 (136.0 in 18), the finance form 148.4 in 10 (151.5 in 16: its Select's listbox and popover are ~38 KiB).
 * The trade-in, checkout and budget islands seemed within the budget (86–88 KiB). After the next merges (kit
 * Button, visually-hidden markup, catalogue) every island grew by 0.3–0.7 KiB (car 124.4, search 124.2,
 * offer 132.2, offers search 133.5, location 136.2, finance form 149.0). react-aria's strings in en-US
 * only (rspack.config.ts): finance form 146.0, location 135.9, offers 132.0/133.3. The offers' enquiry
 * dialog and the location's holiday hours dialog on first open: offer 111.7, offers search 112.1,
 * location 116.6 (car 124.5, search 124.3: the card's photo srcset). Then the shared modules an expose
 * consumes from a chunk with no file of its own (several exposes share it) were counted too (they were
 * missed, the build read only chunks with files): offer 121.5, offers search 121.9, offers carousel 114.3,
 * locations carousel 115.2, and finance's islands, held to the budget by none of it before: finance form
 * 158.0, calculator 125.1, budget finder 123.6, trade-in 120.3, checkout 118.6. The next merges (the kit's
 * ChipChoice and Button, the parts search as an island, the search card's srcset) put every island up
 * 0.4–0.9 KiB: car 125.4, search 125.2, offer 122.6, offers search 122.2, parts search 111.7, location 117.4,
 * finance form 158.9, calculator 126.0, budget finder 124.4, trade-in 121.2, checkout 119.6. The shared
 * plain-form recipe (a Panda recipe is a function in the island's JS) put the location page at 117.7 and
 * the trade-in page at 121.5 (a few bytes over its ratchet). The kit Button's pruning of orphaned live-log
 * announcements put the finance form at 159.1 and the offers search a few bytes over 122.5. A clone at
 * another path built ~100 B more (the static-Panda loader imported by absolute path, which changed chunk
 * hashes and so the minifier's names): its imports are relative now, and a recipe with no variants is a
 * function of its one value (no lookup helper): finance form 158.4, trade-in 121.4, offer 122.4, offers
 * search 122.3, parts search 111.4, search 125.1, location 117.7, checkout 119.7. The finance form's dealership
 * choice without a car on a site of several (issue 26: a native select in the plain-form recipe, which the finance
 * island had not loaded before) put it 20–32 B over 159.0: its ratchet is 159.1. Its credit history as a native
 * select (issue 28: react-aria's Select, list box and popover were its heaviest code) put it at 125.5.
 */
const FIRST_VISIT_RATCHET_BYTES: Record<string, number> = {
  'mfe_vehicle/VehiclePage': 126 * 1024,
  'mfe_search/SearchPage': 125.5 * 1024,
  'mfe_offers/OfferPage': 123 * 1024,
  'mfe_offers/OffersSearchPage': 122.5 * 1024,
  'mfe_offers/OffersCarousel': 115.5 * 1024,
  'mfe_locations/LocationPage': 118 * 1024,
  'mfe_locations/LocationsCarousel': 116.5 * 1024,
  'mfe_finance/FinancePage': 126 * 1024,
  'mfe_finance/FinanceCalculator': 126.5 * 1024,
  'mfe_finance/BudgetFinder': 124.5 * 1024,
  'mfe_finance/TradeInPage': 122 * 1024,
  'mfe_finance/CheckoutPage': 120 * 1024,
  'mfe_offers/PartsSearchPage': 112 * 1024,
};

let targets: RemoteTarget[] = [];
let sharedFiles: Record<string, string[]> = {};
let shellManifest: ShellManifest;
beforeAll(async () => {
  targets = (await remoteTargets()).filter((target) => target.channel === 'stable');
  shellManifest = await readShellManifest(PUBLIC_DIR);
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

const declaredRemotes = await loadDeclarations();

describe('first-visit JavaScript, brotli as served', () => {
  const routes = declaredRemotes.flatMap((remote) => {
    const fragments: Record<string, { island: boolean }> = remote.fragments;
    return remote.pages
      .filter((page) => page.fragments.some((slot) => slot.primary && fragments[slot.fragment]?.island))
      .map((page) => ({
        remote: remote.name,
        path: page.path,
        expose: page.fragments.find((slot) => slot.primary)?.fragment ?? '',
      }));
  });

  it.each(routes)(
    '$path ($remote $expose): within the budget (ratchet until it is met)',
    async ({ remote, path, expose }) => {
      const target = targets.find((candidate) => candidate.remote.name === remote);
      if (!target) throw new Error(`no stable build of ${remote}`);
      const manifest = JSON.parse(
        await readFile(resolve(String(target.config.output?.path), 'mf-manifest.json'), 'utf8'),
      ) as FirstLoadManifest;
      const files = firstVisitFiles(
        { publicDir: PUBLIC_DIR, entries: [shellManifest.client, shellManifest.islands] },
        { dir: String(target.config.output?.path), publicPath: publicPathOf(target) },
        manifest,
        expose,
        sharedFiles,
      );
      const bytes = await servedBytes(files.keys());
      // A remote with no ratchet of its own is held to the budget itself.
      const ratchet = FIRST_VISIT_RATCHET_BYTES[`${remote}/${expose}`] ?? FIRST_VISIT_BUDGET_BYTES;
      console.log(
        `first visit ${path}: ${kib(bytes)} brotli in ${files.size} files (budget ${kib(FIRST_VISIT_BUDGET_BYTES)}, ratchet ${kib(ratchet)})`,
      );
      expect(bytes).toBeLessThanOrEqual(Math.max(FIRST_VISIT_BUDGET_BYTES, ratchet));
    },
  );
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
      [shellManifest.islands, resolve(PUBLIC_DIR, `.${shellManifest.islands}`)],
      [shellManifest.stylesheet, resolve(PUBLIC_DIR, `.${shellManifest.stylesheet}`)],
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
