import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { remoteFolders } from '../../remote-folders.ts';
import type { LocalStores } from './local-stores.ts';
import { ROOT } from './paths.ts';
import { sqlStatements } from './sql-statements.ts';

// The D1 migrations of a local state: the platform's (the root config's) and each remote's own, tracked as
// `wrangler d1 migrations apply` tracks them, so the seed (scripts/lib/database.ts) and wrangler agree on what is
// applied.

/** Where a config's D1 migrations live and the table that tracks them, as wrangler reads them from the config. */
interface Migrations {
  dir: string;
  table: string;
}

/** A wrangler config's D1 migrations: `migrations_dir` (beside the config) and `migrations_table` (default d1_migrations). */
export function migrationsOf(configPath: string): Migrations {
  const config = readFileSync(configPath, 'utf8');
  const dir = /^migrations_dir = "([^"]+)"/m.exec(config)?.[1];
  if (!dir) throw new Error(`${configPath} names no migrations_dir`);
  const table = /^migrations_table = "([^"]+)"/m.exec(config)?.[1] ?? 'd1_migrations';
  return { dir: resolve(dirname(configPath), dir), table };
}

/**
 * Applies the migrations of `dir` not yet in `table`, in name order, each with its record in one batch (all or
 * none), as `wrangler d1 migrations apply` does: the same table, columns and names, so wrangler and this agree on
 * what is applied. Answers the names applied.
 */
export async function applyMigrations(db: LocalStores['db'], { dir, table }: Migrations): Promise<string[]> {
  const tracking = `"${table.replaceAll('"', '""')}"`;
  await db
    .prepare(
      `CREATE TABLE IF NOT EXISTS ${tracking}(id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)`,
    )
    .run();
  const { results } = await db.prepare(`SELECT name FROM ${tracking}`).all<{ name: string }>();
  const done = new Set(results.map((row) => row.name));
  const pending = readdirSync(dir)
    .filter((name) => name.endsWith('.sql') && !done.has(name))
    .sort();
  for (const name of pending) {
    const statements = sqlStatements(readFileSync(resolve(dir, name), 'utf8'));
    await db.batch([
      ...statements.map((statement) => db.prepare(statement)),
      db.prepare(`INSERT INTO ${tracking} (name) VALUES (?)`).bind(name),
    ]);
  }
  return pending;
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
