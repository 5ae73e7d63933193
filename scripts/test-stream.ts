import { writeFile } from 'node:fs/promises';
import { parallelStages, STAGES, type StageName, type StageResult } from './lib/test-stages.ts';

// One stream of `npm test` (scripts/test.ts runs several side by side): its stages in order, each timed,
// stopping at the first that fails; `a+b` runs two side by side. Usage: tsx scripts/test-stream.ts <results.json> <stage> [<stage> …]

const [resultsFile, ...names] = process.argv.slice(2);
if (!resultsFile || names.length === 0) throw new Error('usage: test-stream.ts <results.json> <stage> …');

const results: StageResult[] = [];

/** Runs one stage, timed; false when it failed. */
async function runStage(name: string): Promise<boolean> {
  if (!Object.hasOwn(STAGES, name)) throw new Error(`no stage ${name}`);
  const stage = name as StageName;
  console.log(`\n▶ ${stage}`);
  const started = performance.now();
  try {
    await STAGES[stage]();
    results.push({ stage, ms: performance.now() - started, ok: true });
    return true;
  } catch (error) {
    results.push({ stage, ms: performance.now() - started, ok: false, error: (error as Error).message });
    console.error(`\n✗ ${stage}: ${(error as Error).message}`);
    process.exitCode = 1;
    return false;
  }
}

for (const entry of names) {
  const outcomes = await Promise.all(parallelStages(entry).map(runStage));
  if (outcomes.includes(false)) break;
}
await writeFile(resultsFile, JSON.stringify(results));
