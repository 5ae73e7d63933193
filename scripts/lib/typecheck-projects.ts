import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

// The TypeScript projects `npm run typecheck` checks: every workspace's tsconfig.json and
// tsconfig.browser.json, those one folder below a workspace (a package's scripts or simulators), and
// the root's Node project. Workspaces come from package.json (`mfe-*` included), so a new remote is
// checked without a list to edit.

const PROJECT_FILES = ['tsconfig.json', 'tsconfig.browser.json'];
const SKIPPED = new Set(['node_modules', 'dist', 'src', 'styled-system', '.wrangler']);

function expandWorkspace(root: string, pattern: string): string[] {
  if (!pattern.endsWith('*')) return existsSync(resolve(root, pattern)) ? [pattern] : [];
  const prefix = pattern.slice(0, -1);
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith(prefix))
    .map((entry) => entry.name)
    .sort();
}

function projectsIn(root: string, folder: string): string[] {
  return PROJECT_FILES.map((file) => `${folder}/${file}`).filter((file) => existsSync(resolve(root, file)));
}

/**
 * The projects to check, relative to `root`, in workspace order.
 * @example typecheckProjects(ROOT) // → ['shared/tsconfig.json', …, 'mfe-vehicle/tsconfig.browser.json', 'tsconfig.node.json']
 */
export function typecheckProjects(root: string): string[] {
  const { workspaces } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { workspaces: string[] };
  const projects: string[] = [];
  for (const folder of workspaces.flatMap((pattern) => expandWorkspace(root, pattern))) {
    projects.push(...projectsIn(root, folder));
    const children = readdirSync(resolve(root, folder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !SKIPPED.has(entry.name))
      .map((entry) => `${folder}/${entry.name}`)
      .sort();
    for (const child of children) projects.push(...projectsIn(root, child));
  }
  return [...projects, 'tsconfig.node.json'];
}
