import { type ChildProcess, spawn } from 'node:child_process';
import { WRANGLER_CONFIGS } from './paths.ts';
import { WRANGLER_ENV } from './run.ts';

export interface RunningPlatform {
  origin: string;
  stop(): Promise<void>;
}

/**
 * Starts the gateway (and, as they arrive, the remote and simulator Workers bound to it) in one
 * `wrangler dev` session on local D1/KV under `stateDir`, and resolves once it answers HTTP.
 */
export function startPlatform(options: {
  port: number;
  stateDir: string;
  inherit?: boolean;
  timeoutMs?: number;
}): Promise<RunningPlatform> {
  return startWorkers({ ...options, configs: WRANGLER_CONFIGS });
}

/** Starts one Worker on its own (e.g. a benchmark baseline) in `wrangler dev`. */
export function startWorker(options: { port: number; config: string }): Promise<RunningPlatform> {
  return startWorkers({ port: options.port, configs: [options.config] });
}

async function startWorkers(options: {
  port: number;
  configs: string[];
  stateDir?: string;
  inherit?: boolean;
  timeoutMs?: number;
}): Promise<RunningPlatform> {
  const args = ['dev', ...options.configs.flatMap((config) => ['-c', config])];
  args.push('--ip', '127.0.0.1', '--port', String(options.port));
  if (options.stateDir) args.push('--persist-to', options.stateDir);
  args.push('--show-interactive-dev-session=false', '--log-level', 'warn');
  const child = spawn('wrangler', args, {
    stdio: options.inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...WRANGLER_ENV },
    detached: !options.inherit,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const origin = `http://127.0.0.1:${options.port}`;
  try {
    await waitUntilAnswering(origin, child, options.timeoutMs ?? 60_000);
  } catch (error) {
    await stopChild(child, !options.inherit);
    throw new Error(`${(error as Error).message}\n--- wrangler output ---\n${output}`);
  }
  return { origin, stop: () => stopChild(child, !options.inherit) };
}

async function waitUntilAnswering(origin: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}`);
    try {
      await fetch(`${origin}/robots.txt`, { headers: { Host: 'localhost' }, signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((resolveWait) => setTimeout(resolveWait, 250));
    }
  }
  throw new Error(`the platform did not answer on ${origin} within ${timeoutMs} ms`);
}

/** Stops wrangler and its workerd child: the whole process group when it was started detached. */
function stopChild(child: ChildProcess, ownGroup: boolean): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    child.once('exit', () => resolveStop());
    const signal = (name: NodeJS.Signals) => {
      try {
        if (ownGroup && child.pid) process.kill(-child.pid, name);
        else child.kill(name);
      } catch {
        // already gone
      }
    };
    signal('SIGTERM');
    setTimeout(() => signal('SIGKILL'), 5000).unref();
  });
}
