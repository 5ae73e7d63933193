import { readFile, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { build } from './build.ts';
import { ensureChromium } from './chromium.ts';
import { setUpDatabase } from './database.ts';
import { ROOT } from './paths.ts';
import { run } from './run.ts';
import { publishBuiltReleases } from './state.ts';

// The stages of `npm test`, each a function of its own, so scripts/test.ts can run independent ones side by
// side (each stream in a process of its own: scripts/test-stream.ts) and time each one.

/** Where each Vitest run writes its JSON report (read for the closing totals). */
export const REPORT_DIR = resolve(ROOT, '.data/test-reports');
/** The e2e run's own D1/KV state, rebuilt every run so it never depends on a dev session. */
export const E2E_STATE_DIR = resolve(ROOT, '.data/e2e-state');

/** One Vitest run with its JSON report beside the console one; `args` narrow it (e.g. to one project). */
function vitest(name: string, configFile: string, args: readonly string[] = []): Promise<void> {
  return run('vitest', [
    'run',
    '-c',
    configFile,
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${resolve(REPORT_DIR, `${name}.json`)}`,
  ]);
}

/** Every stage of `npm test`, by name (a stream's `a+b` runs two side by side: parallelStages). */
export const STAGES = {
  typecheck: () => run('npm', ['run', '--silent', 'typecheck']),
  lint: () => run('biome', ['ci', '--error-on-warnings', '.']),
  // The unit tests in two runs, one per project of vitest.config.ts: those that share one module graph, and those
  // that need one of their own (each file evaluates React and the domain again, ~12 s of CPU), so that npm test can
  // place them where its two streams end together.
  unit: () => vitest('unit', 'vitest.config.ts', ['--project', 'unit']),
  'unit-isolated': () => vitest('unit-isolated', 'vitest.config.ts', ['--project', 'unit-isolated']),
  worker: () => vitest('worker', 'vitest.worker.config.ts'),
  chromium: () => ensureChromium(),
  build: () => build(),
  // The e2e state in two: its D1 and KV need no build, so they load while the build runs; the release
  // registry names what the build made, so it is published after.
  database: async () => {
    await rm(E2E_STATE_DIR, { recursive: true, force: true });
    await setUpDatabase(E2E_STATE_DIR);
  },
  registry: () => publishBuiltReleases(E2E_STATE_DIR),
  e2e: () => vitest('e2e', 'vitest.e2e.config.ts'),
} as const satisfies Record<string, () => Promise<void>>;

export type StageName = keyof typeof STAGES;

/** A stage's outcome, as a stream reports it to the runner. */
export interface StageResult {
  stage: StageName;
  ms: number;
  ok: boolean;
  error?: string;
}

/** The Vitest totals of the reports written so far: passed, failed (a run that wrote none counts one), skipped. */
export async function vitestTotals(
  names: readonly string[],
): Promise<{ passed: number; failed: number; skipped: number }> {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  for (const name of names) {
    try {
      const report = JSON.parse(await readFile(resolve(REPORT_DIR, `${name}.json`), 'utf8')) as {
        numPassedTests: number;
        numFailedTests: number;
        numPendingTests: number;
      };
      totals.passed += report.numPassedTests;
      totals.failed += report.numFailedTests;
      totals.skipped += report.numPendingTests;
    } catch {
      totals.failed += 1; // the run died before writing its report
    }
  }
  return totals;
}

/**
 * The closing table: each stage's wall time, its stream, and the whole run's.
 * @example stageTable([{ stage: 'unit', ms: 61000, ok: true }], 300000)
 */
export function stageTable(results: readonly (StageResult & { stream: string })[], totalMs: number): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(9);
  const lines = results.map(
    (result) =>
      `  ${result.stage.padEnd(14)} ${result.stream.padEnd(8)} ${seconds(result.ms)}  ${result.ok ? 'ok' : 'FAILED'}`,
  );
  return ['  stage          stream        wall', ...lines, `  ${'whole run'.padEnd(23)} ${seconds(totalMs)}`].join(
    '\n',
  );
}

/**
 * The stages a stream's entry names: `build+database` is two that run side by side, anything else one.
 * @example parallelStages('build+database') // → ['build', 'database']
 */
export function parallelStages(entry: string): string[] {
  return entry.split('+');
}
