import { spawn } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parallelStages, REPORT_DIR, type StageResult, stageTable, vitestTotals } from './lib/test-stages.ts';

// `npm test`: the whole gate. Two streams run side by side, each in a process of its own, so both cores
// work: the checks (the unit tests that need module graphs of their own, the other unit tests, the Worker tests) and
// the browser's (Chromium; the build beside the e2e database, the typecheck and Biome; the release registry; the
// journeys). Each stream's output is printed whole when it ends (a stage's start is announced as it happens),
// then a table of every stage's wall time and one closing line "N passed, N failed" that sums every Vitest run.
// A stream stops at its first failing stage; the other runs on.
// FC_TEST_STAGES=lint,unit runs only those stages (in their streams), e.g. to try the runner itself.

/** The streams and their stages, in order. */
const STREAMS: Record<string, string[]> = {
  checks: ['unit-isolated', 'unit', 'worker'],
  // The typecheck and Biome run here, beside the build: with them among the checks, the checks ended ~13–25 s after
  // the journeys, the last seconds on one core.
  browser: ['chromium', 'build+database+typecheck+lint', 'registry', 'e2e'],
};

interface StreamOutcome {
  stream: string;
  results: StageResult[];
  ok: boolean;
}

/** Runs one stream's stages in its own process, echoing each stage's start and printing its output at the end. */
function runStream(stream: string, stages: readonly string[]): Promise<StreamOutcome> {
  const resultsFile = resolve(REPORT_DIR, `stream-${stream}.json`);
  return new Promise((resolveStream) => {
    const child = spawn('tsx', [resolve(import.meta.dirname, 'test-stream.ts'), resultsFile, ...stages], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    const output: Buffer[] = [];
    const collect = (chunk: Buffer) => {
      output.push(chunk);
      for (const match of chunk.toString().matchAll(/^▶ (\S+)$/gm)) console.log(`▶ ${stream}: ${match[1]}`);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('close', async (code) => {
      console.log(`\n━━━ ${stream} (${stages.join(', ')}) ━━━`);
      process.stdout.write(Buffer.concat(output));
      const results = JSON.parse(await readFile(resultsFile, 'utf8').catch(() => '[]')) as StageResult[];
      resolveStream({ stream, results, ok: code === 0 });
    });
  });
}

const started = performance.now();
await rm(REPORT_DIR, { recursive: true, force: true });
await mkdir(REPORT_DIR, { recursive: true });
const only = process.env.FC_TEST_STAGES?.split(',').map((stage) => stage.trim());
const plan = Object.entries(STREAMS)
  .map(
    ([stream, entries]) =>
      [
        stream,
        entries
          .map((entry) =>
            parallelStages(entry)
              .filter((stage) => !only || only.includes(stage))
              .join('+'),
          )
          .filter((entry) => entry !== ''),
      ] as const,
  )
  .filter(([, stages]) => stages.length > 0);
const outcomes = await Promise.all(plan.map(([stream, stages]) => runStream(stream, stages)));
const results = outcomes.flatMap((outcome) => outcome.results.map((result) => ({ ...result, stream: outcome.stream })));

console.log(
  `\nStages (wall time; the two streams run side by side):\n${stageTable(results, performance.now() - started)}`,
);
const failed = outcomes.filter((outcome) => !outcome.ok);
for (const outcome of failed) {
  const stage = outcome.results.find((result) => !result.ok);
  console.error(`✗ ${outcome.stream}: ${stage ? `${stage.stage}: ${stage.error}` : 'the stream died'}`);
}
if (failed.length > 0) process.exitCode = 1;
const ran = results.map((result) => result.stage as string);
const totals = await vitestTotals(['unit', 'unit-isolated', 'worker', 'e2e'].filter((name) => ran.includes(name)));
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
