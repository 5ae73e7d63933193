import { ROOT } from './lib/paths.ts';
import { run } from './lib/run.ts';
import { typecheckProjects } from './lib/typecheck-projects.ts';

// `npm run typecheck`: Panda's generated styled-system first (the UI imports it), then every project
// (scripts/lib/typecheck-projects.ts), one after the other: each tsc already uses the machine.

await run('panda', ['codegen', '--silent']);
for (const project of typecheckProjects(ROOT)) {
  console.log(`tsc -p ${project}`);
  await run('tsc', ['-p', project]);
}
