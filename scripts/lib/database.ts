import { execFile } from 'node:child_process';
import { relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import {
  blogKvEntries,
  demoDataStatements,
  generateDemoData,
  sitePageKvEntries,
  tenantKvEntries,
} from '@forecourt/demo/seed';
import { openLocalStores } from './local-stores.ts';
import { applyMigrations, migrationsOf, remoteMigrationConfigs } from './migrations.ts';
import { ROOT } from './paths.ts';
import { step, WRANGLER_ENV } from './run.ts';

/** The demo data set's seed: the same seed gives the same dealers, cars and reviews every run. */
export const DEMO_SEED = 20261122;

/** Today's date (UTC), the anchor of the demo data's relative dates (sold 2 days ago, arrived this week). */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Applies the D1 migrations and loads the demo data set into local D1 and KV under `stateDir`, in one Miniflare
 * session (seven wrangler processes before: ~20 s of CPU, most of it wrangler starting). Idempotent: each migration
 * is applied once, tracked as `wrangler d1 migrations apply` tracks it, and the seed replaces every demo row and key.
 */
export async function setUpDatabase(stateDir: string): Promise<void> {
  const stores = await openLocalStores(stateDir);
  try {
    step('Applying D1 migrations');
    for (const config of [resolve(ROOT, 'wrangler.toml'), ...remoteMigrationConfigs()]) {
      const applied = await applyMigrations(stores.db, migrationsOf(config));
      if (applied.length > 0) console.log(`  ${relative(ROOT, config)}: ${applied.join(', ')}`);
    }

    step('Generating the demo data set');
    const today = todayUtc();
    const data = generateDemoData({ seed: DEMO_SEED, today });
    console.log(
      `  ${data.tenants.length} tenants, ${data.dealerships.length} dealerships, ${data.locations.length} locations, ${data.cars.length} cars (dates anchored on ${today})`,
    );

    step('Loading the demo data into D1 and KV');
    for (const batch of inBatches(demoDataStatements(data), SEED_BATCH_BYTES)) {
      await stores.db.batch(batch.map((statement) => stores.db.prepare(statement)));
    }
    for (const { key, value } of [...tenantKvEntries(data), ...blogKvEntries(data), ...sitePageKvEntries(data)]) {
      await stores.kv.put(key, value);
    }
  } finally {
    await stores.close();
  }
}

/** The seed's statements go to D1 a few megabytes at a time (one request to workerd each). */
const SEED_BATCH_BYTES = 4 * 1024 * 1024;

/** `statements` in order, in batches of at most `maxBytes` of text (a longer statement is a batch of its own). */
function inBatches(statements: readonly string[], maxBytes: number): string[][] {
  const batches: string[][] = [];
  let batch: string[] = [];
  let bytes = 0;
  for (const statement of statements) {
    if (batch.length > 0 && bytes + statement.length > maxBytes) {
      batches.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(statement);
    bytes += statement.length;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

/** wrangler's flags for the local D1 of `stateDir`. */
function localD1Flags(stateDir: string, configPath: string): string[] {
  return ['--local', '--persist-to', stateDir, '-c', configPath];
}

/** wrangler's JSON answer to `d1 execute --json`: one result per statement. */
interface D1ExecuteResult<Row> {
  results: Row[];
  success: boolean;
}

/**
 * Runs one SQL statement on the local D1 under `stateDir` (through `wrangler d1 execute --json`) and
 * answers its rows. wrangler binds no parameters from the command line: write values into the SQL
 * (only ones you made, never input).
 *
 * @example const [row] = await queryLocalD1<{ cars: number }>(DEV_STATE_DIR, 'SELECT count(*) AS cars FROM cars');
 */
export async function queryLocalD1<Row>(
  stateDir: string,
  sql: string,
  configPath = resolve(ROOT, 'wrangler.toml'),
): Promise<Row[]> {
  const args = ['d1', 'execute', 'DB', ...localD1Flags(stateDir, configPath), '--json', '--command', sql];
  const { stdout } = await promisify(execFile)('wrangler', args, {
    // wrangler prints the --json answer at the `log` level, which WRANGLER_ENV's `warn` would silence.
    env: { ...process.env, ...WRANGLER_ENV, WRANGLER_LOG: 'log' },
    maxBuffer: 512 * 1024 * 1024,
  });
  const [result] = JSON.parse(stdout) as D1ExecuteResult<Row>[];
  if (result === undefined || !result.success) {
    throw new Error(`wrangler d1 execute answered no result for: ${sql.slice(0, 200)}`);
  }
  return result.results;
}
