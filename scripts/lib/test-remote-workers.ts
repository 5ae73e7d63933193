import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { fragmentWorkerName, remoteFolderOf } from '../../shared/src/domain/remotes/declaration.ts';
import { ROOT } from './paths.ts';

// The remotes whose real Worker the Worker tests run beside the gateway, because other Workers call
// their typed RPC (the stock search: the gateway's header counts and reservations, the vehicle page's
// similar cars, the catalogue's counts). Each is bundled here with esbuild (as wrangler bundles it) and
// started as an auxiliary Worker on the platform's D1 and tenants, under its stable Worker's name, so a
// test reaches it through the same service binding production uses. The other remotes' bindings reach
// stand-ins (edge-worker/test/stand-ins), which play their fragments' failures.

/** The remotes the tests run for real, by container name. */
export const REAL_TEST_REMOTES = ['mfe_search'] as const;

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
};

/**
 * Bundles each real test remote's Worker and describes it as an auxiliary Worker.
 * @example const workers = await realRemoteTestWorkers(stores, { SEARCH_INDEX_CHECK_SECONDS: '0' });
 */
export async function realRemoteTestWorkers(
  stores: TestStores,
  bindings: Record<string, string>,
): Promise<TestWorker[]> {
  const outdir = resolve(ROOT, '.data/test-workers');
  await mkdir(outdir, { recursive: true });
  return Promise.all(
    REAL_TEST_REMOTES.map(async (name) => {
      const folder = remoteFolderOf(name);
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
        bindings,
      } satisfies TestWorker;
    }),
  );
}
