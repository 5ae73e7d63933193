import { resolve } from 'node:path';
import { build } from 'esbuild';
import { convertV4MiniflareOptions, Miniflare, type V4WorkerOptions as WorkerOptions } from 'miniflare';
import { unstable_readConfig } from 'wrangler';
import { ROOT } from './paths.ts';
import { SIMULATORS, type Simulator, simulatorPort, simulatorTestVars } from './simulators.ts';

// The simulators (partners and the media origin) as miniflare Workers, each built from its own
// wrangler.toml (main, compatibility, vars, KV, Durable Objects), in two places:
// - a platform (`npm start`, the e2e run, the benchmark): all of them in one workerd session, each on its
//   own port (`simulatorPort`), where the gateway's base-URL vars point; nine `wrangler dev` processes (a
//   Node process and two workerd processes each) took ~15 s of a 2-core machine, this session ~1 s.
// - the Worker tests (vitest.worker.config.ts): auxiliary Workers, plus a small router Worker that
//   receives the gateway's outbound fetches (miniflare `outboundService`) and passes requests for
//   `http://<partner>.simulator.test` to that simulator. The gateway's base-URL vars point at those hosts.
// Either way the adapters take their real `fetch` path.

/** The router's Worker name; the config passes it as the gateway's `outboundService`. */
export const SIMULATOR_ROUTER = 'forecourt-sim-router';

const ROUTER_SOURCE = resolve(ROOT, 'demo/simulators/test-router.ts');

/** Bundles a Worker's entry module into one ES module (`cloudflare:*` imports stay imports). */
async function bundle(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    external: ['cloudflare:*', 'node:*'],
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

function bindingName(sim: Simulator): string {
  return `SIM_${sim.partner.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}

/** The parts of a simulator's wrangler.toml that become miniflare options (wrangler types this loosely). */
interface SimulatorConfig {
  name?: string;
  main?: string;
  compatibility_date?: string;
  compatibility_flags: string[];
  vars: Record<string, string>;
  kv_namespaces: { binding: string }[];
  durable_objects: { bindings: { name: string; class_name: string }[] };
  migrations: { new_sqlite_classes?: string[] }[];
}

/** One simulator as miniflare options, read from its wrangler.toml. */
export async function simulatorWorker(sim: Simulator): Promise<WorkerOptions> {
  const config: SimulatorConfig = unstable_readConfig({ config: sim.config });
  if (!config.main) throw new Error(`${sim.config} has no main`);
  const sqliteClasses = new Set(config.migrations.flatMap((migration) => migration.new_sqlite_classes ?? []));
  return {
    name: config.name ?? sim.name,
    modules: true,
    script: await bundle(config.main),
    compatibilityDate: config.compatibility_date,
    compatibilityFlags: config.compatibility_flags,
    bindings: config.vars,
    kvNamespaces: Object.fromEntries(config.kv_namespaces.map((kv) => [kv.binding, `${sim.name}-${kv.binding}`])),
    durableObjects: Object.fromEntries(
      config.durable_objects.bindings.map((binding) => [
        binding.name,
        { className: binding.class_name, useSQLite: sqliteClasses.has(binding.class_name) },
      ]),
    ),
  };
}

/**
 * Every simulator of the platform whose gateway is on `gatewayPort`, in one workerd session: each answers
 * HTTP on its own port on 127.0.0.1, with `vars` (e.g. the payments partner's webhook URL and secret) over
 * its wrangler.toml's, and keeps its state under `persistRoot` (a `wrangler dev --persist-to` folder's
 * `v3`, where wrangler would keep it). Resolves once every one is listening; `stop()` ends the session.
 *
 * @example const sims = await startSimulators(8790, '.data/e2e-state/v3', (sim) => sim.vars?.(8790, secrets));
 */
export async function startSimulators(
  gatewayPort: number,
  persistRoot: string,
  vars: (sim: Simulator) => Record<string, string> | undefined,
): Promise<{ stop(): Promise<void> }> {
  const workers = await Promise.all(
    SIMULATORS.map(async (sim): Promise<WorkerOptions> => {
      const worker = await simulatorWorker(sim);
      return {
        ...worker,
        bindings: { ...worker.bindings, ...vars(sim) },
        unsafeDirectSockets: [{ host: '127.0.0.1', port: simulatorPort(sim, gatewayPort) }],
      };
    }),
  );
  const session = new Miniflare(convertV4MiniflareOptions({ workers, resourcePersistencePath: persistRoot }));
  await session.ready;
  return { stop: () => session.dispose() };
}

/**
 * The auxiliary Workers (every simulator, then the router) and the gateway's test vars.
 *
 * @example
 * const sims = await simulatorTestWorkers();
 * miniflare: { outboundService: SIMULATOR_ROUTER, bindings: { ...sims.vars }, workers: [...sims.workers] }
 */
export async function simulatorTestWorkers(): Promise<{ workers: WorkerOptions[]; vars: Record<string, string> }> {
  const simulators = await Promise.all(SIMULATORS.map(simulatorWorker));
  const router: WorkerOptions = {
    name: SIMULATOR_ROUTER,
    modules: true,
    script: await bundle(ROUTER_SOURCE),
    compatibilityDate: '2026-08-20',
    bindings: {
      ROUTES: JSON.stringify(
        Object.fromEntries(SIMULATORS.map((sim) => [new URL(sim.testUrl).host, bindingName(sim)])),
      ),
    },
    serviceBindings: Object.fromEntries(SIMULATORS.map((sim) => [bindingName(sim), sim.name])),
  };
  return { workers: [...simulators, router], vars: simulatorTestVars() };
}
