import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { remoteFolders } from '../../remote-folders.ts';
import { ROOT } from './paths.ts';
import { checkSameOptions, sameOptions } from './typecheck-programs.ts';
import { typecheckProjects } from './typecheck-projects.ts';

const fixture = mkdtempSync(resolve(tmpdir(), 'fc-typecheck-'));
afterAll(() => rmSync(fixture, { recursive: true, force: true }));

function write(files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(resolve(fixture, path)), { recursive: true });
    writeFileSync(resolve(fixture, path), text);
  }
}

const options = JSON.stringify({ compilerOptions: { strict: true, lib: ['ES2023'], types: [], noEmit: true } });

describe('sameOptions', () => {
  it('puts every remote’s browser view in one group and each project in exactly one', () => {
    const projects = typecheckProjects(ROOT);
    const groups = sameOptions(ROOT, projects);
    const browserViews = remoteFolders().map((folder) => `${folder}/tsconfig.browser.json`);
    expect(groups.find((group) => group.includes(browserViews[0] ?? ''))).toEqual(expect.arrayContaining(browserViews));
    expect(groups.flat().sort()).toEqual([...projects].sort());
    expect(groups.find((group) => group.includes('edge-worker/tsconfig.json'))).not.toContain('shell/tsconfig.json');
  });
});

describe('checkSameOptions', () => {
  it('reports each error under the projects whose files hold it, and never lends one project’s globals to another', () => {
    write({
      'a/tsconfig.json': options,
      'a/index.ts': 'export const a: number = 1;\n',
      'b/tsconfig.json': options,
      'b/index.ts': 'export const b: number = "two";\n',
      'c/tsconfig.json': options,
      'c/index.ts': 'declare global { var onlyInC: number }\nexport const c = onlyInC;\n',
      'd/tsconfig.json': options,
      'd/index.ts': 'export const d: number = onlyInC;\n',
    });
    const results = checkSameOptions(fixture, [
      'a/tsconfig.json',
      'b/tsconfig.json',
      'c/tsconfig.json',
      'd/tsconfig.json',
    ]);
    expect(results.map(({ project, passed }) => [project, passed])).toEqual(
      expect.arrayContaining([
        ['a/tsconfig.json', true],
        ['b/tsconfig.json', false],
        ['c/tsconfig.json', true],
        ['d/tsconfig.json', false],
      ]),
    );
    const output = (project: string) => results.find((result) => result.project === project)?.output ?? '';
    expect(output('b/tsconfig.json')).toMatch(/b\/index\.ts.*TS2322/);
    expect(output('a/tsconfig.json')).toBe('');
    expect(output('d/tsconfig.json')).toMatch(/d\/index\.ts.*Cannot find name 'onlyInC'/);
    // Four programs' worth of the ES2023 lib on a busy shared machine.
  }, 120_000);
});
