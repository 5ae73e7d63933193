import { spawn } from 'node:child_process';

/**
 * Environment for every wrangler call: no telemetry, no network look-ups, no prompts, and no local
 * observability (wrangler ≥ 4.16x streams every invocation's trace into a SQLite store beside the
 * state by default: work per request that production does not have, into a file that only grows, so
 * every benchmark run was slower than the last).
 */
export const WRANGLER_ENV = {
  WRANGLER_SEND_METRICS: 'false',
  X_LOCAL_OBSERVABILITY: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_LOG: 'warn',
  NO_COLOR: '1',
};

/** Runs a command from node_modules/.bin (or the PATH), inheriting stdio; rejects on a non-zero exit. */
export function run(command: string, args: string[], options: { env?: Record<string, string>; quiet?: boolean } = {}) {
  return new Promise<void>((resolveRun, reject) => {
    const child = spawn(command, args, {
      stdio: options.quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
      env: { ...process.env, ...options.env },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolveRun();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`));
    });
  });
}

/** Prints a step heading so a long log is easy to scan. */
export function step(title: string) {
  console.log(`\n▶ ${title}`);
}
