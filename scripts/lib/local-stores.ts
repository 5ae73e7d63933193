import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';
import { ROOT } from './paths.ts';
import { platformStoresOf } from './remotes/derive.ts';

/** The platform's D1 database and TENANTS namespace of a local state folder, open in one session. */
export interface LocalStores {
  db: Awaited<ReturnType<Miniflare['getD1Database']>>;
  kv: Awaited<ReturnType<Miniflare['getKVNamespace']>>;
  close(): Promise<void>;
}

/** The bindings a local session opens, as wrangler's config names them (D1 and KV by id, R2 by bucket name). */
interface LocalBindings {
  d1Databases?: Record<string, string>;
  kvNamespaces?: Record<string, string>;
  r2Buckets?: Record<string, string>;
}

/**
 * A Miniflare session on the stores under `stateDir`, laid out as `wrangler dev --persist-to stateDir` and
 * `wrangler --local` lay them out (`<stateDir>/v3`), with `bindings` open. Dispose of it when done.
 * @example const session = localSession(stateDir, { r2Buckets: { ARCHIVE: 'forecourt-builds' } });
 */
export function localSession(stateDir: string, bindings: LocalBindings): Miniflare {
  return new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: 'export default {}',
      resourcePersistencePath: resolve(stateDir, 'v3'),
      ...bindings,
    }),
  );
}

/**
 * The D1 and KV under `stateDir`, in one Miniflare session: the library `wrangler --local` itself runs, on the files
 * `wrangler dev --persist-to` binds. One workerd start for a whole job (the demo data's load, a release command)
 * instead of a wrangler process, ~2.5 s of CPU, for each query.
 *
 * @example const stores = await openLocalStores(stateDir); try { … } finally { await stores.close(); }
 */
export async function openLocalStores(stateDir: string): Promise<LocalStores> {
  const { databaseId, tenantsNamespaceId } = platformStoresOf(readFileSync(resolve(ROOT, 'wrangler.toml'), 'utf8'));
  const session = localSession(stateDir, {
    d1Databases: { DB: databaseId },
    kvNamespaces: { TENANTS: tenantsNamespaceId },
  });
  try {
    const [db, kv] = await Promise.all([session.getD1Database('DB'), session.getKVNamespace('TENANTS')]);
    return { db, kv, close: () => session.dispose() };
  } catch (error) {
    await session.dispose();
    throw error;
  }
}
