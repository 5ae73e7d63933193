import { env } from 'cloudflare:workers';
import { countedD1, type QueryTally } from '@forecourt/shared/server-kit/query-count';
import { MAIN_CAR, seedVehicleFixtures, VEH_HOST } from '@forecourt/shared/server-kit/testing/vehicle-fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { gateway } from './http';

// The gateway's Server-Timing D1 counts inside workerd with the real D1 and KV. (The pages' loaders were the
// gateway's /api/pages/*; each is now its slice's own, in its Worker: mfe-vehicle/test/vehicle-page, the
// finance, trade-in and checkout pages' mfe-finance/test/page-loaders, the location pages' mfe-locations/test.)

beforeAll(() => seedVehicleFixtures(env));

/** The D1 queries a response's Server-Timing counts. */
function d1Queries(response: Response): number {
  const timing = response.headers.get('Server-Timing') ?? '';
  const counts = [...timing.matchAll(/(?:^|,)\s*d1;[^,]*desc="(\d+) quer/g)].map((match) => Number(match[1]));
  expect(counts, timing).toHaveLength(1);
  return counts[0] ?? Number.NaN;
}

describe('Server-Timing', () => {
  it('counts the D1 queries of every response, public pages included', async () => {
    // The thank-you page names the car it was about: one read of it.
    const res = await gateway(`/success?form=enquiry&car=${MAIN_CAR}`, { host: VEH_HOST });
    expect(res.status).toBe(200);
    expect(d1Queries(res)).toBe(1);
    await res.body?.cancel();
  });

  it('counts a batch as one query per statement', async () => {
    const tally: QueryTally = { queries: 0, ms: 0 };
    const db = countedD1(env.DB, tally);
    await db.prepare('SELECT 1').first();
    await db.batch([db.prepare('SELECT 1'), db.prepare('SELECT ?').bind(2)]);
    expect(tally.queries).toBe(3);
  });
});
