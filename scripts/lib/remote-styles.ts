import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import postcss, { type AtRule, type ChildNode, type Container } from 'postcss';

// A remote's own stylesheet: the Panda styles its sources use that the shell's stylesheet does not
// already carry. It ships in the remote's versioned build folder, so a style change deploys with the
// remote alone and a dealer pinned to a version gets that version's styles (ARCHITECTURE.md "Styles").
// Runs in plain Node from bundle.ts: `.ts` extensions, `import type` for types.

const ROOT = resolve(import.meta.dirname, '../..');
const PANDA = resolve(ROOT, 'node_modules/.bin/panda');

/** A remote's sources Panda reads: everything under `src/` but the tests. */
export function remoteStyleSources(folder: string): string {
  return `${resolve(ROOT, folder)}/src/**/!(*.test).{ts,tsx}`;
}

/**
 * The CSS Panda extracts from the files `sources` matches (a glob), with the theme, global and static
 * layers left out (`--minimal`: the shell's stylesheet has them).
 */
export async function extractCss(sources: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'fc-remote-css-'));
  const outfile = join(dir, 'styles.css');
  try {
    await new Promise<void>((done, fail) => {
      const child = spawn(PANDA, ['cssgen', sources, '--minimal', '--silent', '--outfile', outfile], {
        cwd: ROOT,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      child.on('error', fail);
      child.on('exit', (code) =>
        code === 0 ? done() : fail(new Error(`panda cssgen ${sources} exited with ${code}`)),
      );
    });
    return await readFile(outfile, 'utf8');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function enclosingAtRule(node: ChildNode): AtRule | undefined {
  const parent = node.parent;
  return parent?.type === 'atrule' ? (parent as AtRule) : undefined;
}

/** A rule's identity: its at-rule context, its selector and its declarations, as written. */
function ruleKey(node: ChildNode): string {
  const context: string[] = [];
  for (let parent = enclosingAtRule(node); parent; parent = enclosingAtRule(parent)) {
    context.unshift(`@${parent.name} ${parent.params}`);
  }
  return `${context.join(' > ')} | ${node.toString()}`;
}

function leaves(root: Container): ChildNode[] {
  const found: ChildNode[] = [];
  root.walk((node) => {
    if (node.type === 'rule' || (node.type === 'atrule' && !node.nodes)) found.push(node);
  });
  return found;
}

/**
 * `css` without the rules `base` already has (same selector, declarations and at-rule context), and
 * without the at-rules that left empty. A page links both, so a rule in both would ship twice.
 * @example withoutRulesOf('.a{color:red}.b{color:blue}', '.a{color:red}') // '.b{color:blue}'
 */
export function withoutRulesOf(css: string, base: string): string {
  const known = new Set(leaves(postcss.parse(base)).map(ruleKey));
  const root = postcss.parse(css);
  for (const node of leaves(root)) {
    if (!known.has(ruleKey(node))) continue;
    let parent = enclosingAtRule(node);
    node.remove();
    while (parent && (parent.nodes?.length ?? 0) === 0) {
      const next = enclosingAtRule(parent);
      parent.remove();
      parent = next;
    }
  }
  return root.toString().trim();
}

/** The stylesheet's file name, content-hashed: a version's files never change, a new content is a new name. */
export function stylesheetFileName(css: string): string {
  return `styles.${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
}

/**
 * Writes a remote's stylesheet into its build folder (`outputPath`, served as `publicPath`) and
 * returns its URLs: none when the remote uses no style the shell lacks.
 * @example await writeRemoteStylesheet(css, 'mfe-vehicle/dist/stable/_mf/mfe_vehicle/1.0.0', '/_mf/mfe_vehicle/1.0.0/')
 *   // ['/_mf/mfe_vehicle/1.0.0/styles.1a2b3c4d.css']
 */
export async function writeRemoteStylesheet(css: string, outputPath: string, publicPath: string): Promise<string[]> {
  if (css === '') return [];
  const name = stylesheetFileName(css);
  await writeFile(resolve(outputPath, name), `${css}\n`);
  return [`${publicPath}${name}`];
}
