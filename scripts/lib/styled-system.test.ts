import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './paths.ts';
import { pandaConfigFiles, styledSystemInputs } from './styled-system.ts';

describe('the styled-system’s inputs', () => {
  it('are the Panda config and every file it imports from the repo: the preset, its recipes, the global styles', async () => {
    const files = await pandaConfigFiles();
    for (const file of [
      'panda.config.ts',
      'shared/src/ui-kit/theme/preset.ts',
      'shared/src/ui-kit/theme/tokens.ts',
      'shared/src/ui-kit/theme/recipes/button.ts',
      'shell/src/document/global-css.ts',
    ]) {
      expect(files).toContain(resolve(ROOT, file));
    }
    expect(files.filter((file) => file.includes('/node_modules/'))).toEqual([]);
  });

  it('change their fingerprint when a file the config imports changes, and only then', async () => {
    const dir = await mkdtemp(resolve(tmpdir(), 'fc-panda-inputs-'));
    try {
      const config = resolve(dir, 'panda.config.ts');
      await writeFile(config, "import { tokens } from './tokens.ts';\nexport default { theme: { tokens } };\n");
      await writeFile(resolve(dir, 'tokens.ts'), "export const tokens = { colors: { brand: { value: '#c00' } } };\n");
      const before = await styledSystemInputs(config);
      expect(before).toMatch(/^[0-9a-f]{64}$/);
      expect(await styledSystemInputs(config)).toBe(before);
      await writeFile(resolve(dir, 'tokens.ts'), "export const tokens = { colors: { brand: { value: '#0c0' } } };\n");
      expect(await styledSystemInputs(config)).not.toBe(before);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
