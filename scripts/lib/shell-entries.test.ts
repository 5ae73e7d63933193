import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentHash, hashShellEntries, readShellManifest } from './shell-entries.ts';

describe('hashShellEntries', () => {
  it('names the entries and the stylesheet by their content, client.js naming the hashed islands.js', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fc-shell-'));
    await mkdir(join(dir, 'assets/shell'), { recursive: true });
    await writeFile(join(dir, 'assets/shell/islands.js'), 'export const hydrate = 1;');
    await writeFile(join(dir, 'assets/shell/client.js'), 'import("/assets/shell/islands.js");');
    await writeFile(join(dir, 'assets/styles.css'), 'body{}');
    const manifest = await hashShellEntries(dir, {
      client: '/assets/shell/client.js',
      islands: '/assets/shell/islands.js',
      stylesheet: '/assets/styles.css',
    });
    const islandsHash = contentHash('export const hydrate = 1;');
    expect(manifest.islands).toBe(`/assets/shell/islands.${islandsHash}.js`);
    expect(manifest.stylesheet).toBe(`/assets/styles.${contentHash('body{}')}.css`);
    const client = await readFile(join(dir, `.${manifest.client}`), 'utf8');
    expect(client).toBe(`import("/assets/shell/islands.${islandsHash}.js");`);
    expect(manifest.client).toBe(`/assets/shell/client.${contentHash(client)}.js`);
    expect((await readdir(join(dir, 'assets/shell'))).sort()).toEqual(
      [manifest.client, manifest.islands].map((url) => url.split('/').pop()).sort(),
    );
    expect(await readShellManifest(dir)).toEqual(manifest);
  });
});
