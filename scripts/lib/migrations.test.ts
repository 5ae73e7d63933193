import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openLocalStores } from './local-stores.ts';
import { applyMigrations, migrationsOf } from './migrations.ts';
import { ROOT } from './paths.ts';
import { WRANGLER_ENV } from './run.ts';

// The seed applies D1 migrations itself, in one Miniflare session: it must track them as `wrangler d1 migrations
// apply` does, or a developer's wrangler would apply them all again on the same local state.

describe('applyMigrations', () => {
  it('applies each migration once, in name order, and wrangler finds nothing left to apply', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fc-migrations-'));
    try {
      const stateDir = join(dir, 'state');
      await mkdir(join(dir, 'migrations'));
      await writeFile(
        join(dir, 'migrations/0002_notes.sql'),
        "-- a note; its text\nINSERT INTO probe VALUES ('a;b');\n",
      );
      await writeFile(join(dir, 'migrations/0001_probe.sql'), 'CREATE TABLE probe (\n  text TEXT NOT NULL\n);\n');
      // The root config's database, with this folder's migrations tracked in a table of their own.
      const root = await readFile(resolve(ROOT, 'wrangler.toml'), 'utf8');
      const databaseId = /database_id = "([^"]+)"/.exec(root)?.[1];
      await writeFile(
        join(dir, 'wrangler.toml'),
        `name = "probe"\ncompatibility_date = "2025-01-01"\n\n[[d1_databases]]\nbinding = "DB"\ndatabase_name = "forecourt"\ndatabase_id = "${databaseId}"\nmigrations_dir = "migrations"\nmigrations_table = "d1_migrations_probe"\n`,
      );
      const migrations = migrationsOf(join(dir, 'wrangler.toml'));
      expect(migrations).toEqual({ dir: join(dir, 'migrations'), table: 'd1_migrations_probe' });

      const stores = await openLocalStores(stateDir);
      try {
        expect(await applyMigrations(stores.db, migrations)).toEqual(['0001_probe.sql', '0002_notes.sql']);
        expect(await applyMigrations(stores.db, migrations)).toEqual([]);
        expect((await stores.db.prepare('SELECT text FROM probe').all()).results).toEqual([{ text: 'a;b' }]);
      } finally {
        await stores.close();
      }
      const { stdout } = await promisify(execFile)(
        resolve(ROOT, 'node_modules/.bin/wrangler'),
        ['d1', 'migrations', 'list', 'DB', '--local', '--persist-to', stateDir, '-c', join(dir, 'wrangler.toml')],
        { cwd: dir, env: { ...process.env, ...WRANGLER_ENV, WRANGLER_LOG: 'log', CI: 'true' } },
      );
      expect(stdout).toContain('No migrations to apply');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
