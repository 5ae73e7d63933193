import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { demoDataToSql, generateDemoData, tenantKvEntries } from '../../edge-worker/src/db/seed/index.ts';
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
  const local = ['--local', '--persist-to', stateDir, '-c', configPath];
  step('Applying D1 migrations');
  await run('wrangler', ['d1', 'migrations', 'apply', 'DB', ...local], { env: { ...WRANGLER_ENV, CI: 'true' } });

  step('Generating the demo data set');
  const today = todayUtc();
  const data = generateDemoData({ seed: DEMO_SEED, today });
  await mkdir(SEED_DIR, { recursive: true });
  const sqlFile = resolve(SEED_DIR, 'demo.sql');
  const kvFile = resolve(SEED_DIR, 'tenants.json');
  await writeFile(sqlFile, demoDataToSql(data));
  await writeFile(kvFile, JSON.stringify(tenantKvEntries(data)));
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
