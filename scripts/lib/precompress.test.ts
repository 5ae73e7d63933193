import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

let dir = '';
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes .br and .gz beside every .js and .css, decoding to the same bytes', async () => {
    dir = await mkdtemp(join(tmpdir(), 'precompress-'));
    await mkdir(join(dir, 'chunks'));
    const script = 'export const a = 1;\n'.repeat(200);
    await writeFile(join(dir, 'chunks/616.0a1b2c3d.js'), script);
    await writeFile(join(dir, 'styles.css'), '.a{color:red}\n');
    await writeFile(join(dir, 'mf-manifest.json'), '{}');

    expect(await precompressDir(dir)).toBe(2);

    const br = await readFile(join(dir, 'chunks/616.0a1b2c3d.js.br'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
    expect(gunzipSync(await readFile(join(dir, 'chunks/616.0a1b2c3d.js.gz'))).toString()).toBe(script);
    expect(brotliDecompressSync(await readFile(join(dir, 'styles.css.br'))).toString()).toBe('.a{color:red}\n');
    expect((await readdir(dir)).sort()).toEqual([
      'chunks',
      'mf-manifest.json',
      'styles.css',
      'styles.css.br',
      'styles.css.gz',
    ]);
  });
});
