import { env, exports } from 'cloudflare:workers';
import { blogPostsFor, blogsKey } from '@forecourt/demo/seed/blogs';
import { CheckoutPageLoadSchema } from '@forecourt/shared/pages/checkout';
import { VehiclePageLoadSchema, VehiclePrintLoadSchema } from '@forecourt/shared/pages/vehicle';
import { createAnswerCache } from '@forecourt/shared/server-kit/answer-cache';
import { countedD1, type QueryTally } from '@forecourt/shared/server-kit/query-count';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadVehiclePage } from '../src/services/page-loaders/vehicle-page';
import { stockSearchOf } from '../src/services/stock-search';
import { gateway, json } from './http';
import {
  MAIN_CAR,
  OTHER_MODELS_IN_BAND,
  SAME_MODEL_IN_BAND,
  seedVehicleFixtures,
  setPriceGuideFaults,
  setPriceGuideOutage,
  VEH,
  VEH_HOST,
  VEH_RIVAL_HOST,
} from './vehicle-fixtures';

// The page loaders (/api/pages/*) inside workerd with the real D1, KV, search engine and partner
// simulators: one internal call answers a whole page, the car is read from D1 once per view, deferred
// parts fail on their own, and nobody but a fragment Worker (InternalApi) reaches them.

beforeAll(async () => {
  await seedVehicleFixtures();
  await env.TENANTS.put(blogsKey(VEH.slug), JSON.stringify(blogPostsFor(VEH.slug)));
});

afterEach(async () => {
  await setPriceGuideOutage(false);
  await setPriceGuideFaults({ delayMs: 0, garbled: 0 });
});

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

describe('GET /api/pages/vehicle/:slug', () => {
  it('answers the whole page in one call: the car and its deferred parts', async () => {
    const res = await internal(`/api/pages/vehicle/${MAIN_CAR}?postcode=4000`);
    expect(res.status).toBe(200);
    const load = VehiclePageLoadSchema.parse(await res.json());
    expect(load.car.slug).toBe(MAIN_CAR);
    expect(load.priceComparison?.listing_price).toBe(30_000);
    expect(load.similarCars?.hits.map((hit) => hit.slug)).toEqual(
      [...SAME_MODEL_IN_BAND, ...OTHER_MODELS_IN_BAND].slice(0, 6),
    );
    expect(load.delivery).toMatchObject({ name: expect.any(String), price: expect.any(Number) });
    expect(load.blogs.length).toBeGreaterThan(0);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it('reads the car from D1 once per view, and nothing else on a repeat view', async () => {
    const slug = SAME_MODEL_IN_BAND[0] as string;
    // The first view asks the search engine (which checks D1 for stock changes) and the partners…
    await (await internal(`/api/pages/vehicle/${slug}`)).body?.cancel();
    // …a repeat view within their lifetimes has those kept: one query, the car.
    const repeat = await internal(`/api/pages/vehicle/${slug}`);
    expect(repeat.status).toBe(200);
    expect(d1Queries(repeat)).toBe(1);
    await repeat.body?.cancel();
  });

  it('reads the car once on a first view too (the loader on its own, the stock search apart)', async () => {
    const tally: QueryTally = { queries: 0, ms: 0 };
    const load = await loadVehiclePage(
      {
        env: { ...env, DB: countedD1(env.DB, tally) },
        tenant: VEH,
        now: new Date(),
        similarCars: (car) => stockSearchOf(env).similarCars(VEH.slug, car),
        cache: createAnswerCache(),
      },
      'veh-corolla-38k',
      '4000',
    );
    expect(load?.car.slug).toBe('veh-corolla-38k');
    expect(load?.similarCars?.hits.length).toBeGreaterThan(0);
    expect(tally.queries).toBe(1);
  });

  it("is a 404 for a car the site does not show, another site's included", async () => {
    for (const [slug, host] of [
      ['no-such-car', VEH_HOST],
      ['veh-corolla-hidden', VEH_HOST],
      [MAIN_CAR, VEH_RIVAL_HOST],
    ] as const) {
      const res = await internal(`/api/pages/vehicle/${slug}`, {}, host);
      expect(res.status, `${slug} on ${host}`).toBe(404);
      expect((await json(res)).error).toBe(`Car not found: ${slug}`);
    }
  });

  it('is a 400 naming the slug for one that is not a slug', async () => {
    const res = await internal('/api/pages/vehicle/%3Cscript%3E');
    expect(res.status).toBe(400);
    expect(JSON.stringify(await json(res))).toContain('slug');
  });

  it('leaves out a part whose partner is down, and still answers the page', async () => {
    await setPriceGuideOutage(true);
    const res = await internal('/api/pages/vehicle/veh-corolla-25k');
    expect(res.status).toBe(200);
    const load = VehiclePageLoadSchema.parse(await res.json());
    expect(load.car.slug).toBe('veh-corolla-25k');
    expect(load.priceComparison).toBeNull();
    expect(load.similarCars).not.toBeNull();
  });

  it('leaves out a part that takes longer than its timeout', async () => {
    await setPriceGuideFaults({ delayMs: 2000 });
    const started = Date.now();
    const res = await internal(`/api/pages/vehicle/${OTHER_MODELS_IN_BAND[0]}`);
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1800);
    expect(VehiclePageLoadSchema.parse(await res.json()).priceComparison).toBeNull();
  }, 15_000);

  it('asks for no estimate without a postcode, or with one that is not a postcode', async () => {
    for (const query of [
      '',
      '?postcode=',
      '?postcode=40',
      `?postcode=${'4'.repeat(21)}`,
      `?postcode=${'x'.repeat(5000)}`,
    ]) {
      const res = await internal(`/api/pages/vehicle/${MAIN_CAR}${query}`);
      expect(VehiclePageLoadSchema.parse(await res.json()).delivery, query).toBeNull();
    }
  });

  it('answers fragment Workers only: the public handler knows no such route', async () => {
    const res = await gateway(`/api/pages/vehicle/${MAIN_CAR}`, { host: VEH_HOST });
    expect(res.status).toBe(404);
    expect((await json(res)).error).toContain('Not found');
  });
});

describe('GET /api/pages/vehicle-print/:slug', () => {
  it('answers the car alone, in one query', async () => {
    const res = await internal(`/api/pages/vehicle-print/${MAIN_CAR}`);
    expect(res.status).toBe(200);
    expect(d1Queries(res)).toBe(1);
    expect(VehiclePrintLoadSchema.parse(await res.json()).car.slug).toBe(MAIN_CAR);
    expect((await internal(`/api/pages/vehicle-print/${MAIN_CAR}`, {}, VEH_RIVAL_HOST)).status).toBe(404);
  });
});

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
  it('counts the D1 queries of every response, public ones included', async () => {
    const res = await gateway(`/api/cars/${MAIN_CAR}`, { host: VEH_HOST });
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
