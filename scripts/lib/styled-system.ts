import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { relative, resolve } from 'node:path';
import { build } from 'esbuild';
import { ROOT } from './paths.ts';
import { run } from './run.ts';

// Panda's generated `shared/styled-system` (the UI imports it; the typecheck and the build need it) is a
// function of the Panda config alone: the config file, the files it imports (the preset, the global styles) and
// Panda's own version. `panda codegen` costs ~3.5 s of CPU, and `npm install`, the build and the typecheck each
// ran it, the last two side by side in `npm test`. It now runs when those inputs changed since the last run, which
// leaves their fingerprint beside what it generated.

const CONFIG = resolve(ROOT, 'panda.config.ts');
const OUT_DIR = resolve(ROOT, 'shared/styled-system');
/** The fingerprint of the inputs the styled-system was generated from. */
const STAMP = resolve(OUT_DIR, '.inputs');

/**
 * The Panda config's own files (the config and what it imports from the repo), as esbuild resolves them.
 * @example await pandaConfigFiles() // → ['/repo/panda.config.ts', '/repo/shared/src/ui-kit/theme/preset.ts', …]
 */
export async function pandaConfigFiles(config = CONFIG): Promise<string[]> {
  const { metafile } = await build({
    entryPoints: [config],
    absWorkingDir: ROOT,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    // Panda itself is fingerprinted by its version; anything else the config reaches (a workspace package too) by
    // its contents.
    external: ['@pandacss/*'],
    logLevel: 'silent',
  });
  return Object.keys(metafile.inputs)
    .map((input) => resolve(ROOT, input))
    .sort();
}

/**
 * A fingerprint of what `panda codegen` reads: Panda's version and every config file's path and contents.
 * @example await styledSystemInputs() // → 'sha256 hex'
 */
export async function styledSystemInputs(config = CONFIG): Promise<string> {
  const hash = createHash('sha256');
  const panda = createRequire(CONFIG)('@pandacss/dev/package.json') as { version: string };
  hash.update(`@pandacss/dev ${panda.version}\n`);
  for (const file of await pandaConfigFiles(config)) {
    hash.update(`${relative(ROOT, file)}\n`);
    hash.update(await readFile(file));
  }
  return hash.digest('hex');
}

/** Runs `panda codegen` unless the styled-system was generated from the config as it is now. */
export async function ensureStyledSystem(): Promise<void> {
  const inputs = await styledSystemInputs();
  const generatedFrom = await readFile(STAMP, 'utf8').catch(() => null);
  if (generatedFrom === inputs) return;
  await run('panda', ['codegen', '--silent']);
  await writeFile(STAMP, inputs);
}
