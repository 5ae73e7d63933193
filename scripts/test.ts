import { readFile, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { build } from './lib/build.ts';
import { ensureChromium } from './lib/chromium.ts';
import { ROOT } from './lib/paths.ts';
import { run, step } from './lib/run.ts';
import { prepareLocalState } from './lib/state.ts';

// `npm test`: the whole gate, in the order that fails fastest. Prints one closing line
// "N passed, N failed" that sums every Vitest run.

const REPORT_DIR = resolve(ROOT, '.data/test-reports');
/** The e2e run's own D1/KV state, rebuilt every run so it never depends on a dev session. */
export const E2E_STATE_DIR = resolve(ROOT, '.data/e2e-state');

interface VitestJsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
}

const totals = { passed: 0, failed: 0, skipped: 0 };

async function vitest(name: string, configFile: string): Promise<void> {
  step(`Tests: ${name}`);
  const outputFile = resolve(REPORT_DIR, `${name}.json`);
  let failure: unknown;
  try {
    await run('vitest', [
      'run',
      '-c',
      configFile,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${outputFile}`,
    ]);
  } catch (error) {
    failure = error;
  }
  try {
    const report = JSON.parse(await readFile(outputFile, 'utf8')) as VitestJsonReport;
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests;
  } catch {
    totals.failed += 1; // the run died before writing its report
  }
  if (failure) throw failure;
}

try {
  await rm(REPORT_DIR, { recursive: true, force: true });
  step('Typecheck');
  await run('npm', ['run', '--silent', 'typecheck']);
  step('Lint and format check (Biome)');
  await run('biome', ['ci', '--error-on-warnings', '.']);
  await vitest('unit', 'vitest.config.ts');
  await vitest('worker', 'vitest.worker.config.ts');

  await ensureChromium();
  await build();
  await rm(E2E_STATE_DIR, { recursive: true, force: true });
  await prepareLocalState(E2E_STATE_DIR);
  await vitest('e2e', 'vitest.e2e.config.ts');
} catch (error) {
  console.error(`\n✗ ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  console.log(
    `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
  );
}
