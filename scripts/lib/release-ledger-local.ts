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
