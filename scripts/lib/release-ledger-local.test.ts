import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './paths.ts';
import { inlineParams, openReleaseStores } from './release-ledger-local.ts';

// wrangler binds no parameters from the command line: the release command writes each value in as an SQL literal.

describe('inlineParams', () => {
  it('writes strings quoted (quotes doubled), numbers as they are, null as NULL', () => {
    expect(inlineParams('INSERT INTO t VALUES (?, ?, ?)', ['it\'s "x"; DROP TABLE t; --', 42, null])).toBe(
      `INSERT INTO t VALUES ('it''s "x"; DROP TABLE t; --', 42, NULL)`,
    );
  });

  it('refuses a count of parameters that differs from the placeholders, and numbers that are not finite', () => {
    expect(() => inlineParams('SELECT ?', [])).toThrow('more ? than parameters');
    expect(() => inlineParams('SELECT 1', [1])).toThrow('fewer ? than parameters');
    expect(() => inlineParams('SELECT ?', [Number.NaN])).toThrow('not a finite number');
  });
});

describe('openReleaseStores (local)', () => {
  it('keeps the ledger and the registry in the state folder, there for the next command', async () => {
    const stateDir = await mkdtemp(join(tmpdir(), 'fc-stores-'));
    try {
      const migration = await readFile(resolve(ROOT, 'edge-worker/src/db/migrations/0011_release_changes.sql'), 'utf8');
      const first = await openReleaseStores({ kind: 'local', stateDir });
      // The migration's statements, its comments (which may hold a ';') taken out first.
      await first.runStatements(
        migration
          .replace(/--.*$/gm, '')
          .split(';')
          .map((statement) => statement.trim())
          .filter(Boolean),
      );
      expect(await first.readRegistry()).toBeNull();
      const registry = { remotes: { mfe_x: { channels: { stable: '1.0.0' }, versions: [] } } };
      await first.writeRegistry(registry);
      await first.close();

      const second = await openReleaseStores({ kind: 'local', stateDir });
      expect(await second.readRegistry()).toEqual(registry);
      expect(await second.sql.all('SELECT COUNT(*) AS n FROM release_changes', [])).toEqual([{ n: 0 }]);
      await second.close();
    } finally {
      await rm(stateDir, { recursive: true, force: true });
    }
  }, 30_000);
});
