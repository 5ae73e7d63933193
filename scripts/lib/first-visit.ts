import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { brotliBytes } from './precompress.ts';

// What a first visit to a page with one island downloads, as served (brotli, the build's `.br`
// beside each file): the figures `npm run build` prints and the budget test in `npm test` checks.
// Plain Node (bundle.ts imports it): `.ts` imports only.

/** First-visit JavaScript of a page with one island, brotli (issue 14's budget; stretch 100 KB). */
export const FIRST_VISIT_BUDGET_BYTES = 110 * 1024;
/** JavaScript fetched ahead of the first paint, brotli. */
export const BEFORE_PAINT_BUDGET_BYTES = 15 * 1024;

/** The parts of a remote build's mf-manifest.json the first load needs. */
export interface FirstLoadManifest {
  exposes: Array<{ name: string; assets: { js: { sync: string[] } }; initialShared?: string[] }>;
  metaData: { remoteEntry: { name: string } };
}

/** Where one remote build is: its files on disk and its public path (`/_mf/<name>/<version>/`). */
export interface BuildLocation {
  dir: string;
  publicPath: string;
}

/** The shell's client build: `dist/public`, and its two entries' URLs (hashed: the build's shell manifest). */
export interface ShellLocation {
  publicDir: string;
  /** client.js and islands.js as this build names them, e.g. `/assets/shell/client.3f9a1c2e.js`. */
  entries: readonly string[];
}

/**
 * The JS files (URL → path on disk) a first visit to a page whose one island is the exposed module
 * `expose` (e.g. 'VehiclePage') loads: the shell's two entries, the remote's entry and that expose's
 * synchronous chunks (the runtime loads no other expose of the remote), and the shell chunks of the
 * shared modules its first load consumes (`initialShared`, per `shared-files.json`).
 */
export function firstVisitFiles(
  shell: ShellLocation,
  build: BuildLocation,
  manifest: FirstLoadManifest,
  expose: string,
  sharedFiles: Record<string, string[]>,
): Map<string, string> {
  const exposed = manifest.exposes.find((candidate) => candidate.name === expose);
  if (!exposed) throw new Error(`${manifest.metaData.remoteEntry.name}: no exposed module ${expose} in the manifest`);
  const files = new Map<string, string>();
  const shellFile = (url: string) => files.set(url, resolve(shell.publicDir, `.${url}`));
  const remoteFile = (name: string) => files.set(`${build.publicPath}${name}`, resolve(build.dir, name));
  shell.entries.forEach(shellFile);
  remoteFile(manifest.metaData.remoteEntry.name);
  exposed.assets.js.sync.forEach(remoteFile);
  for (const key of exposed.initialShared ?? []) (sharedFiles[key] ?? []).forEach(shellFile);
  return files;
}

/** A file's size as served with brotli: its `.br` when the build wrote one, else compressed here. */
export async function servedBrotliSize(path: string): Promise<number> {
  try {
    return (await readFile(`${path}.br`)).length;
  } catch {
    return (await brotliBytes(await readFile(path))).length;
  }
}

/** Kibibytes with one decimal, for the printed figures. */
export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
