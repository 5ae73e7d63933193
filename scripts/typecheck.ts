import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { atMost } from './lib/at-most.ts';
import { ROOT } from './lib/paths.ts';
import { ensureStyledSystem } from './lib/styled-system.ts';
import { typecheckProjects } from './lib/typecheck-projects.ts';

// `npm run typecheck`: Panda's generated styled-system first when its config changed (the UI imports it), then
// every project (scripts/lib/typecheck-projects.ts) with `tsgo -p project`: TypeScript's native compiler
// (@typescript/native-preview), the same checks as `tsc -p` at several times the speed (the whole repo in
// ~40 s on two cores, against ~150 s for tsc 5.9). The `typescript` package stays for its JS API (the
// static-Panda transform, the editors). Two projects are checked at a time; each prints its result whole
// when it ends, so errors from two projects never interleave. `typecheck.ts <project>…` checks some.

/** Checks one project; resolves whether it passed, after printing what tsgo printed. */
function check(project: string): Promise<boolean> {
  return new Promise((resolveCheck, reject) => {
    const child = spawn('tsgo', ['-p', project, '--pretty', 'false'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      console.log(`tsgo -p ${project}${code === 0 ? '' : ' ✗'}`);
      process.stdout.write(Buffer.concat(output).toString());
      resolveCheck(code === 0);
    });
  });
}

const named = process.argv.slice(2);
if (named.length === 0) await ensureStyledSystem();
const projects = named.length > 0 ? named : typecheckProjects(ROOT);
const failed: string[] = [];
await atMost(Math.min(2, availableParallelism()), projects, async (project) => {
  if (!(await check(project))) failed.push(project);
});
if (failed.length > 0) {
  console.error(`Type errors in ${failed.join(', ')}`);
  process.exit(1);
}
