import { DEFAULT_DEMO_SEED, type DemoData, generateDemoData } from './index';

// Test support: one generated data set per test file (generating takes about a second).

export const TEST_SEED = DEFAULT_DEMO_SEED;
/** The gateway's D1 migrations (they stay with the gateway; the demo data has to fit them). */
export const GATEWAY_MIGRATIONS = new URL(
  '../../edge-worker/src/db/migrations/',
  (import.meta as unknown as { url: string }).url,
);
export const TEST_TODAY = '2026-11-22';

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
