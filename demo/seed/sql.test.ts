import { beforeAll, describe, expect, it } from 'vitest';
import { demoDataToSql } from './index';
import { insertStatements, MAX_ROWS_PER_INSERT, MAX_STATEMENT_BYTES, sqlLiteral, utf8Length } from './sql';
import { cpuMsOf, demoData, GATEWAY_MIGRATIONS, SEED_TEST_TIMEOUT_MS } from './testing';

// This unit test runs in Node, but the edge-worker tsconfig carries only Worker types, so the two Node
// modules it needs are loaded by name and typed by hand here.
interface SqliteStatement {
  get(...params: unknown[]): Record<string, unknown> | undefined;
  all(...params: unknown[]): Record<string, unknown>[];
}
interface SqliteDatabase {
  exec(sql: string): void;
  prepare(sql: string): SqliteStatement;
  close(): void;
}
interface NodeModules {
  sqlite: { DatabaseSync: new (path: string) => SqliteDatabase };
  fs: {
    readFileSync(path: URL, encoding: 'utf8'): string;
    readdirSync(path: URL): string[];
    existsSync(path: URL): boolean;
  };
}
async function nodeModules(): Promise<NodeModules> {
  const [sqlite, fs] = await Promise.all(['node:sqlite', 'node:fs'].map((name) => import(/* @vite-ignore */ name)));
  return { sqlite, fs };
}

/** The repository's root: the remotes' folders are below it. */
const ROOT = new URL('../../', (import.meta as unknown as { url: string }).url);

/** Every migration as `npm start` applies them: the platform's, then each remote's own tables'. */
function migrationFiles(fs: NodeModules['fs']): URL[] {
  const remoteDirs = fs
    .readdirSync(ROOT)
    .filter((folder) => folder.startsWith('mfe-'))
    .sort()
    .map((folder) => new URL(`${folder}/src/db/migrations/`, ROOT))
    .filter((dir) => fs.existsSync(dir));
  return [GATEWAY_MIGRATIONS, ...remoteDirs].flatMap((dir) =>
    fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.sql'))
      .sort()
      .map((name) => new URL(name, dir)),
  );
}
const MAX_SQL_BYTES = 40_000_000;
const MAX_SQL_MS = 3000;

describe('sqlLiteral', () => {
  it('quotes strings, doubling single quotes', () => {
    expect(sqlLiteral("O'Brien's")).toBe("'O''Brien''s'");
    expect(sqlLiteral('<p onclick="x">; DROP TABLE cars; --</p>')).toBe('\'<p onclick="x">; DROP TABLE cars; --</p>\'');
  });
  it('writes numbers, booleans and null', () => {
    expect(sqlLiteral(45990.5)).toBe('45990.5');
    expect(sqlLiteral(true)).toBe('1');
    expect(sqlLiteral(false)).toBe('0');
    expect(sqlLiteral(null)).toBe('NULL');
  });
  it('refuses what SQL cannot hold', () => {
    expect(() => sqlLiteral(Number.NaN)).toThrow(RangeError);
    expect(() => sqlLiteral('a\u0000b')).toThrow(RangeError);
  });
});

describe('utf8Length', () => {
  it('counts bytes, not characters', () => {
    expect(utf8Length('abc')).toBe(3);
    expect(utf8Length('–')).toBe(3);
    expect(utf8Length('é')).toBe(2);
    expect(utf8Length('🚗')).toBe(4);
  });
});

describe('insertStatements', () => {
  it('writes one multi-row insert', () => {
    expect(
      insertStatements(
        'makes',
        ['id', 'name'],
        [
          [1, 'Toyota'],
          [2, "O'Neil"],
        ],
      ),
    ).toEqual(["INSERT INTO makes (id, name) VALUES\n(1, 'Toyota'),\n(2, 'O''Neil');"]);
  });
  it('writes no statement for no rows', () => {
    expect(insertStatements('makes', ['id'], [])).toEqual([]);
  });
  it('splits at 100 rows', () => {
    const rows = Array.from({ length: 250 }, (_, i) => [i]);
    const statements = insertStatements('t', ['id'], rows);
    expect(statements).toHaveLength(3);
    expect(statements.map((s) => s.split('\n').length - 1)).toEqual([100, 100, 50]);
  });
  it('splits before a statement grows past the byte limit', () => {
    const rows = Array.from({ length: 30 }, (_, i) => [i, 'x'.repeat(10_000)]);
    const statements = insertStatements('t', ['id', 'doc'], rows);
    expect(statements.length).toBeGreaterThan(3);
    for (const statement of statements) expect(utf8Length(statement)).toBeLessThanOrEqual(MAX_STATEMENT_BYTES);
    expect(statements.join('').match(/\(\d+, '/g)).toHaveLength(30);
  });
  it('rejects a row that does not fit the columns', () => {
    expect(() => insertStatements('t', ['a', 'b'], [[1]])).toThrow();
  });
});

describe('demoDataToSql', () => {
  let sql = '';
  let cpuMs = 0;
  beforeAll(() => {
    const data = demoData();
    ({ result: sql, cpuMs } = cpuMsOf(() => demoDataToSql(data)));
  }, SEED_TEST_TIMEOUT_MS);

  it('stays under 40 MB and takes under 3 seconds of CPU', () => {
    expect(utf8Length(sql)).toBeLessThan(MAX_SQL_BYTES);
    expect(cpuMs).toBeGreaterThan(0);
    expect(cpuMs).toBeLessThan(MAX_SQL_MS);
  });

  it('deletes children before parents, then inserts parents first', () => {
    const order = [...sql.matchAll(/^(DELETE FROM|INSERT INTO) (\w+)/gm)].map((m) => `${m[1]} ${m[2]}`);
    const deletes = order.filter((entry) => entry.startsWith('DELETE')).map((entry) => entry.split(' ')[2]);
    expect(deletes).toEqual([
      'price_history',
      'parts',
      'cars',
      'offers',
      'reviews',
      'special_hours',
      'opening_hours',
      'locations',
      'dealerships',
      'models',
      'makes',
    ]);
    const firstInsert = (table: string) => order.indexOf(`INSERT INTO ${table}`);
    expect(firstInsert('makes')).toBeLessThan(firstInsert('models'));
    expect(firstInsert('dealerships')).toBeLessThan(firstInsert('locations'));
    expect(firstInsert('locations')).toBeLessThan(firstInsert('opening_hours'));
    expect(firstInsert('locations')).toBeLessThan(firstInsert('cars'));
    expect(firstInsert('cars')).toBeLessThan(firstInsert('price_history'));
  });

  it('keeps every statement within D1 limits', () => {
    const statements = sql.split(/;\n/).filter((statement) => statement.startsWith('INSERT'));
    for (const statement of statements) {
      expect(utf8Length(statement)).toBeLessThanOrEqual(MAX_STATEMENT_BYTES);
      expect(statement.split('\n').length - 1).toBeLessThanOrEqual(MAX_ROWS_PER_INSERT);
    }
  });

  it(
    'runs after the migrations, twice, leaving the same rows with indexed columns matching the documents',
    async () => {
      const { sqlite, fs } = await nodeModules();
      const db = new sqlite.DatabaseSync(':memory:');
      db.exec('PRAGMA foreign_keys = ON;');
      for (const file of migrationFiles(fs)) db.exec(fs.readFileSync(file, 'utf8'));
      const data = demoData();
      const count = (table: string) => db.prepare(`SELECT count(*) AS n FROM ${table}`).get()?.n;
      for (let run = 0; run < 2; run++) {
        db.exec(sql);
        expect(count('cars')).toBe(data.cars.length);
        expect(count('locations')).toBe(data.locations.length);
        expect(count('reviews')).toBe(data.reviews.length);
        expect(count('opening_hours')).toBe(data.locations.length * 7);
        expect(count('special_hours')).toBe(data.locations.reduce((sum, l) => sum + l.special_hours.length, 0));
      }
      expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
      const mismatched = db
        .prepare(
          `SELECT count(*) AS n FROM cars WHERE json_extract(doc, '$.price') != price OR json_extract(doc, '$.status') != status
             OR json_extract(doc, '$.slug') != slug OR json_extract(doc, '$.location_id') != location_id
             OR json_extract(doc, '$.show_on_dealer_website') != show_on_dealer_website
             OR json_extract(doc, '$.sold_at') IS NOT sold_at OR json_extract(doc, '$.item_type') != item_type`,
        )
        .get()?.n;
      expect(mismatched).toBe(0);
      const sample = db.prepare("SELECT doc FROM cars WHERE dealership_id = 1 AND doc LIKE '%<script%'").get();
      expect(JSON.parse(String(sample?.doc)).dealercomments).toContain('<script>');
      const review = db.prepare("SELECT customer_name FROM reviews WHERE customer_name LIKE '%''%' LIMIT 1").get();
      if (review) expect(String(review.customer_name)).toContain("'");
      db.close();
    },
    SEED_TEST_TIMEOUT_MS,
  );
});
