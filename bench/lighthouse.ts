import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.ts';

// Issue 14's Lighthouse figures: a route's scores and main-thread time on Lighthouse's default profile
// (a mid-range phone on a throttled mobile link, simulated), as the median of a few runs, because one
// run on a shared 2-core machine can be off by several points either way.

/** One run's figures (or a median of runs'): category scores 0–100, times in ms. */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  totalBlockingTimeMs: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
}

/** Lighthouse drives a Chromium through its DevTools port: Debian's, started here on a free port. */
export interface DevToolsChromium {
  port: number;
  close(): Promise<void>;
}

/** Starts Debian's Chromium with a DevTools port (the OS picks it) and a throwaway profile. */
export async function startDevToolsChromium(): Promise<DevToolsChromium> {
  const profile = await mkdtemp(join(tmpdir(), 'fc-lighthouse-'));
  const child = spawn(CHROMIUM_PATH, [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const port = await devToolsPort(child);
  return {
    port,
    async close() {
      const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
      child.kill();
      await exited;
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** The port Chromium prints as "DevTools listening on ws://127.0.0.1:<port>/…" on stderr. */
function devToolsPort(child: ChildProcess): Promise<number> {
  return new Promise((resolvePort, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools port in 30 s: ${output}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolvePort(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}) before its DevTools port: ${output}`));
    });
  });
}

/** One Lighthouse run of `url` (mobile, the default config) in the Chromium on `port`. */
export async function lighthouseRun(url: string, port: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError)
    throw new Error(`Lighthouse could not measure ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const ms = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    totalBlockingTimeMs: ms('total-blocking-time'),
    firstContentfulPaintMs: ms('first-contentful-paint'),
    largestContentfulPaintMs: ms('largest-contentful-paint'),
  };
}

/**
 * The middle value (the mean of the two middle values for an even count).
 * @example median([98, 100, 97]) // 98
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Each figure's median over the runs (each figure on its own, as Lighthouse's own advice has it). */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const of = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    totalBlockingTimeMs: of('totalBlockingTimeMs'),
    firstContentfulPaintMs: of('firstContentfulPaintMs'),
    largestContentfulPaintMs: of('largestContentfulPaintMs'),
  };
}

/** `runs` Lighthouse runs of `url`, one after another, and their medians. */
export async function measureLighthouse(url: string, port: number, runs: number): Promise<LighthouseFigures> {
  const figures: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run += 1) figures.push(await lighthouseRun(url, port));
  return medianFigures(figures);
}

/** Issue 14's Lighthouse budgets (mobile, median): performance 100 (never below 98), the rest 100, TBT ≤ 60 ms. */
export const LIGHTHOUSE_BUDGETS = { performance: 98, others: 100, totalBlockingTimeMs: 60 } as const;

/**
 * The figures as one line, each against its budget.
 * @example lighthouseLine(figures) // "performance 99, accessibility 100, best practices 100, SEO 100; TBT 20 ms; FCP 900 ms; LCP 1200 ms (within)"
 */
export function lighthouseLine(figures: LighthouseFigures): string {
  const within =
    figures.performance >= LIGHTHOUSE_BUDGETS.performance &&
    [figures.accessibility, figures.bestPractices, figures.seo].every((score) => score >= LIGHTHOUSE_BUDGETS.others) &&
    figures.totalBlockingTimeMs <= LIGHTHOUSE_BUDGETS.totalBlockingTimeMs;
  return (
    `performance ${figures.performance}, accessibility ${figures.accessibility}, best practices ${figures.bestPractices}, ` +
    `SEO ${figures.seo}; TBT ${figures.totalBlockingTimeMs} ms; FCP ${figures.firstContentfulPaintMs} ms; ` +
    `LCP ${figures.largestContentfulPaintMs} ms (${within ? 'within' : 'OVER'} the budgets)`
  );
}
