import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { ROOT } from './lib/paths.ts';
import { run } from './lib/run.ts';
import { typecheckProjects } from './lib/typecheck-projects.ts';

// `npm run typecheck`: Panda's generated styled-system first (the UI imports it), then every project
// (scripts/lib/typecheck-projects.ts). A tsc uses one core, so as many run at once as the machine has
// cores; each one's output is printed whole when it ends, so errors from two projects never interleave.

/** Runs `tsc -p project`, collecting its output; resolves whether it passed. */
function tsc(project: string): Promise<boolean> {
  return new Promise((resolveCheck, reject) => {
    const child = spawn('tsc', ['-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      console.log(`tsc -p ${project}${code === 0 ? '' : ' ✗'}`);
      process.stdout.write(Buffer.concat(output));
      resolveCheck(code === 0);
    });
  });
}

await run('panda', ['codegen', '--silent']);
const queue = typecheckProjects(ROOT);
const failed: string[] = [];
async function checker(): Promise<void> {
  for (let project = queue.shift(); project; project = queue.shift()) {
    if (!(await tsc(project))) failed.push(project);
  }
}
await Promise.all(Array.from({ length: availableParallelism() }, checker));
if (failed.length > 0) {
  console.error(`Type errors in ${failed.join(', ')}`);
  process.exit(1);
}
