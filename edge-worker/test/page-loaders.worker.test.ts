import { env, exports } from 'cloudflare:workers';
import { CheckoutPageLoadSchema } from '@forecourt/shared/pages/checkout';
import { countedD1, type QueryTally } from '@forecourt/shared/server-kit/query-count';
import {
  MAIN_CAR,
  seedVehicleFixtures,
  VEH_HOST,
  VEH_RIVAL_HOST,
} from '@forecourt/shared/server-kit/testing/vehicle-fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { gateway } from './http';

// The page loaders (/api/pages/*) inside workerd with the real D1 and KV: one internal call answers a
// whole page, and nobody but a fragment Worker (InternalApi) reaches them. (The car page's loader is
// mfe-vehicle's own: mfe-vehicle/test/vehicle-page.worker.test.ts.)

beforeAll(() => seedVehicleFixtures(env));

/** A call as a fragment Worker makes it, through its API binding. */
function internal(path: string, init: RequestInit = {}, host = VEH_HOST): Promise<Response> {
  return exports.InternalApi.fetch(new Request(`https://${host}${path}`, init));
}

/** The D1 queries a response's Server-Timing counts. */
function d1Queries(response: Response): number {
  const timing = response.headers.get('Server-Timing') ?? '';
  const counts = [...timing.matchAll(/(?:^|,)\s*d1;[^,]*desc="(\d+) quer/g)].map((match) => Number(match[1]));
  expect(counts, timing).toHaveLength(1);
  return counts[0] ?? Number.NaN;
}

describe('GET /api/pages/checkout', () => {
  it('answers the car by slug, and 404 for a car the site does not show or none named', async () => {
    const bySlug = await internal(`/api/pages/checkout?slug=${MAIN_CAR}`);
    expect(bySlug.status).toBe(200);
    const { car } = CheckoutPageLoadSchema.parse(await bySlug.json());
    expect(car.slug).toBe(MAIN_CAR);
    expect((await internal(`/api/pages/checkout?slug=${MAIN_CAR}`, {}, VEH_RIVAL_HOST)).status).toBe(404);
    expect((await internal('/api/pages/checkout')).status).toBe(404);
  });
});

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
