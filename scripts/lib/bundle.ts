import { readFile, rm, writeFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Configuration, type MultiStats, rspack, type Stats } from '@rspack/core';
import { loadDeclaration } from '../../remote-folders.ts';
import {
  PUBLIC_DIR,
  type RemoteTarget,
  remoteTargets,
  SHELL_PUBLIC_PATH,
  shellClientConfig,
} from '../../rspack.config.ts';
import { changelogNotes } from '../../shared/src/domain/releases/changelog.ts';
import { publishedDeclarationOf } from '../../shared/src/domain/remotes/published.ts';
import { PROVIDED_MODULES } from '../../shell/src/client/shared-modules.ts';
import type { ReleaseFile } from './build.ts';
import { firstVisitFiles, kib, servedBrotliSize } from './first-visit.ts';
import { initialSharedKeys } from './initial-shared.ts';
import { ROOT } from './paths.ts';
import { precompressDir } from './precompress.ts';
import { extractCss, remoteStyleSources, withoutRulesOf, writeRemoteStylesheet } from './remote-styles.ts';
import { hashShellEntries, type ShellManifest } from './shell-entries.ts';

// The rspack half of `npm run build`, run by build.ts as `node scripts/lib/bundle.ts`: plain Node
// (type stripping), never tsx. Rspack writes MF's runtime into every remoteEntry from a function's
// source text (Function#toString); under tsx that function has been through esbuild with keepNames,
// and every remote then calls an undefined `__name` in the browser. So this file and everything it
// imports at run time stay loadable by Node itself: `.ts` extensions, `import type` for types.

/**
 * Builds the shell's client (dist/public/assets/shell) and every remote × channel
 * (<remote>/dist/<channel>/_mf/<name>/<version> plus release.json), each remote's own stylesheet
 * beside its chunks (remote-styles.ts; after the shell's stylesheet, which build.ts makes first),
 * checks that the shell provides everything each remote consumes, writes the precompressed variants
 * of every .js and .css (precompress.ts), and prints the sizes.
 */
export async function bundle(): Promise<void> {
  const targets = await remoteTargets();
  // A channel's directory holds exactly one build: older versions of that channel go.
  await Promise.all(targets.map((target) => rm(target.outputDir, { recursive: true, force: true })));
  const configs: Configuration[] = [shellClientConfig(), ...targets.map((target) => target.config)];
  const [shellStats, ...remoteStats] = await compile(configs);
  if (!shellStats) throw new Error('no shell build');

  const builtAt = new Date().toISOString();
  const remoteCss = await remoteStylesheets(targets);
  for (const target of targets) {
    // The MF plugin's build stats (module paths and all) are no asset anyone should fetch.
    await rm(resolve(String(target.config.output?.path), 'mf-manifest-stats.json'), { force: true });
    const release: ReleaseFile = {
      name: target.remote.name,
      version: target.version,
      channel: target.channel,
      manifestUrl: `${publicPathOf(target)}mf-manifest.json`,
      stylesheets: await writeRemoteStylesheet(
        remoteCss.get(target.remote.folder) ?? '',
        String(target.config.output?.path),
        publicPathOf(target),
      ),
      builtAt,
      // The remote's pages, fragments and API as data, stamped with this channel's version: what the
      // release registry carries to the gateway's route table.
      declaration: {
        ...publishedDeclarationOf(await loadDeclaration(target.remote.folder, ROOT)),
        version: target.version,
        // What this version changes, from the remote's own CHANGELOG.md (a canary: its Unreleased section).
        changes: changelogNotes(
          await readFile(resolve(ROOT, target.remote.folder, 'CHANGELOG.md'), 'utf8').catch(() => ''),
          target.version,
        ),
      },
    };
    await writeFile(resolve(target.outputDir, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
  }

  await Promise.all(targets.map((target, i) => recordInitialShared(target, remoteStats[i])));

  const sharedFiles = providedSharedFiles(shellStats);
  await writeFile(resolve(PUBLIC_DIR, 'assets/shell/shared-files.json'), `${JSON.stringify(sharedFiles, null, 2)}\n`);
  const manifests = await Promise.all(targets.map(readManifest));
  checkProvided(targets, manifests);
  await checkNoToolingHelpers(targets);
  // The shell's entries and stylesheet by their content, so every file under /assets is immutable.
  const shellManifest = await hashShellEntries(PUBLIC_DIR, {
    client: `${SHELL_PUBLIC_PATH}client.js`,
    islands: `${SHELL_PUBLIC_PATH}islands.js`,
    stylesheet: '/assets/styles.css',
  });
  // Last: every file a variant is made of is final now (manifests and stylesheets included).
  for (const dir of [resolve(PUBLIC_DIR, 'assets'), ...targets.map((target) => target.outputDir)]) {
    await precompressDir(dir);
  }

  printSizes(shellStats, targets, remoteStats);
  await printFirstLoad(targets, manifests, sharedFiles, shellManifest);
}

/**
 * Each remote folder's stylesheet (its channels build from the same sources): what its sources use
 * that the shell's stylesheet (dist/public/assets/styles.css) does not carry.
 */
async function remoteStylesheets(targets: RemoteTarget[]): Promise<Map<string, string>> {
  const shellCss = await readFile(resolve(PUBLIC_DIR, 'assets/styles.css'), 'utf8');
  const folders = [...new Set(targets.map((target) => target.remote.folder))];
  const sheets = new Map<string, string>();
  for (const folder of folders) {
    sheets.set(folder, withoutRulesOf(await extractCss(remoteStyleSources(folder)), shellCss));
  }
  return sheets;
}

function publicPathOf(target: RemoteTarget): string {
  return String(target.config.output?.publicPath);
}

async function compile(configs: Configuration[]): Promise<Stats[]> {
  const compiler = rspack(configs);
  const stats = await new Promise<MultiStats>((resolveBuild, reject) => {
    compiler.run((error, result) =>
      error || !result ? reject(error ?? new Error('no build result')) : resolveBuild(result),
    );
  });
  await new Promise<void>((resolveClose) => compiler.close(() => resolveClose()));
  if (stats.hasErrors()) {
    console.error(stats.toString({ colors: false, all: false, errors: true }));
    throw new Error('client build failed');
  }
  if (stats.hasWarnings()) console.warn(stats.toString({ colors: false, all: false, warnings: true }));
  return stats.stats;
}

/**
 * Which shell files each lazily provided shared module needs (its chunk and the chunks split off
 * it), by share key: for the first-visit figures below and the byte budgets (first-visit.ts). Written to
 * /assets/shell/shared-files.json.
 */
function providedSharedFiles(stats: Stats): Record<string, string[]> {
  const json = stats.toJson({ all: false, chunks: true, chunkOrigins: true });
  const files: Record<string, string[]> = {};
  for (const chunk of json.chunks ?? []) {
    for (const origin of chunk.origins ?? []) {
      if (!(origin.request in PROVIDED_MODULES)) continue;
      files[origin.request] ??= [];
      const list = files[origin.request] ?? [];
      for (const file of chunk.files ?? []) {
        const url = `${SHELL_PUBLIC_PATH}${file}`;
        if (!list.includes(url)) list.push(url);
      }
    }
  }
  return Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
}

interface Manifest {
  shared: Array<{ name: string }>;
  exposes: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } }; initialShared?: string[] }>;
  metaData: { remoteEntry: { name: string } };
}

function manifestFile(target: RemoteTarget): string {
  return resolve(String(target.config.output?.path), 'mf-manifest.json');
}

async function readManifest(target: RemoteTarget): Promise<Manifest> {
  return JSON.parse(await readFile(manifestFile(target), 'utf8')) as Manifest;
}

/**
 * Writes into the build's mf-manifest.json, per exposed module, the share keys its first load
 * consumes (`initialShared`, initial-shared.ts): the gateway preloads only those shell files.
 */
async function recordInitialShared(target: RemoteTarget, stats: Stats | undefined): Promise<void> {
  if (!stats) throw new Error(`no build stats for ${target.remote.name}@${target.version}`);
  const json = stats.toJson({ all: false, chunks: true, chunkRelations: true, modules: true, ids: true });
  const manifest = await readManifest(target);
  for (const expose of manifest.exposes) {
    expose.initialShared = initialSharedKeys(json, [manifest.metaData.remoteEntry.name, ...expose.assets.js.sync]);
  }
  await writeFile(manifestFile(target), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** A remote that consumes a key the shell does not provide could never load: fail the build. */
function checkProvided(targets: RemoteTarget[], manifests: Manifest[]): void {
  const provided = new Set(['react', 'react-dom', ...Object.keys(PROVIDED_MODULES)]);
  const missing = targets.flatMap((target, i) =>
    (manifests[i]?.shared ?? [])
      .filter((shared) => !provided.has(shared.name))
      .map((shared) => `${target.remote.name}@${target.version} consumes ${shared.name}`),
  );
  if (missing.length > 0) {
    throw new Error(
      `the shell does not provide what a remote consumes (add it to shell/src/client/shared-modules.ts):\n  ${missing.join('\n  ')}`,
    );
  }
}

/** gzip at level 9, as the figures in the spike were measured. */
function gzipSize(content: Buffer | string): number {
  return gzipSync(content, { level: 9 }).length;
}

function printSizes(shell: Stats, targets: RemoteTarget[], remotes: Stats[]): void {
  const rows: Array<[string, number, number]> = [];
  const collect = (stats: Stats, dir: string) => {
    for (const [name, source] of Object.entries(stats.compilation.assets)) {
      if (!/\.(js|json)$/.test(name) || name.endsWith('stats.json')) continue;
      const buffer = source.buffer();
      rows.push([relative(ROOT, resolve(dir, name)), buffer.length, gzipSize(buffer)]);
    }
  };
  collect(shell, resolve(PUBLIC_DIR, 'assets/shell'));
  targets.forEach((target, i) => {
    const stats = remotes[i];
    if (stats) collect(stats, String(target.config.output?.path));
  });
  console.log('\n  size        gzip        file');
  for (const [file, raw, gzip] of rows) {
    console.log(`  ${kib(raw).padStart(10)}  ${kib(gzip).padStart(10)}  ${file}`);
  }
}

/**
 * The JS a first visit to a page with one island downloads, per exposed module of each remote (stable
 * channel), gzip and brotli as served (first-visit.ts).
 */
async function printFirstLoad(
  targets: RemoteTarget[],
  manifests: Manifest[],
  sharedFiles: Record<string, string[]>,
  shellManifest: ShellManifest,
): Promise<void> {
  for (const [i, target] of targets.entries()) {
    const manifest = manifests[i];
    if (target.channel !== 'stable' || !manifest) continue;
    for (const expose of manifest.exposes) {
      const files = firstVisitFiles(
        { publicDir: PUBLIC_DIR, entries: [shellManifest.client, shellManifest.islands] },
        { dir: String(target.config.output?.path), publicPath: publicPathOf(target) },
        manifest,
        expose.name,
        sharedFiles,
      );
      const total = { gzip: 0, brotli: 0 };
      console.log(
        `\n  First-load JS, a page with one ${target.remote.name} ${expose.name} island:\n        gzip      brotli`,
      );
      for (const [url, path] of files) {
        const size = { gzip: gzipSize(await readFile(path)), brotli: await servedBrotliSize(path) };
        total.gzip += size.gzip;
        total.brotli += size.brotli;
        console.log(`  ${kib(size.gzip).padStart(10)}  ${kib(size.brotli).padStart(10)}  ${url}`);
      }
      console.log(
        `  ${kib(total.gzip).padStart(10)}  ${kib(total.brotli).padStart(10)}  total, ${files.size} files (plus mf-manifest.json)`,
      );
    }
  }
}

/** Fails on the symptom of running rspack under tsx (see the top of this file). */
async function checkNoToolingHelpers(targets: RemoteTarget[]): Promise<void> {
  for (const target of targets) {
    const entry = await readFile(resolve(String(target.config.output?.path), 'remoteEntry.js'), 'utf8');
    if (/\b__name\(/.test(entry)) {
      throw new Error(
        `${target.remote.name}@${target.version}: remoteEntry.js calls __name (built under tsx?); run node scripts/lib/bundle.ts`,
      );
    }
  }
}

if (import.meta.main) {
  try {
    await bundle();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
