import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { z } from 'zod';

// The figures of an earlier `npm run bench`, kept in bench/baseline.json so a run prints its figures
// beside them (issue 6: "the composed page throughput beside the previous figure"). A run rewrites the
// file only when asked (BENCH_SAVE_BASELINE=1), after a run on a quiet machine worth comparing against.

const BASELINE_FILE = resolve(import.meta.dirname, 'baseline.json');

const LoadFiguresSchema = z.object({
  requestsPerSecond: z.number(),
  p50Ms: z.number(),
  p99Ms: z.number().optional(),
});

const FiguresSchema = z.object({
  /** What the figures were measured on: a commit, and a note (machine, conditions). */
  measuredOn: z.string(),
  composedCar: LoadFiguresSchema,
  bare: LoadFiguresSchema,
  /** First-visit JavaScript, gzip -9 bytes, by page. */
  firstLoadGzipBytes: z.record(z.string(), z.number()),
  /** First-visit JavaScript as served (brotli), by declared route pattern. */
  routeJsBytes: z.record(z.string(), z.number()).optional(),
});
export type BenchFigures = z.infer<typeof FiguresSchema>;

/** The recorded figures, or null when there are none (or the file is not readable as figures). */
export async function readBaseline(): Promise<BenchFigures | null> {
  try {
    return FiguresSchema.parse(JSON.parse(await readFile(BASELINE_FILE, 'utf8')));
  } catch {
    return null;
  }
}

/** Records a run's figures as the new baseline. */
export async function saveBaseline(figures: BenchFigures): Promise<void> {
  await writeFile(BASELINE_FILE, `${JSON.stringify(figures, null, 2)}\n`);
}

/**
 * A figure beside its previous value: "130 (was 97, +34%)".
 * @example besidePrevious(130, 97, 0) // "130 (was 97, +34%)"
 */
export function besidePrevious(now: number, previous: number | undefined, digits = 0): string {
  const shown = now.toFixed(digits);
  if (previous === undefined || previous === 0) return shown;
  const change = ((now - previous) / previous) * 100;
  const sign = change >= 0 ? '+' : '';
  return `${shown} (was ${previous.toFixed(digits)}, ${sign}${change.toFixed(0)}%)`;
}
