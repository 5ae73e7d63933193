import { readFile, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, relative, resolve } from 'node:path';
import { atMost } from './at-most.ts';
import { ROOT } from './paths.ts';
import { run, WRANGLER_ENV } from './run.ts';

// The Workers of a platform that runs what would deploy, unwatched (the journeys' and the benchmark's).
// `wrangler dev` bundles each Worker itself and keeps esbuild watching every file of every bundle by polling:
// ~13 % of one core for as long as the platform runs, idle or not (issue 27: ~45 s of CPU over the journeys,
// and noise beside every Lighthouse run). Its CLI has no switch for that (only its API's `dev.watch`). The
// journeys and the bench never edit the source, so their platform runs each Worker as `wrangler deploy --dry-run`
// bundles it (the file that would be uploaded) with `no_bundle`: nothing to watch. `npm start` keeps wrangler's
// own bundling, rebuilt on every edit.

/** Where the bundles go: one folder per platform port, one per Worker's config. */
const BUNDLES_DIR = resolve(ROOT, '.data/worker-bundles');

/** The `main` a wrangler config names, or null. */
export function mainOf(configText: string): string | null {
  return /^main\s*=\s*"([^"]+)"\s*$/m.exec(configText)?.[1] ?? null;
}

/**
 * The config run against a bundle: the same config with `main` pointing at the bundle (relative to the
 * config's folder, as every other path of it) and `no_bundle`, so wrangler runs the file as it is.
 * @example bundledConfig('name = "a"\nmain = "src/server.ts"\n', '../.data/worker-bundles/a/server.js')
 * // → 'name = "a"\nmain = "../.data/worker-bundles/a/server.js"\nno_bundle = true\n'
 */
export function bundledConfig(configText: string, bundle: string): string {
  if (mainOf(configText) === null) throw new Error('the config names no main');
  return configText.replace(/^main\s*=\s*"[^"]+"\s*$/m, `main = ${JSON.stringify(bundle)}\nno_bundle = true`);
}

/**
 * What a config's bundle depends on: its entry and every line but its name and asset folder, which is all a
 * remote's two channels differ in (so they share one bundle).
 */
function bundleKey(config: string, configText: string, main: string): string {
  const lines = configText.split('\n').filter((line) => !/^(name|directory)\s*=/.test(line) && !line.startsWith('#'));
  return `${resolve(dirname(config), main)}\n${lines.join('\n')}`;
}

/** A config to run as a bundle: its path and its text. */
interface SourceConfig {
  path: string;
  text: string;
}

/**
 * Bundles the Worker of each config as `wrangler deploy --dry-run` would upload it, two at a time, a remote's
 * two channels once (bundleKey). Answers each config's bundle file (absolute), by the config's path.
 */
async function bundleWorkers(configs: readonly SourceConfig[], port: number): Promise<Map<string, string>> {
  const bundles = new Map<string, string>();
  const byKey = new Map<string, { entry: string; sharing: string[] }>();
  for (const { path, text } of configs) {
    const main = mainOf(text);
    if (main === null) throw new Error(`${path} names no main`);
    const key = bundleKey(path, text, main);
    const group = byKey.get(key) ?? { entry: resolve(dirname(path), main), sharing: [] };
    group.sharing.push(path);
    byKey.set(key, group);
  }
  await atMost(2, [...byKey.values()], async ({ entry, sharing }) => {
    const [first] = sharing as [string];
    const outdir = resolve(BUNDLES_DIR, String(port), relative(ROOT, first).replaceAll('/', '__'));
    await rm(outdir, { recursive: true, force: true });
    await run('wrangler', ['deploy', '--dry-run', '--outdir', outdir, '-c', first], { env: WRANGLER_ENV, quiet: true });
    const bundle = resolve(outdir, `${basename(entry, extname(entry))}.js`);
    for (const config of sharing) bundles.set(config, bundle);
  });
  return bundles;
}

/**
 * Writes, beside each config, the config that runs its bundle (`.run-<port>.bundled.<file>`), and answers their
 * paths in the same order.
 */
export async function bundledConfigs(configs: readonly string[], port: number): Promise<string[]> {
  const sources = await Promise.all(configs.map(async (path) => ({ path, text: await readFile(path, 'utf8') })));
  const bundles = await bundleWorkers(sources, port);
  return Promise.all(
    sources.map(async ({ path, text }) => {
      const bundledPath = resolve(dirname(path), `.run-${port}.bundled.${basename(path).replace(/^\.run-\d+\./, '')}`);
      await writeFile(bundledPath, bundledConfig(text, relative(dirname(path), bundles.get(path) as string)));
      return bundledPath;
    }),
  );
}
