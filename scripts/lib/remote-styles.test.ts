import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  extractCss,
  remoteStyleSources,
  stylesheetFileName,
  withoutRulesOf,
  writeRemoteStylesheet,
} from './remote-styles.ts';

describe('withoutRulesOf', () => {
  it('keeps only the rules the base lacks, in their at-rules, and drops at-rules left empty', () => {
    const base =
      '@layer utilities{.fc-d_flex{display:flex}@media screen and (min-width:48rem){.md\\:fc-p_2{padding:2px}}}';
    const css =
      '@layer utilities{.fc-d_flex{display:flex}.fc-c_red{color:red}@media screen and (min-width:48rem){.md\\:fc-p_2{padding:2px}}}';
    expect(withoutRulesOf(css, base)).toBe('@layer utilities{.fc-c_red{color:red}}');
  });

  it('keeps a rule whose selector the base has with other declarations or in another at-rule', () => {
    const base = '@layer utilities{.a{color:red}}';
    const css = '@layer utilities{.a{color:blue}}@layer recipes{.a{color:red}}';
    expect(withoutRulesOf(css, base)).toBe(css);
  });

  it('is empty when the base has everything', () => {
    expect(withoutRulesOf('@layer utilities{.a{color:red}}', '@layer utilities{.a{color:red}}.b{color:blue}')).toBe('');
  });
});

describe('stylesheetFileName', () => {
  it('names a stylesheet by its content', () => {
    expect(stylesheetFileName('.a{color:red}')).toMatch(/^styles\.[0-9a-f]{8}\.css$/);
    expect(stylesheetFileName('.a{color:red}')).toBe(stylesheetFileName('.a{color:red}'));
    expect(stylesheetFileName('.a{color:red}')).not.toBe(stylesheetFileName('.a{color:blue}'));
  });
});

describe("a remote's stylesheet, per build", () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  async function remoteSources(letterSpacing: string): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'fc-remote-'));
    dirs.push(dir);
    await mkdir(join(dir, 'src'));
    const component = `import { css } from '@forecourt/shared/styled-system/css';
export const heading = css({ display: 'flex', letterSpacing: '${letterSpacing}' });
`;
    await writeFile(join(dir, 'src/Heading.tsx'), component);
    // A test's styles never ship.
    await writeFile(join(dir, 'src/Heading.test.tsx'), component.replace('display', 'gridColumn'));
    return dir;
  }

  it('carries a style changed only in the canary build in the canary build alone', { timeout: 60_000 }, async () => {
    const shellCss = '@layer utilities{.fc-d_flex{display:flex}}';
    const [stable, canary] = await Promise.all([remoteSources('0.05em'), remoteSources('0.3em')]);
    const [stableCss = '', canaryCss = ''] = await Promise.all(
      [stable, canary].map(async (dir) => withoutRulesOf(await extractCss(remoteStyleSources(dir)), shellCss)),
    );
    // Only what the shell lacks; nothing from the test file.
    expect(stableCss).toBe('@layer utilities{.fc-ls_0\\.05em{letter-spacing:0.05em}}');
    expect(canaryCss).toBe('@layer utilities{.fc-ls_0\\.3em{letter-spacing:0.3em}}');

    const out = await mkdtemp(join(tmpdir(), 'fc-remote-build-'));
    dirs.push(out);
    const [stableUrls, canaryUrls] = await Promise.all([
      writeRemoteStylesheet(stableCss, out, '/_mf/mfe_test/1.0.0/'),
      writeRemoteStylesheet(canaryCss, out, '/_mf/mfe_test/1.0.0-canary/'),
    ]);
    expect(stableUrls).toEqual([`/_mf/mfe_test/1.0.0/${stylesheetFileName(stableCss)}`]);
    expect(canaryUrls).toEqual([`/_mf/mfe_test/1.0.0-canary/${stylesheetFileName(canaryCss)}`]);
    expect(await readFile(join(out, stylesheetFileName(canaryCss)), 'utf8')).toContain('letter-spacing:0.3em');
    expect(await writeRemoteStylesheet('', out, '/_mf/mfe_test/1.0.0/')).toEqual([]);
  });
});
