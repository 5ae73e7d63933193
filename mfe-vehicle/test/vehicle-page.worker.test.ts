import { env } from 'cloudflare:workers';
import { blogPostsFor, blogsKey } from '@forecourt/demo/seed/blogs';
import { FragmentResponseSchema, type TenantConfig } from '@forecourt/shared';
import type { FragmentContext } from '@forecourt/shared/remote-kit';
import { createTenantStore } from '@forecourt/shared/server-kit/tenants';
import { setDealershipOverrides } from '@forecourt/shared/server-kit/testing/fixtures';
import {
  MAIN_CAR,
  OTHER_MODELS_IN_BAND,
  SAME_MODEL_IN_BAND,
  seedVehicleFixtures,
  VEH,
  VEH_DEALERS,
  VEH_RIVAL,
  vehicleCar,
} from '@forecourt/shared/server-kit/testing/vehicle-fixtures';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { VehicleBindings } from '../src/bindings';
import { createVehicleIsolate } from '../src/isolate';
import { vehiclePageLoader } from '../src/loaders/vehicle-page';
import {
  type FinanceRpcFake,
  fakeFinance,
  setPriceGuideFaults,
  setPriceGuideOutage,
  TEST_QUOTE,
  vehicleBindings,
  vehicleFragments,
} from './support';

// The car page's and the print page's loaders inside workerd, with the real D1 and KV, the real stock search
// (mfe-search's Worker, over its RPC), the partner simulators over HTTP and a fake of mfe-finance's RPC: the
// car read from D1 once per view, the deferred parts in parallel and failing on their own, and no call back
// to the gateway.

beforeAll(async () => {
  await seedVehicleFixtures(env);
  await env.TENANTS.put(blogsKey(VEH.slug), JSON.stringify(blogPostsFor(VEH.slug)));
});

afterEach(async () => {
  vi.restoreAllMocks();
  await setPriceGuideOutage(false);
  await setPriceGuideFaults({ delayMs: 0, garbled: 0 });
});

/** The loader as the VehiclePage fragment calls it, for `tenant`, on a fresh isolate unless given one. */
function loadPage(
  tenant: TenantConfig,
  slug: string,
  options: {
    postcode?: string;
    finance?: FinanceRpcFake;
    isolate?: ReturnType<typeof createVehicleIsolate>;
  } = {},
) {
  const context = {
    env: vehicleBindings(options.finance),
    site: async () => tenant,
    waitUntil: () => {},
    requestId: 'req-vehicle-page',
  } as unknown as FragmentContext<VehicleBindings>;
  return vehiclePageLoader(options.isolate ?? createVehicleIsolate())(context, slug, options.postcode);
}

const TENANT = { slug: VEH.slug, host: 'vehpage.localhost', websiteId: VEH.websiteId };

/** The D1 queries a response's Server-Timing counts. */
function d1Queries(response: Response): number {
  const timing = response.headers.get('Server-Timing') ?? '';
  const counts = [...timing.matchAll(/(?:^|,)\s*d1;[^,]*desc="(\d+) quer/g)].map((match) => Number(match[1]));
  expect(counts, timing).toHaveLength(1);
  return counts[0] ?? Number.NaN;
}

describe('the car page’s loader', () => {
  it('answers the whole page in one load: the car and its deferred parts', async () => {
    const load = await loadPage(VEH, MAIN_CAR, { postcode: '4000' });
    expect(load?.car.slug).toBe(MAIN_CAR);
    expect(load?.priceComparison?.listing_price).toBe(30_000);
    expect(load?.similarCars?.hits.map((hit) => hit.slug)).toEqual(
      [...SAME_MODEL_IN_BAND, ...OTHER_MODELS_IN_BAND].slice(0, 6),
    );
    expect(load?.delivery).toMatchObject({ name: expect.any(String), price: expect.any(Number) });
    expect(load?.blogs.length).toBeGreaterThan(0);
    // The teaser's quote is the finance slice's answer, not the car's stored figure.
    expect(load?.car.quote).toEqual(TEST_QUOTE);
  });

  it("reads the dealership's config_overrides at run time for a coming_soon car (spec: 001 §3, §4; issue 26)", async () => {
    const setOverrides = (overrides: Record<string, unknown>) =>
      setDealershipOverrides(env.DB, VEH_DEALERS.north.slug, overrides);
    try {
      await setOverrides({ comingSoonHidesTestDrive: true, colour: 'red' });
      expect((await loadPage(VEH, 'veh-corolla-coming-33k'))?.dealership).toEqual({ comingSoonHidesTestDrive: true });
      // The next view reads the row as it is then: no site config to republish.
      await setOverrides({});
      expect((await loadPage(VEH, 'veh-corolla-coming-33k'))?.dealership).toEqual({});
    } finally {
      await setOverrides({});
    }
  });

  it("applies a dealership's sold-visible days from its config_overrides as its row holds them (spec: 001 §4; issue 26)", async () => {
    const setOverrides = (overrides: Record<string, unknown>) =>
      setDealershipOverrides(env.DB, VEH_DEALERS.north.slug, overrides);
    // The site as the kit's tenant store gives it to the fragments and the API (a fresh isolate's store).
    const site = async () => {
      const lookup = await createTenantStore().bySlug(env.TENANTS, VEH.slug, env.DB);
      if (lookup.kind !== 'found') throw new Error(`no site: ${lookup.kind}`);
      return lookup.tenant;
    };
    // Sold a day ago: within the site's 3 days, outside a dealership's 0.
    const shown = async () => (await loadPage(await site(), 'veh-corolla-sold')) !== null;
    try {
      expect(await shown()).toBe(true);
      await setOverrides({ soldVisibleDays: 0 });
      expect(await shown()).toBe(false);
    } finally {
      await setOverrides({});
    }
    expect(await shown()).toBe(true);
  });

  it('is null (the page’s 404) for a car the site does not show, another site’s included', async () => {
    for (const [slug, tenant] of [
      ['no-such-car', VEH],
      ['veh-corolla-hidden', VEH],
      [MAIN_CAR, VEH_RIVAL],
    ] as const) {
      expect(await loadPage(tenant, slug), `${slug} on ${tenant.slug}`).toBeNull();
    }
  });

  it('leaves out a part whose partner is down, and still answers the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await setPriceGuideOutage(true);
    const load = await loadPage(VEH, 'veh-corolla-25k');
    expect(load?.car.slug).toBe('veh-corolla-25k');
    expect(load?.priceComparison).toBeNull();
    expect(load?.similarCars).not.toBeNull();
  });

  it('leaves out a part that takes longer than its timeout', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await setPriceGuideFaults({ delayMs: 2000 });
    const started = Date.now();
    const load = await loadPage(VEH, OTHER_MODELS_IN_BAND[0] as string);
    expect(Date.now() - started).toBeLessThan(1800);
    expect(load?.priceComparison).toBeNull();
  }, 15_000);

  it('asks for no estimate without a postcode, or with one that is not a postcode', async () => {
    for (const postcode of [undefined, '', '40', '4'.repeat(21), 'x'.repeat(5000)]) {
      expect((await loadPage(VEH, MAIN_CAR, { postcode }))?.delivery, postcode).toBeNull();
    }
  });
});

describe('the finance teaser', () => {
  it('asks the finance slice for the quote only where finance is on', async () => {
    const on = fakeFinance();
    expect((await loadPage(VEH, MAIN_CAR, { finance: on.rpc }))?.car.quote).toEqual(TEST_QUOTE);
    expect(on.asked).toEqual([{ tenant: VEH.slug, car: expect.objectContaining({ slug: MAIN_CAR }) }]);

    const off = fakeFinance();
    expect((await loadPage(VEH_RIVAL, 'veh-rival-corolla-30k', { finance: off.rpc }))?.car.quote).toBeNull();
    expect(off.asked).toEqual([]);
  });

  it('asks nothing for a car that gets no quote (sold), and keeps a quote for the next view', async () => {
    const finance = fakeFinance();
    const isolate = createVehicleIsolate();
    expect((await loadPage(VEH, 'veh-corolla-sold', { finance: finance.rpc, isolate }))?.car.quote).toBeNull();
    await loadPage(VEH, 'veh-civic-36k', { finance: finance.rpc, isolate });
    await loadPage(VEH, 'veh-civic-36k', { finance: finance.rpc, isolate });
    expect(finance.asked.map(({ car }) => car.slug)).toEqual(['veh-civic-36k']);
  });

  it('is left out, and the page still answers, when the finance slice fails or lacks the method', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = await loadPage(VEH, MAIN_CAR, { finance: fakeFinance(new Error('partner down')).rpc });
    expect(failing?.car.slug).toBe(MAIN_CAR);
    expect(failing?.car.quote).toBeNull();
    // A finance Worker without carQuote at all (an older release of it).
    const missing = await loadPage(VEH, MAIN_CAR, { finance: {} as FinanceRpcFake });
    expect(missing?.car.quote).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('the finance quote failed'), expect.anything());
  });
});

describe('a reserved car whose reservation has ended', () => {
  const reserve = (slug: string, reserved: boolean) =>
    env.DB.prepare(`UPDATE cars SET doc = json_set(doc, '$.reserved', json(?)) WHERE slug = ?`).bind(
      String(reserved),
      slug,
    );
  afterEach(() => env.DB.batch([reserve('veh-corolla-45k', false), reserve('veh-corolla-15k', false)]));

  it('is shown on sale as soon as the finance slice (which owns the reservations) says it has ended', async () => {
    await env.DB.batch([reserve('veh-corolla-45k', true), reserve('veh-corolla-15k', true)]);
    const ended = vehicleCar('veh-corolla-45k').id;
    const finance = fakeFinance(TEST_QUOTE, [ended]);
    expect((await loadPage(VEH, 'veh-corolla-45k', { finance: finance.rpc }))?.car.reserved).toBe(false);
    expect((await loadPage(VEH, 'veh-corolla-15k', { finance: finance.rpc }))?.car.reserved).toBe(true);
    expect(finance.reservationsAsked).toEqual([
      { tenant: VEH.slug, carId: ended },
      { tenant: VEH.slug, carId: vehicleCar('veh-corolla-15k').id },
    ]);
    // A car not flagged reserved costs no call (the finance tests: how the end is read, without writing it).
    await loadPage(VEH, MAIN_CAR, { finance: finance.rpc });
    expect(finance.reservationsAsked).toHaveLength(2);
  });

  it('stays reserved when the finance slice fails to answer (never on sale while it may be held)', async () => {
    await env.DB.batch([reserve('veh-corolla-45k', true)]);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = { ...fakeFinance().rpc, carReservationEnded: () => Promise.reject(new Error('down')) };
    expect((await loadPage(VEH, 'veh-corolla-45k', { finance: failing }))?.car.reserved).toBe(true);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("the reservation's end failed"), expect.anything());
  });
});

describe('the VehiclePage and VehiclePrint fragments', () => {
  it('render from D1 and the slices’ RPC, no call back to the gateway, reading the car once per view, kept or not', async () => {
    const worker = vehicleFragments();
    const request = { params: { slug: SAME_MODEL_IN_BAND[0] as string }, tenant: TENANT, islandId: 'fc-vehicle' };
    const view = async (name: string) => {
      const res = await worker.post('VehiclePage', request);
      expect(res.status, name).toBe(200);
      const fragment = FragmentResponseSchema.parse(await res.json());
      expect(fragment.status, name).toBe(200);
      expect(fragment.html, name).toContain('2022 Toyota Corolla Ascent Sport</h1>');
      return { queries: d1Queries(res), timing: res.headers.get('Server-Timing') ?? '', fragment };
    };
    const first = await view('first');
    // The site's dealerships' config_overrides (the isolate's tenant store keeps them a minute), the car
    // with its version (the kept answer's check and the loader share that one read), its price history.
    expect(first.queries).toBe(3);
    expect(first.timing).toContain('fragment-cache;desc="miss"');
    // The price comparison panel places the car among the similar cars the site lists (issue 31).
    expect(first.fragment.html).toMatch(
      /Priced (\$[\d,]+ (below|above)|about the same as) the average of the \d similar cars on this site/,
    );
    // The answer is kept after it is sent: a later view is answered from it, reading the car (its version) alone.
    await vi.waitFor(async () => expect((await view('repeat')).timing).toContain('fragment-cache;desc="fresh"'));
    const repeat = await view('kept');
    expect(repeat.queries).toBe(1);
    expect(repeat.fragment).toEqual(first.fragment);
  });

  it('renders a kept car page anew as soon as the car changes', async () => {
    const worker = vehicleFragments();
    const slug = SAME_MODEL_IN_BAND[1] as string;
    const request = { params: { slug }, tenant: TENANT, islandId: 'fc-vehicle' };
    const view = async () => {
      const res = await worker.post('VehiclePage', request);
      const fragment = FragmentResponseSchema.parse(await res.json());
      return { price: (fragment.data as { price: unknown }).price, timing: res.headers.get('Server-Timing') ?? '' };
    };
    const price = async () => (await view()).price;
    const before = await price();
    await vi.waitFor(async () => expect((await view()).timing).toContain('fragment-cache;desc="fresh"'));
    await env.DB.prepare(
      `UPDATE cars SET price = price + 1000, doc = json_set(doc, '$.price', json_extract(doc, '$.price') + 1000),
         updated_at = ? WHERE slug = ?`,
    )
      .bind(new Date(Date.now() + 1000).toISOString(), slug)
      .run();
    expect(await price()).not.toEqual(before);
  });

  it('show the car fields the page used to leave out (interior colour, NVIC, carsales title, private sale, pre-order) and the map', async () => {
    const slug = OTHER_MODELS_IN_BAND[5] as string;
    await env.DB.prepare(
      `UPDATE cars SET doc = json_set(doc, '$.interior_colour', 'Charcoal Cloth', '$.nvic', '0A1B2C',
         '$.carsales_title', '2022 Ford Focus Automatic Hatch', '$.private_suburb', 'Parramatta',
         '$.private_postcode', '2150', '$.preorder', json('true'),
         '$.location.address.lat', -33.8136, '$.location.address.long', 151.0034), updated_at = ? WHERE slug = ?`,
    )
      .bind(new Date(Date.now() + 1000).toISOString(), slug)
      .run();
    const res = await vehicleFragments().post('VehiclePage', {
      params: { slug },
      tenant: TENANT,
      islandId: 'fc-vehicle',
    });
    const { html } = FragmentResponseSchema.parse(await res.json());
    expect(html).toMatch(/<\/h1><p[^>]*>2022 Ford Focus Automatic Hatch<\/p>/);
    for (const [label, value] of [
      ['Interior colour', 'Charcoal Cloth'],
      ['NVIC', '0A1B2C'],
      ['Private sale location', 'Parramatta 2150'],
      ['Pre-order', 'Available to pre-order'],
    ]) {
      expect(html).toMatch(new RegExp(`<dt[^>]*>${label}</dt><dd[^>]*>${value}</dd>`));
    }
    // The location's coordinates draw its map from the bundled atlas, in workerd as in Node.
    expect(html).toMatch(/<svg role="img" aria-labelledby="[^"]+" viewBox="0 0 600 360"/);
    expect(html).toContain('destination=-33.8136%2C151.0034');
  });

  it('chart the car’s price history where its price has changed, and leave it out where it has not', async () => {
    const slug = OTHER_MODELS_IN_BAND[4] as string;
    const car = await env.DB.prepare('SELECT id, price, created_at FROM cars WHERE slug = ?')
      .bind(slug)
      .first<{ id: number; price: number; created_at: string }>();
    const render = async () => {
      const res = await vehicleFragments().post('VehiclePage', {
        params: { slug },
        tenant: TENANT,
        islandId: 'fc-vehicle',
      });
      return FragmentResponseSchema.parse(await res.json()).html;
    };
    expect(await render()).not.toContain('Price history');
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO price_history (car_id, price, previous_price, changed_at, source) VALUES (?, ?, NULL, ?, 'test')",
      ).bind(car?.id, (car?.price ?? 0) + 2_000, car?.created_at),
      env.DB.prepare(
        "INSERT INTO price_history (car_id, price, previous_price, changed_at, source) VALUES (?, ?, ?, ?, 'test')",
      ).bind(car?.id, car?.price, (car?.price ?? 0) + 2_000, new Date().toISOString()),
      // A new price is a new version of the page: the kept answer is not served.
      env.DB.prepare('UPDATE cars SET updated_at = ? WHERE id = ?').bind(
        new Date(Date.now() + 1000).toISOString(),
        car?.id,
      ),
    ]);
    const html = await render();
    expect(html).toMatch(/<h2 [^>]*>Price history<\/h2>/);
    expect(html).toMatch(/Down \$2,000 since it was listed on .* after 1 price change\./);
    expect(html).toContain('<td>Listed</td>');
  });

  it('render the print page from one query, and the not-found page for another site’s car', async () => {
    const worker = vehicleFragments();
    const print = (tenant: typeof TENANT) =>
      worker.post('VehiclePrint', { params: {}, query: { car_id: MAIN_CAR }, tenant, islandId: 'fc-vehicle-print' });
    // The first view in an isolate also reads the site's dealerships' config_overrides, kept a minute.
    expect(d1Queries(await print(TENANT))).toBe(2);
    const res = await print(TENANT);
    expect(d1Queries(res)).toBe(1);
    expect(FragmentResponseSchema.parse(await res.json())).toMatchObject({ status: 200, data: null });
    const rival = { slug: VEH_RIVAL.slug, host: 'vehrival.localhost', websiteId: VEH_RIVAL.websiteId };
    expect(FragmentResponseSchema.parse(await (await print(rival)).json()).status).toBe(404);
  });
});
