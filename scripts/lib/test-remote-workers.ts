import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { loadDeclaration } from '../../remote-folders.ts';
import {
  fragmentBindingName,
  fragmentWorkerName,
  remoteFolderOf,
} from '../../shared/src/domain/remotes/declaration.ts';
import { ROOT } from './paths.ts';

// The remotes whose real Worker the Worker tests run beside the gateway, because other Workers call
// their typed RPC (the stock search: the gateway's header counts, the vehicle page's similar cars, the
// catalogue's counts, the finance slice's reservations; the finance slice: the gateway's My Garage,
// /online-payment, car page and scheduled handler) or its API through the gateway's proxy. Each is bundled
// here with esbuild (as wrangler bundles it) and started as an auxiliary Worker on the platform's D1 and
// tenants, under its stable Worker's name, with what its declaration names: its partners (at the
// simulators' test hosts, its outbound fetches through their router), its secrets (the tests' values) and
// the remotes it uses, so a test reaches it through the same service binding production uses. The other
// remotes' bindings reach stand-ins (edge-worker/test/stand-ins), which play their fragments' failures.

/** The remotes the tests run for real, by container name (a remote after those it uses). */
export const REAL_TEST_REMOTES = ['mfe_search', 'mfe_finance'] as const;

/** The platform's stores, as the root wrangler.toml names them (the aux Workers share them). */
export interface TestStores {
  databaseId: string;
  tenantsNamespaceId: string;
}

/** An auxiliary Worker of the Worker tests (the vitest plugin's `miniflare.workers` entry). */
export type TestWorker = {
  name: string;
  modules: true;
  scriptPath: string;
  compatibilityDate: string;
  compatibilityFlags: string[];
  d1Databases: Record<string, string>;
  kvNamespaces: Record<string, string>;
  bindings: Record<string, string>;
  serviceBindings: Record<string, string>;
  outboundService: string;
};

/** What the real remotes are given in the tests. */
export interface TestRemoteOptions {
  /** Vars every real remote gets (e.g. the search index's check interval). */
  vars: Record<string, string>;
  /** Each partner var's test URL (`http://<partner>.simulator.test`): a remote gets those it declares. */
  partnerUrls: Readonly<Record<string, string>>;
  /** The tests' secret values: a remote gets those it declares. */
  secrets: Readonly<Record<string, string>>;
  /** The Worker its outbound fetches go to (the simulators' router). */
  outboundService: string;
}

/** The declared names' values in `values` (a name without one is a mistake in the test config). */
function valuesOf(names: readonly string[], values: Readonly<Record<string, string>>, what: string) {
  return Object.fromEntries(
    names.map((name) => {
      const value = values[name];
      if (value === undefined) throw new Error(`the Worker tests have no ${what} ${name}`);
      return [name, value];
    }),
  );
}

/**
 * Bundles each real test remote's Worker and describes it as an auxiliary Worker.
 * @example const workers = await realRemoteTestWorkers(stores, { vars, partnerUrls, secrets, outboundService });
 */
export async function realRemoteTestWorkers(stores: TestStores, options: TestRemoteOptions): Promise<TestWorker[]> {
  const outdir = resolve(ROOT, '.data/test-workers');
  await mkdir(outdir, { recursive: true });
  return Promise.all(
    REAL_TEST_REMOTES.map(async (name) => {
      const folder = remoteFolderOf(name);
      const declaration = await loadDeclaration(folder);
      const scriptPath = resolve(outdir, `${folder}.mjs`);
      await build({
        entryPoints: [resolve(ROOT, folder, 'src/server.ts')],
        outfile: scriptPath,
        bundle: true,
        format: 'esm',
        platform: 'browser',
        target: 'es2022',
        conditions: ['workerd', 'worker', 'browser'],
        external: ['cloudflare:*', 'node:*'],
        jsx: 'automatic',
        define: { 'process.env.NODE_ENV': '"production"' },
        logLevel: 'error',
      });
      return {
        name: fragmentWorkerName(name, 'stable'),
        modules: true,
        scriptPath,
        compatibilityDate: '2026-08-20',
        compatibilityFlags: ['nodejs_compat'],
        d1Databases: { DB: stores.databaseId },
        kvNamespaces: { TENANTS: stores.tenantsNamespaceId },
        bindings: {
          ...options.vars,
          ...valuesOf(declaration.partners ?? [], options.partnerUrls, 'partner URL'),
          ...valuesOf(declaration.secrets ?? [], options.secrets, 'secret'),
        },
        serviceBindings: Object.fromEntries(
          (declaration.uses ?? []).map((used) => [
            fragmentBindingName(used, 'stable'),
            fragmentWorkerName(used, 'stable'),
          ]),
        ),
        outboundService: options.outboundService,
      } satisfies TestWorker;
    }),
  );
}
