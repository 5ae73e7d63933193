import { resolve } from 'node:path';
import { build } from '../scripts/lib/build.ts';
import { launchChromium } from '../scripts/lib/chromium.ts';
import { BEFORE_PAINT_BUDGET_BYTES, FIRST_VISIT_BUDGET_BYTES, kib } from '../scripts/lib/first-visit.ts';
import { getAsSiteAt } from '../scripts/lib/http.ts';
import { ROOT } from '../scripts/lib/paths.ts';
import { startPlatform, startWorker } from '../scripts/lib/platform.ts';
import { prepareLocalState } from '../scripts/lib/state.ts';
import { type BenchFigures, besidePrevious, readBaseline, saveBaseline } from './baseline.ts';
import { measureD1PerView } from './d1-per-view.ts';
import { type FirstLoadBytes, measureFirstLoadJs } from './first-load.ts';
import { lighthouseLine, measureLighthouse, startDevToolsChromium } from './lighthouse.ts';
import { type LoadResult, measureLoad } from './load.ts';
import { untilQuiet } from './quiet.ts';
import { measureRouteJs, type RouteJs } from './route-js.ts';
import { type BenchRoute, benchRoutes, declaredPatterns, linkedPaths, sitemapPaths } from './routes.ts';
import { runSearchBench } from './search/run.ts';
import { drained, failedSteps, step } from './steps.ts';
import { measureStockImport, stockImportLine } from './stock-import.ts';

// `npm run bench`: figures the issues name, printed. Runs its own platform on its own state, so it
// never disturbs `npm start`. BENCH_SECONDS sets the length of each load run (default 10); FC_BENCH_PORT
// moves its platform (default 8795; the bare Worker takes the next port, the simulators theirs from it),
// so two checkouts can bench side by side. LIGHTHOUSE_RUNS sets the Lighthouse runs per route (default 5,
// issue 28's median of 5). Before each load run and each Lighthouse route the bench waits (up to a minute)
// for a quiet machine — no more than 10 % of the CPU busy while it is idle, bench/quiet.ts — and otherwise
// prints why it measured nothing there instead of a figure of a busy machine. Figures print beside bench/baseline.json's; BENCH_SAVE_BASELINE=1 records
// this run's as the new baseline. A step that fails is reported and the rest still run (bench/steps.ts);
// after each load run the bench waits until the platform answers a single request again.

const PLATFORM_PORT = Number(process.env.FC_BENCH_PORT ?? 8795);
const BARE_PORT = PLATFORM_PORT + 1;
const CONNECTIONS = 64;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const JS_BUDGET_BYTES = 100 * 1024;
/** Issue 12: the composed car page's throughput at least this share of the bare route's. */
const THROUGHPUT_RATIO_TARGET = 0.25;
const stateDir = resolve(ROOT, '.data/bench-state');
/** Issue 30: a dealer's whole stock of 20,000 rows imported in at most 30 s. */
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 20_000);
const IMPORT_TARGET_SECONDS = 30;
/** The page keys of the baseline's first-load figures ({slug}: whichever car the run opens). */
const CAR_PAGE = '/cars/{slug}';
const SEARCH_PAGE = '/search/used-cars';
/** Issue 18: the locations listing and one location page (the demo's sample-review location). */
const CONTACT_PAGE = '/contact-us';
const LOCATION_PAGE = '/contact-us/harbour-city-toyota-parramatta';

const baseline = await readBaseline();
const firstLoads: Record<string, number> = {};
const routeJs: Record<string, number> = {};
let loadFigures: Pick<BenchFigures, 'composedCar' | 'bare'> | null = null;
let routes: BenchRoute[] = [];

await build();
await prepareLocalState(stateDir);
// What would deploy, not watched: wrangler dev's esbuild polling every source file is CPU beside each measurement.
const platform = await startPlatform({ port: PLATFORM_PORT, stateDir, bundled: true });
// The baseline the same way: its bundle, unwatched, so the two throughputs compare like with like.
const bareWorker = await startWorker({
  port: BARE_PORT,
  config: resolve(ROOT, 'bench/bare-worker/wrangler.toml'),
  bundled: true,
});
try {
  const slug = await firstCarSlug(platform.origin);
  const carPath = `/cars/${slug}`;
  const host = 'harbourcity.localhost';
  console.log(`\nComposed page under test: ${carPath} (harbourcity), ${CONNECTIONS} connections, ${SECONDS} s each\n`);
  // Before the load runs, one view at a time, so each answer's Server-Timing is its own view's.
  const d1 = await step('D1 queries per view', () => measureD1PerView(platform.origin, host, carPath));
  const quietForLoad = await untilQuiet();
  if (!quietForLoad.quiet) console.log(`the load runs measure a busy machine (${quietForLoad.why}); compare with care`);
  const composed = await step(`load on ${carPath}`, () =>
    measureLoad({
      label: `composed ${carPath}`,
      url: `${platform.origin}${carPath}`,
      host,
      connections: CONNECTIONS,
      seconds: SECONDS,
    }),
  );
  await afterLoad(carPath);
  const bareRoute = await step('load on the bare Hono route', () =>
    measureLoad({
      label: 'bare Hono route',
      url: `${bareWorker.origin}/`,
      host: 'localhost',
      connections: CONNECTIONS,
      seconds: SECONDS,
    }),
  );
  printLoad([composed, bareRoute].filter((result) => result !== undefined));
  if (composed && bareRoute) {
    const ratio = composed.requestsPerSecond / bareRoute.requestsPerSecond;
    console.log(
      `composed / bare throughput: ${ratio.toFixed(2)} (target ≥ ${THROUGHPUT_RATIO_TARGET}: ${ratio >= THROUGHPUT_RATIO_TARGET ? 'met' : 'NOT met'}); p50 ${(composed.p50Ms / Math.max(bareRoute.p50Ms, 0.01)).toFixed(1)}x`,
    );
    console.log(`composed ${CAR_PAGE} p99 at ${CONNECTIONS} connections: ${composed.p99Ms} ms`);
    loadFigures = { composedCar: figuresOf(composed), bare: figuresOf(bareRoute) };
  }
  if (d1) {
    console.log(
      `D1 queries per view of ${CAR_PAGE} (Server-Timing): ${d1.perView.toFixed(1)} (mean of ${d1.views} views; the first, cold view: ${d1.firstView})`,
    );
  }
  if (baseline && composed) {
    const previous = baseline.composedCar;
    console.log(
      `composed ${CAR_PAGE} beside the baseline (${baseline.measuredOn}):\n` +
        `  req/s ${besidePrevious(composed.requestsPerSecond, previous.requestsPerSecond)}; ` +
        `p50 ${besidePrevious(composed.p50Ms, previous.p50Ms)} ms; p99 ${besidePrevious(composed.p99Ms, previous.p99Ms)} ms`,
    );
  }

  const browser = await launchChromium();
  try {
    // First visits with a cold cache: the vehicle page (issue 3, 6) and the used-car search (issue 4).
    for (const [key, path] of [
      [CAR_PAGE, carPath],
      [SEARCH_PAGE, SEARCH_PAGE],
      [CONTACT_PAGE, CONTACT_PAGE],
      [LOCATION_PAGE, LOCATION_PAGE],
    ] as const) {
      const firstLoad = await step(`first visit to ${path}`, () =>
        measureFirstLoadJs(browser, `http://${host}:${PLATFORM_PORT}${path}`),
      );
      if (!firstLoad) continue;
      printFirstLoad(firstLoad, path, baseline?.firstLoadGzipBytes[key]);
      firstLoads[key] = firstLoad.totalGzipBytes;
    }
    // Every declared route (issue 14): JS before the first paint and JS as served, against their budgets.
    routes = benchRoutes(await declaredPatterns(), await samplePaths(platform.origin, host, carPath));
    console.log(
      '\nJavaScript per declared route, brotli as a browser asking for brotli receives it (harbourcity, cold cache):',
    );
    for (const route of routes) {
      const path = route.path;
      if (path === null) {
        console.log(`  ${route.pattern}: no page of the sitemap matches; not measured`);
        continue;
      }
      const js = await step(`JavaScript of ${route.pattern}`, () =>
        measureRouteJs(browser, `http://${host}:${PLATFORM_PORT}${path}`),
      );
      if (!js) continue;
      printRouteJs(route.pattern, path, js, baseline?.routeJsBytes?.[route.pattern]);
      routeJs[route.pattern] = js.servedBytes;
    }
  } finally {
    await browser.close();
  }

  // Lighthouse drives its own Chromium (through its DevTools port), one route at a time.
  const chromium = await startDevToolsChromium();
  try {
    console.log(`\nLighthouse mobile per declared route, median of ${LIGHTHOUSE_RUNS} (harbourcity):`);
    for (const route of routes) {
      if (route.path === null) continue;
      const url = `http://${host}:${PLATFORM_PORT}${route.path}`;
      const machine = await untilQuiet();
      if (!machine.quiet) {
        console.log(`  ${route.pattern} at ${route.path}: not measured: ${machine.why}`);
        continue;
      }
      const figures = await step(`Lighthouse on ${route.pattern}`, () =>
        measureLighthouse(url, chromium.port, LIGHTHOUSE_RUNS),
      );
      if (figures) console.log(`  ${route.pattern} at ${route.path}: ${lighthouseLine(figures)}`);
    }
  } finally {
    await chromium.close();
  }

  // Last, as it adds 20,000 cars to the bench's own state: a dealer's whole stock imported (issue 30).
  const machine = await untilQuiet();
  if (machine.quiet) {
    console.log(
      `\nStock feed import (${IMPORT_ROWS.toLocaleString('en-AU')} rows, harbourcity's used-car dealership):`,
    );
    const imported = await step('stock feed import', () =>
      measureStockImport(platform.origin, 'harbourcity', 'harbour-city-used-cars', IMPORT_ROWS),
    );
    if (imported) console.log(`  ${stockImportLine(imported, IMPORT_TARGET_SECONDS)}`);
  } else {
    console.log(`\nStock feed import: not measured: ${machine.why}`);
  }
} finally {
  await Promise.all([platform.stop(), bareWorker.stop()]);
}

if (process.env.BENCH_SAVE_BASELINE === '1' && loadFigures) {
  const measuredOn = `${process.env.BENCH_NOTE ?? 'a run'} on ${new Date().toISOString().slice(0, 10)}`;
  await saveBaseline({ measuredOn, ...loadFigures, firstLoadGzipBytes: firstLoads, routeJsBytes: routeJs });
  console.log('\nSaved these figures as bench/baseline.json.');
}

// With the platform stopped, so the search figures have the machine to themselves.
console.log('\nEmbedded search engine vs Orama (same data, same queries):');
await step('search engine bench', runSearchBench);

if (failedSteps.length > 0) {
  console.log(`\n${failedSteps.length} step(s) failed; every other figure above was measured:`);
  for (const failed of failedSteps) console.log(`  ${failed.step}: ${failed.reason}`);
  process.exitCode = 1;
}

/** After a load run: reports how long the platform took to answer one request on its own again. */
async function afterLoad(path: string): Promise<void> {
  const ms = await step(`drain after the load on ${path}`, () =>
    drained(platform.origin, 'harbourcity.localhost', path),
  );
  if (ms !== undefined) console.log(`  the platform answered a single request again ${ms} ms after the load run`);
}

function printFirstLoad(firstLoad: FirstLoadBytes, path: string, previousBytes: number | undefined) {
  console.log(`\nJavaScript on a first visit to ${path} (gzip -9):`);
  for (const file of firstLoad.files) {
    console.log(`  ${String(file.gzipBytes).padStart(8)} B  ${file.path}`);
  }
  const verdict = firstLoad.totalGzipBytes <= JS_BUDGET_BYTES ? 'within' : 'OVER';
  console.log(
    `  ${String(firstLoad.totalGzipBytes).padStart(8)} B  total (${(firstLoad.totalGzipBytes / 1024).toFixed(1)} KiB; ${verdict} the 100 KiB budget)`,
  );
  console.log(
    `  baseline: ${besidePrevious(firstLoad.totalGzipBytes / 1024, previousBytes === undefined ? undefined : previousBytes / 1024, 1)} KiB`,
  );
}

function printRouteJs(pattern: string, path: string, js: RouteJs, previousBytes: number | undefined) {
  const verdict = (bytes: number, budget: number) =>
    `${kib(bytes)} (budget ${kib(budget)}: ${bytes <= budget ? 'within' : 'OVER'})`;
  const previous = previousBytes === undefined ? '' : `; was ${kib(previousBytes)}`;
  // Every figure is brotli bytes unless a script came otherwise (then the line says how).
  const others = js.encodings.filter((encoding) => encoding !== 'br');
  const notBrotli = others.length > 0 ? ` (NOT all brotli: ${others.join(', ')} too)` : '';
  console.log(
    `  ${pattern} at ${path}: before first paint ${verdict(js.beforePaintBytes, BEFORE_PAINT_BUDGET_BYTES)}; first visit ${verdict(js.servedBytes, FIRST_VISIT_BUDGET_BYTES)} in ${js.scripts} scripts${previous}${notBrotli}`,
  );
}

function figuresOf(result: LoadResult): BenchFigures['composedCar'] {
  return { requestsPerSecond: Math.round(result.requestsPerSecond), p50Ms: result.p50Ms, p99Ms: result.p99Ms };
}

function printLoad(results: LoadResult[]) {
  console.log('route                                            req/s      p50 ms   p99 ms   non-2xx  errors');
  for (const result of results) {
    console.log(
      `${result.label.slice(0, 46).padEnd(46)} ${result.requestsPerSecond.toFixed(0).padStart(8)} ${String(result.p50Ms).padStart(10)} ${String(result.p99Ms).padStart(8)} ${String(result.non2xx).padStart(9)} ${String(result.errors).padStart(7)}`,
    );
  }
}

/** Where a declared page with params is measured: the sitemap's pages, then the home and car pages' links. */
async function samplePaths(origin: string, host: string, carPath: string): Promise<string[]> {
  const [sitemap, home, car] = await Promise.all(
    ['/sitemap.xml', '/', carPath].map(async (path) => (await getAsSiteAt(origin, host, path)).text),
  );
  return [...sitemapPaths(sitemap ?? ''), ...linkedPaths(home ?? ''), ...linkedPaths(car ?? '')];
}

async function firstCarSlug(origin: string): Promise<string> {
  const sitemap = (await getAsSiteAt(origin, 'harbourcity.localhost', '/sitemap.xml')).text;
  const slug = /\/cars\/([^<]+)<\/loc>/.exec(sitemap)?.[1];
  if (!slug) throw new Error('the sitemap lists no car');
  return slug;
}
