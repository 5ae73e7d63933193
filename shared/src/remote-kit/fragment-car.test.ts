import { describe, expect, it } from 'vitest';
import { sampleCar } from '../domain/testing/sample-car';
import { ALPHA } from '../server-kit/testing/fixtures';
import type { FragmentContext } from './fragment';
import { fragmentCar, fragmentCarVersion } from './fragment-car';

/** A D1 that answers every `first()` with the one car row, and counts the reads. */
function oneCarDb() {
  const reads: string[] = [];
  const row = { doc: JSON.stringify(sampleCar({ slug: 'a-car' })), views: 4, updated_at: '2026-11-28T10:00:00.000Z' };
  const db = {
    prepare: (sql: string) => ({
      bind: () => ({
        first: async () => {
          reads.push(sql);
          return row;
        },
      }),
    }),
  } as unknown as D1Database;
  return { db, reads };
}

function contextOver(db: D1Database): FragmentContext {
  return { env: { DB: db }, site: async () => ALPHA } as unknown as FragmentContext;
}

describe('fragmentCar', () => {
  it("reads the car once per fragment request: the kept answer's version and the loader share it", async () => {
    const { db, reads } = oneCarDb();
    const context = contextOver(db);
    expect(await fragmentCarVersion(context, 'a-car')).toBe('2026-11-28T10:00:00.000Z');
    const found = await fragmentCar(context, 'a-car');
    expect(found?.car).toMatchObject({ slug: 'a-car', views: 4 });
    expect(reads).toHaveLength(1);
    // Another request reads it again (a change between views is seen), as does another slug.
    await fragmentCar(contextOver(db), 'a-car');
    await fragmentCar(context, 'another-car');
    expect(reads).toHaveLength(3);
  });
});
