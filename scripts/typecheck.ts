import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { ROOT } from './lib/paths.ts';
import { run } from './lib/run.ts';
import { checkSameOptions, sameOptions } from './lib/typecheck-programs.ts';
import { typecheckProjects } from './lib/typecheck-projects.ts';

// `npm run typecheck`: Panda's generated styled-system first (the UI imports it), then every project
// (scripts/lib/typecheck-projects.ts), each file exactly as `tsc -p project` checks it. Projects with the
// same compiler options are checked by one process, which parses each file once and checks projects
// that also share their globals as one program (scripts/lib/typecheck-programs.ts). A process uses one
// core, so as many run at once as the machine has cores; each prints its projects' results whole when it
// ends, so errors from two projects never interleave. `typecheck.ts <project>…` is one such process.

/** Checks projects with the same options in a process of their own; resolves those that failed. */
function checkInProcess(projects: string[]): Promise<string[]> {
  return new Promise((resolveCheck, reject) => {
    const child = spawn('tsx', [import.meta.filename, ...projects], { stdio: ['ignore', 'pipe', 'inherit'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const printed = Buffer.concat(output).toString();
      process.stdout.write(printed);
      const failed = [...printed.matchAll(/^tsc -p (\S+) ✗$/gm)].map((match) => match[1] as string);
      if (code !== 0 && failed.length === 0) reject(new Error(`checking ${projects.join(', ')} exited with ${code}`));
      else resolveCheck(failed);
    });
  });
}

const projects = process.argv.slice(2);
if (projects.length > 0) {
  const results = checkSameOptions(ROOT, projects);
  for (const { project, passed, output } of results) {
    console.log(`tsc -p ${project}${passed ? '' : ' ✗'}`);
    process.stdout.write(output);
  }
  process.exitCode = results.every(({ passed }) => passed) ? 0 : 1;
} else {
  await run('panda', ['codegen', '--silent']);
  const queue = sameOptions(ROOT, typecheckProjects(ROOT));
  const failed: string[] = [];
  async function checker(): Promise<void> {
    for (let group = queue.shift(); group; group = queue.shift()) failed.push(...(await checkInProcess(group)));
  }
  await Promise.all(Array.from({ length: availableParallelism() }, checker));
  if (failed.length > 0) {
    console.error(`Type errors in ${failed.join(', ')}`);
    process.exit(1);
  }
}
