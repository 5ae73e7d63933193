import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import {
  RELEASE_REGISTRY_KEY,
  type ReleaseRegistry,
  ReleaseRegistrySchema,
} from '../../shared/src/domain/releases/registry.ts';
import type { LedgerSql } from '../../shared/src/server-kit/release-ledger.ts';
import { openLocalStores } from './local-stores.ts';
import { ROOT } from './paths.ts';
import { WRANGLER_ENV } from './run.ts';

// The release ledger and registry as the release command and the build reach them: through wrangler, on the local
// D1 and KV of a state folder (`npm start`'s, the tests'), or on the deployed ones (`remote`). wrangler binds no
// parameters from the command line, so each `?` is written in as an SQL literal (strings quoted, quotes doubled).

/** Where the ledger and registry live: a local state folder, or the deployed database and namespace. */
export type ReleaseTarget = { kind: 'local'; stateDir: string } | { kind: 'remote' };

const CONFIG = resolve(ROOT, 'wrangler.toml');

function targetFlags(target: ReleaseTarget): string[] {
  return target.kind === 'local' ? ['--local', '--persist-to', target.stateDir] : ['--remote'];
}

/**
 * `sql` with each `?` replaced by its parameter as an SQL literal.
 * @example inlineParams('SELECT ? AS a, ? AS b', ["it's", 2]) // "SELECT 'it''s' AS a, 2 AS b"
 */
export function inlineParams(sql: string, params: readonly (string | number | null)[]): string {
  let next = 0;
  const inlined = sql.replace(/\?/g, () => {
    if (next >= params.length) throw new Error(`more ? than parameters in: ${sql.slice(0, 120)}`);
    const value = params[next++];
    if (value === null || value === undefined) return 'NULL';
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
      return String(value);
    }
    return `'${value.replaceAll("'", "''")}'`;
  });
  if (next !== params.length) throw new Error(`fewer ? than parameters in: ${sql.slice(0, 120)}`);
  return inlined;
}

async function wrangler(args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)('wrangler', args, {
    cwd: ROOT,
    // wrangler prints the --json answer at the `log` level, which WRANGLER_ENV's `warn` would silence.
    env: { ...process.env, ...WRANGLER_ENV, WRANGLER_LOG: 'log', CI: 'true' },
    maxBuffer: 256 * 1024 * 1024,
  });
  return stdout;
}

/**
 * The ledger's SQL port over wrangler: reads with `--command`, writes from a file (a registry is larger than a
 * command line may be).
 * @example const ledger = wranglerLedgerSql({ kind: 'local', stateDir: DEV_STATE_DIR });
 */
export function wranglerLedgerSql(target: ReleaseTarget): LedgerSql {
  const d1 = ['d1', 'execute', 'DB', ...targetFlags(target), '-c', CONFIG];
  return {
    async all<Row>(sql: string, params: readonly (string | number | null)[]) {
      const stdout = await wrangler([...d1, '--json', '--command', inlineParams(sql, params)]);
      const [result] = JSON.parse(stdout) as { results: Row[]; success: boolean }[];
      if (!result?.success) throw new Error(`wrangler d1 execute answered no result for: ${sql.slice(0, 120)}`);
      return result.results;
    },
    async run(sql, params) {
      await runSqlFile(target, [inlineParams(sql, params)]);
    },
  };
}

/**
 * Runs statements from one SQL file (one wrangler call for all of them, in one transaction).
 * @example await runSqlFile(target, ["INSERT …", "INSERT …"]);
 */
export async function runSqlFile(target: ReleaseTarget, statements: readonly string[]): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'fc-release-'));
  try {
    const file = join(dir, 'change.sql');
    await writeFile(file, `${statements.join(';\n')};\n`);
    await wrangler(['d1', 'execute', 'DB', ...targetFlags(target), '-c', CONFIG, '--file', file]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The registry KV holds now, or null (none yet, or not readable as one).
 * @example const registry = await readRegistry({ kind: 'local', stateDir });
 */
export async function readRegistry(target: ReleaseTarget): Promise<ReleaseRegistry | null> {
  const stdout = await wrangler([
    'kv',
    'key',
    'get',
    RELEASE_REGISTRY_KEY,
    '--binding',
    'TENANTS',
    '-c',
    CONFIG,
    ...targetFlags(target),
  ]).catch(() => '');
  try {
    const parsed = ReleaseRegistrySchema.safeParse(JSON.parse(stdout));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Puts the registry into KV: what every gateway isolate reads (within its 30 s cache).
 * @example await writeRegistry(target, outcome.registry);
 */
export async function writeRegistry(target: ReleaseTarget, registry: ReleaseRegistry): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'fc-registry-'));
  try {
    const file = join(dir, 'releases.json');
    await writeFile(file, JSON.stringify(registry));
    await wrangler([
      'kv',
      'key',
      'put',
      RELEASE_REGISTRY_KEY,
      '--path',
      file,
      '--binding',
      'TENANTS',
      '-c',
      CONFIG,
      ...targetFlags(target),
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * `work` again while the database file is busy: a running `wrangler dev` (the platform, writing each page's fragment
 * outcomes) holds the same SQLite file, and a read or a transaction that meets its lock fails whole, so trying it again
 * is safe. At most 8 tries, 100 ms more apart each time.
 */
async function whileBusy<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const busy = /internal error|SQLITE_BUSY|database is locked/i.test(String(error));
      if (!busy || attempt === 8) throw error;
      await new Promise((resolveWait) => setTimeout(resolveWait, attempt * 100));
    }
  }
}

/** The ledger and the registry of one target, opened once for a command (or a publish) and closed after it. */
export interface ReleaseStores {
  sql: LedgerSql;
  /** The registry KV holds now, or null. */
  readRegistry(): Promise<ReleaseRegistry | null>;
  /** Puts the registry into KV: what every gateway isolate reads. */
  writeRegistry(registry: ReleaseRegistry): Promise<void>;
  /** Runs these statements (parameters written in) all or none. */
  runStatements(statements: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * The ledger and registry of `target`. Locally one Miniflare session on the state folder's D1 and KV
 * (`openLocalStores`), so a release command costs one workerd start instead of a wrangler process per query (6–14 s
 * a change before, on two cores); deployed, wrangler.
 *
 * @example const stores = await openReleaseStores({ kind: 'local', stateDir }); try { … } finally { await stores.close(); }
 */
export async function openReleaseStores(target: ReleaseTarget): Promise<ReleaseStores> {
  if (target.kind === 'remote') {
    return {
      sql: wranglerLedgerSql(target),
      readRegistry: () => readRegistry(target),
      writeRegistry: (registry) => writeRegistry(target, registry),
      runStatements: (statements) => runSqlFile(target, statements),
      close: async () => {},
    };
  }
  const { db, kv, close } = await openLocalStores(target.stateDir);
  return {
    sql: {
      async all<Row>(sql: string, params: readonly (string | number | null)[]) {
        const { results } = await whileBusy(() =>
          db
            .prepare(sql)
            .bind(...params)
            .all<Row>(),
        );
        return results;
      },
      async run(sql, params) {
        await whileBusy(() =>
          db
            .prepare(sql)
            .bind(...params)
            .run(),
        );
      },
    },
    async readRegistry() {
      const text = await kv.get(RELEASE_REGISTRY_KEY, 'text');
      if (text === null) return null;
      try {
        const parsed = ReleaseRegistrySchema.safeParse(JSON.parse(text));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    async writeRegistry(registry) {
      await kv.put(RELEASE_REGISTRY_KEY, JSON.stringify(registry));
    },
    async runStatements(statements) {
      if (statements.length > 0) await whileBusy(() => db.batch(statements.map((statement) => db.prepare(statement))));
    },
    close,
  };
}
