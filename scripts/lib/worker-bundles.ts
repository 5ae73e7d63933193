import { readFile, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, relative, resolve } from 'node:path';
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

/**
 * Bundles the Worker of each config as `wrangler deploy --dry-run` would upload it, two at a time, a remote's
 * two channels once (bundleKey). Answers each config's bundle file (absolute).
 */
export async function bundleWorkers(configs: readonly string[], port: number): Promise<Map<string, string>> {
  const bundles = new Map<string, string>();
  const byKey = new Map<string, { entry: string; sharing: string[] }>();
  for (const config of configs) {
    const text = await readFile(config, 'utf8');
    const main = mainOf(text);
    if (main === null) throw new Error(`${config} names no main`);
    const key = bundleKey(config, text, main);
    const group = byKey.get(key) ?? { entry: resolve(dirname(config), main), sharing: [] };
    group.sharing.push(config);
    byKey.set(key, group);
  }
  const queue = [...byKey.values()];
  const bundleNext = async (): Promise<void> => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { entry, sharing } = next;
      const [first] = sharing as [string];
      const outdir = resolve(BUNDLES_DIR, String(port), relative(ROOT, first).replaceAll('/', '__'));
      await rm(outdir, { recursive: true, force: true });
      await run('wrangler', ['deploy', '--dry-run', '--outdir', outdir, '-c', first], {
        env: WRANGLER_ENV,
        quiet: true,
      });
      const bundle = resolve(outdir, `${basename(entry, extname(entry))}.js`);
      for (const config of sharing) bundles.set(config, bundle);
    }
  };
  await Promise.all([bundleNext(), bundleNext()]);
  return bundles;
}

/**
 * Writes, beside each config, the config that runs its bundle (`.run-<port>.bundled.<file>`), and answers their
 * paths in the same order.
 */
export async function bundledConfigs(configs: readonly string[], port: number): Promise<string[]> {
  const bundles = await bundleWorkers(configs, port);
  return Promise.all(
    configs.map(async (config) => {
      const path = resolve(dirname(config), `.run-${port}.bundled.${basename(config).replace(/^\.run-\d+\./, '')}`);
      const bundle = relative(dirname(config), bundles.get(config) as string);
      await writeFile(path, bundledConfig(await readFile(config, 'utf8'), bundle));
      return path;
    }),
  );
}
