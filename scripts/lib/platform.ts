import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { ensureDevVars, readDevVars } from './dev-vars.ts';
import { startLocalCron } from './local-cron.ts';
import { WRANGLER_ENV } from './run.ts';
import { platformConfigs } from './run-configs.ts';
import { startSimulators } from './simulator-workers.ts';
import { simulatorVars } from './simulators.ts';
import { bundledConfigs } from './worker-bundles.ts';

export interface RunningPlatform {
  origin: string;
  stop(): Promise<void>;
}

/**
 * Starts the platform on local D1/KV under `stateDir` and resolves once every part answers HTTP: the
 * gateway and the remotes' Workers in one `wrangler dev` session on `port`, with each base-URL var
 * (`MEDIA_ORIGIN` too) pointed at its simulator, and beside it every simulator (scripts/lib/simulators.ts:
 * the partners and the demo's media origin) in one workerd session (`startSimulators`), each on its own
 * port (`simulatorPort`). Makes the gateway's local secrets (`.dev.vars`) first when they are missing.
 * `stop()` stops them all.
 */
export async function startPlatform(options: {
  port: number;
  stateDir: string;
  inherit?: boolean;
  timeoutMs?: number;
  /** The gateway's vars over wrangler.toml's (e.g. a longer fragment timeout for the journeys). */
  gatewayVars?: Record<string, string>;
  /**
   * Runs each Worker as `wrangler deploy` would upload it, bundled once and not watched (worker-bundles.ts):
   * for the journeys and the bench, which never edit the source. `npm start` rebuilds on every edit.
   */
  bundled?: boolean;
}): Promise<RunningPlatform> {
  await ensureDevVars();
  const secrets = await readDevVars();
  // Side by side: the gateway calls a simulator only when a request needs it, so neither waits for the other.
  const sources = await platformConfigs(options.port, secrets);
  const configs = options.bundled ? await bundledConfigs(sources, options.port) : sources;
  const [gatewayStart, simulatorsStart] = await Promise.allSettled([
    startWorkers({ ...options, configs, vars: { ...simulatorVars(options.port), ...options.gatewayVars } }),
    startSimulators(options.port, resolve(options.stateDir, 'v3'), (sim) => sim.vars?.(options.port, secrets)),
  ]);
  const running = [gatewayStart, simulatorsStart].flatMap((start) =>
    start.status === 'fulfilled' ? [start.value] : [],
  );
  const stopAll = () => Promise.all(running.map((part) => part.stop())).then(() => undefined);
  if (gatewayStart.status === 'rejected' || simulatorsStart.status === 'rejected') {
    await stopAll();
    throw gatewayStart.status === 'rejected' ? gatewayStart.reason : (simulatorsStart as PromiseRejectedResult).reason;
  }
  const gateway = gatewayStart.value;
  // The gateway's Cron Trigger (lead outbox retries), which wrangler dev does not fire by itself.
  const cron = startLocalCron(gateway.origin);
  return {
    origin: gateway.origin,
    stop: () => {
      cron.stop();
      return stopAll();
    },
  };
}

/** Starts one Worker on its own (e.g. a benchmark baseline) in `wrangler dev`, as its bundle when `bundled`. */
export async function startWorker(options: {
  port: number;
  config: string;
  bundled?: boolean;
}): Promise<RunningPlatform> {
  const configs = options.bundled ? await bundledConfigs([options.config], options.port) : [options.config];
  return startWorkers({ port: options.port, configs });
}

async function startWorkers(options: {
  port: number;
  configs: string[];
  stateDir?: string;
  inherit?: boolean;
  timeoutMs?: number;
  /** `--var` overrides for the first Worker (e.g. an adapter's base URL). */
  vars?: Record<string, string>;
}): Promise<RunningPlatform> {
  const args = ['dev', ...options.configs.flatMap((config) => ['-c', config])];
  args.push(
    '--ip',
    '127.0.0.1',
    '--port',
    String(options.port),
    '--inspector-port',
    String(inspectorPort(options.port)),
  );
  if (options.stateDir) args.push('--persist-to', options.stateDir);
  for (const [name, value] of Object.entries(options.vars ?? {})) args.push('--var', `${name}:${value}`);
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
    // Three minutes by default: the platform is one gateway, two Workers per remote and every simulator,
    // each a wrangler dev process, and a loaded 2-core machine starts twenty of those slowly.
    await waitUntilAnswering(origin, child, options.timeoutMs ?? 180_000);
  } catch (error) {
    await stopChild(child, !options.inherit);
    throw new Error(`${(error as Error).message}\n--- wrangler output ---\n${output}`);
  }
  return { origin, stop: () => stopChild(child, !options.inherit) };
}

/**
 * The devtools port of the `wrangler dev` listening on `port`: fixed, one per port, so processes starting
 * at the same time never race for one, and out of the range the platforms' own ports use.
 *
 * @example inspectorPort(8790); // 18790
 */
export function inspectorPort(port: number): number {
  return port + INSPECTOR_PORT_OFFSET;
}
const INSPECTOR_PORT_OFFSET = 10_000;

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
