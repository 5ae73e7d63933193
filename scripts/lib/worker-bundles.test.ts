import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './paths.ts';
import { bundledConfig, mainOf } from './worker-bundles.ts';

describe('the bundled platform configs', () => {
  it("reads a config's main", async () => {
    expect(mainOf(await readFile(resolve(ROOT, 'wrangler.toml'), 'utf8'))).toBe('edge-worker/src/index.ts');
    expect(mainOf('name = "a"\n')).toBeNull();
  });

  it('points main at the bundle and runs it as it is, every other line kept', () => {
    const config =
      'name = "forecourt-mfe-search"\nmain = "src/server.ts"\nminify = true\n\n[assets]\ndirectory = "./dist/stable"\n';
    expect(bundledConfig(config, '../.data/worker-bundles/8790/mfe-search/server.js')).toBe(
      'name = "forecourt-mfe-search"\nmain = "../.data/worker-bundles/8790/mfe-search/server.js"\nno_bundle = true\nminify = true\n\n[assets]\ndirectory = "./dist/stable"\n',
    );
  });

  it('refuses a config without a main rather than run something else', () => {
    expect(() => bundledConfig('name = "a"\n', 'x.js')).toThrow(/no main/);
  });
});
