import { resolve } from 'node:path';
import { build } from 'esbuild';
import type { V4WorkerOptions as WorkerOptions } from 'miniflare';
import { unstable_readConfig } from 'wrangler';
import { ROOT } from './paths.ts';
import { SIMULATORS, type Simulator, simulatorTestVars } from './simulators.ts';

// The simulators (partners and the media origin) inside the Worker tests (vitest.worker.config.ts): each one an auxiliary
// Worker built from its own wrangler.toml (main, compatibility, vars, KV, Durable Objects), plus a
// small router Worker that receives the gateway's outbound fetches (miniflare `outboundService`) and
// passes requests for `http://<partner>.simulator.test` to that simulator. The gateway's base-URL
// vars point at those hosts, so the adapters take their real `fetch` path.

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
async function simulatorWorker(sim: Simulator): Promise<WorkerOptions> {
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
