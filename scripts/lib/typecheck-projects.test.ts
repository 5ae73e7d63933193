import { describe, expect, it } from 'vitest';
import { remoteFolders } from '../../remote-folders.ts';
import { ROOT } from './paths.ts';
import { typecheckProjects } from './typecheck-projects.ts';

describe('typecheckProjects', () => {
  it('checks every workspace, the projects one folder below it, each remote in both views and the root’s Node project', () => {
    const projects = typecheckProjects(ROOT);
    expect(projects).toEqual(
      expect.arrayContaining(['shared/tsconfig.json', 'edge-worker/tsconfig.json', 'shell/tsconfig.json']),
    );
    expect(projects).toContain('shell/scripts/tsconfig.json');
    for (const folder of remoteFolders()) {
      expect(projects).toContain(`${folder}/tsconfig.json`);
      expect(projects).toContain(`${folder}/tsconfig.browser.json`);
    }
    expect(projects.at(-1)).toBe('tsconfig.node.json');
    expect(new Set(projects).size).toBe(projects.length);
  });
});
