import { beforeAll, describe, expect, it } from 'vitest';
import { demoDataToSql } from './index';
import { DELETE_ORDER } from './sql';
import { demoData, GATEWAY_MIGRATIONS, SEED_TEST_TIMEOUT_MS } from './testing';

// A lead accepted is a lead stored, forever: `npm start` deletes and re-inserts the demo seed's tables
// (cars, dealerships, locations, …) every time, so the lead tables must neither be touched by the seed
// nor hold a foreign key to a seed table (a re-seed would then fail, or cascade).

const LEAD_TABLES = ['leads', 'lead_outbox', 'phone_reveals'];
/** The seed's own tables: the ones it deletes and inserts again. */
const SEED_TABLES: readonly string[] = DELETE_ORDER;

async function migrationText(): Promise<string> {
  // Node's fs, loaded by name: the demo tsconfig carries only Worker types.
  const name = 'node:fs';
  const fs = (await import(/* @vite-ignore */ name)) as { readFileSync(path: URL, encoding: 'utf8'): string };
  return fs.readFileSync(new URL('0003_leads.sql', GATEWAY_MIGRATIONS), 'utf8');
}

describe('the lead tables survive a re-seed', () => {
  let seedSql = '';
  beforeAll(() => {
    seedSql = demoDataToSql(demoData());
  }, SEED_TEST_TIMEOUT_MS);

  it('hold no foreign key to a seed table', async () => {
    const references = [...(await migrationText()).matchAll(/REFERENCES\s+(\w+)/gi)].map((match) => match[1]);
    expect(references.filter((table) => SEED_TABLES.includes(table ?? ''))).toEqual([]);
  });

  it('are neither deleted from nor written by the seed', () => {
    for (const table of LEAD_TABLES) {
      expect(seedSql).not.toMatch(new RegExp(`(DELETE FROM|INSERT INTO)\\s+${table}\\b`, 'i'));
    }
    // The check can see: the seed does delete and insert its own tables.
    expect(seedSql).toMatch(/DELETE FROM cars\b/);
  });
});
