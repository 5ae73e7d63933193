import { DEFAULT_DEMO_SEED, type DemoData, generateDemoData } from './index';

// Test support: one generated data set per test file (generating takes about a second).

export const TEST_SEED = DEFAULT_DEMO_SEED;
/** The platform's D1 migrations (the gateway's; the remotes' own tables are in their folders). The demo data has to fit them. */
export const GATEWAY_MIGRATIONS = new URL(
  '../../edge-worker/src/db/migrations/',
  (import.meta as unknown as { url: string }).url,
);
export const TEST_TODAY = '2026-11-22';

/**
 * The time a test or hook that generates the data set (or renders it as SQL) may take. About a second
 * each on a quiet machine, but CPU-bound: on a busy 2-core machine every one takes several times that,
 * past vitest's 10 s for a hook. A real regression (a quadratic step) still overruns it.
 */
export const SEED_TEST_TIMEOUT_MS = 60_000;

/**
 * The CPU time this process spent on `work`, in ms: unlike wall time, it does not grow while other
 * processes have the cores, so a budget on it holds on a busy machine and still catches a slow step.
 * (Node's `process.cpuUsage`, typed here: the demo tsconfig carries only Worker types.)
 */
export function cpuMsOf<T>(work: () => T): { result: T; cpuMs: number } {
  const { process } = globalThis as unknown as {
    process: { cpuUsage(since?: { user: number; system: number }): { user: number; system: number } };
  };
  const start = process.cpuUsage();
  const result = work();
  const { user, system } = process.cpuUsage(start);
  return { result, cpuMs: (user + system) / 1000 };
}

let cached: DemoData | undefined;

/** The demo data for TEST_SEED and TEST_TODAY, generated once per test file. */
export function demoData(): DemoData {
  cached ??= generateDemoData({ seed: TEST_SEED, today: TEST_TODAY });
  return cached;
}

/** How many items fall in each group. */
export function countBy<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) {
    const group = key(item);
    counts[group] = (counts[group] ?? 0) + 1;
  }
  return counts;
}

/** The share of items that pass a test, 0 to 1. */
export function shareOf<T>(items: readonly T[], test: (item: T) => boolean): number {
  return items.filter(test).length / items.length;
}
