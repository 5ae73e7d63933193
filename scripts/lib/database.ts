import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import {
  blogKvEntries,
  demoDataToSql,
  generateDemoData,
  sitePageKvEntries,
  tenantKvEntries,
} from '@forecourt/demo/seed';
import { remoteFolders } from '../../remote-folders.ts';
import { ROOT, SEED_DIR } from './paths.ts';
import { run, step, WRANGLER_ENV } from './run.ts';

/** The demo data set's seed: the same seed gives the same dealers, cars and reviews every run. */
export const DEMO_SEED = 20261122;

/** Today's date (UTC), the anchor of the demo data's relative dates (sold 2 days ago, arrived this week). */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Applies the D1 migrations and loads the demo data set into local D1 and KV under `stateDir`.
 * Idempotent: migrations are applied once, and the seed replaces every demo row and key.
 */
export async function setUpDatabase(stateDir: string, configPath = resolve(ROOT, 'wrangler.toml')): Promise<void> {
  const local = localD1Flags(stateDir, configPath);
  step('Applying D1 migrations');
  for (const config of [configPath, ...remoteMigrationConfigs()]) {
    await run('wrangler', ['d1', 'migrations', 'apply', 'DB', ...localD1Flags(stateDir, config)], {
      env: { ...WRANGLER_ENV, CI: 'true' },
    });
  }

  step('Generating the demo data set');
  const today = todayUtc();
  const data = generateDemoData({ seed: DEMO_SEED, today });
  await mkdir(SEED_DIR, { recursive: true });
  const sqlFile = resolve(SEED_DIR, 'demo.sql');
  const kvFile = resolve(SEED_DIR, 'tenants.json');
  await writeFile(sqlFile, demoDataToSql(data));
  await writeFile(
    kvFile,
    JSON.stringify([...tenantKvEntries(data), ...blogKvEntries(data), ...sitePageKvEntries(data)]),
  );
  console.log(
    `  ${data.tenants.length} tenants, ${data.dealerships.length} dealerships, ${data.locations.length} locations, ${data.cars.length} cars (dates anchored on ${today})`,
  );

  step('Loading the demo data into D1 and KV');
  await run('wrangler', ['d1', 'execute', 'DB', ...local, '--file', sqlFile, '--yes'], {
    env: WRANGLER_ENV,
    quiet: true,
  });
  await run('wrangler', ['kv', 'bulk', 'put', kvFile, '--binding', 'TENANTS', ...local], {
    env: WRANGLER_ENV,
    quiet: true,
  });
}

/**
 * The stable configs of the remotes that own tables (a `src/db/migrations` folder): each applies its own
 * migrations, tracked in its own table (`migrations_table` in its config), after the platform's.
 */
export function remoteMigrationConfigs(root = ROOT): string[] {
  return remoteFolders(root)
    .filter((folder) => existsSync(resolve(root, folder, 'src/db/migrations')))
    .map((folder) => resolve(root, folder, 'wrangler.toml'));
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
