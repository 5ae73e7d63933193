import { readdir, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// The gateway serves `<file>.br`, else `<file>.gz`, beside a static .js or .css as it is
// (edge-worker/src/render/precompressed.ts): compressed once here at the highest levels, rather than
// per request at the edge's modest one. Plain Node (bundle.ts imports it): `.ts` imports only.

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The files that get variants: the same rule as the gateway's (static scripts and stylesheets). */
const STATIC_FILE = /\.(js|css)$/;

/** Brotli at quality 11 (the maximum), as text. */
export function brotliBytes(content: Buffer): Promise<Buffer> {
  return brotli(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
}

/**
 * Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside every .js and .css under `dir`,
 * recursively; returns how many files got variants.
 *
 * @example await precompressDir('dist/public/assets')
 */
export async function precompressDir(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && STATIC_FILE.test(entry.name))
    .map((entry) => resolve(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const [br, gz] = await Promise.all([brotliBytes(content), gzipped(content, { level: 9 })]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return files.length;
}
