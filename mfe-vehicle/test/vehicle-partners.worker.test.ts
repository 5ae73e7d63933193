import { env } from 'cloudflare:workers';
import { deliveryQuote } from '@forecourt/demo/simulators/delivery/quote';
import { regionForPostcode } from '@forecourt/demo/simulators/delivery/regions';
import { valuate } from '@forecourt/demo/simulators/price-guide/market-model';
import { POSTCODE_EMPTY, POSTCODE_UNKNOWN, type TenantConfig } from '@forecourt/shared';
import {
  MAIN_CAR,
  seedVehicleFixtures,
  VEH,
  VEH_RIVAL,
  vehicleCar,
} from '@forecourt/shared/server-kit/testing/vehicle-fixtures';
import { DeliveryEstimateSchema, PriceComparisonSchema } from '@forecourt/shared/vehicle/api';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toPriceComparison } from '../src/partners/price-guide';
import { callVehicleApi, json, setDeliveryOutage, setPriceGuideFaults, setPriceGuideOutage } from './support';

// GET /api/cars/:slug/autogauge and /delivery in mfe-vehicle's Worker: to the price-guide and delivery
// simulators (auxiliary Workers) over HTTP, their 404s, 400s, partner failures and site isolation. (The
// `partners` budget they spend is the gateway's: edge-worker/test/vehicle-api-budget.worker.test.ts.)

beforeAll(() => seedVehicleFixtures(env));

const onSite = (path: string, tenant: TenantConfig = VEH) => callVehicleApi(tenant, path);

/** A few dozen malformed slugs: each must be a 4xx JSON answer on every car route. */
const MALFORMED_SLUGS = [
  '%3Cscript%3E',
  'x'.repeat(201),
  '-leading-dash',
  '_underscore',
  'white%20space',
  'caf%C3%A9',
  '%00',
  '%2F',
  'a%2Fb',
  '..%2F..%2Fetc',
  '%25',
  'quote%22',
  "apos'",
  'semi%3Bcolon',
  'dot.in.slug',
  'plus+sign',
  'emoji%F0%9F%9A%97',
  '%E2%80%8B',
  'back%60tick',
  'brace%7B%7D',
  'x%0Ay',
  'tab%09',
  'comma,slug',
  '%5B%5D',
  'no-such-car-at-all',
  'veh-corolla-main-x',
  'VEH-CAROLLA',
  '0',
  'veh-corolla-hidden',
  'veh-rival-corolla-30k',
];

/** Checks a 4xx JSON answer with an `error`; answers its body. */
async function expectClientErrorJson(res: Response, path: string): Promise<Record<string, unknown>> {
  expect(res.status, path).toBeGreaterThanOrEqual(400);
  expect(res.status, path).toBeLessThan(500);
  expect(res.headers.get('content-type'), path).toMatch(/application\/json/);
  const body = await json(res);
  expect(typeof body.error, path).toBe('string');
  return body;
}

describe('GET /api/cars/:slug/autogauge', () => {
  afterEach(async () => {
    await setPriceGuideOutage(false);
    await setPriceGuideFaults({ delayMs: 0, garbled: 0 });
  });

  it("answers the guide's valuation of the listing as a PriceComparison", async () => {
    const res = await onSite(`/api/cars/${MAIN_CAR}/autogauge`);
    expect(res.status).toBe(200);
    const body = PriceComparisonSchema.parse(await res.json());
    const car = vehicleCar(MAIN_CAR);
    const valuation = valuate(car, new Date().getUTCFullYear());
    expect(body).toEqual(toPriceComparison(car.price, valuation));
    expect(body.listing_price).toBe(30_000);
    expect(body.market_range_min).not.toBeNull();
  });

  it('answers nulls for a vehicle the guide does not value, and for a car without a price', async () => {
    const caravan = PriceComparisonSchema.parse(await (await onSite('/api/cars/veh-caravan/autogauge')).json());
    expect(caravan).toEqual({
      fill: null,
      listing_price: 84_990,
      market_range_min: null,
      market_range_max: null,
      confidence: null,
      description: null,
    });
    const enquire = PriceComparisonSchema.parse(await (await onSite('/api/cars/veh-enquire/autogauge')).json());
    expect(enquire.listing_price).toBeNull();
    expect(enquire.market_range_min).toBeNull();
  });

  it("is a 404 for a car the site does not show, another site's included", async () => {
    for (const [slug, tenant] of [
      ['no-such-car', VEH],
      ['veh-corolla-hidden', VEH],
      ['veh-rival-corolla-30k', VEH],
      [MAIN_CAR, VEH_RIVAL],
    ] as const) {
      const res = await onSite(`/api/cars/${slug}/autogauge`, tenant);
      expect(res.status, `${slug} on ${tenant.slug}`).toBe(404);
      expect((await json(res)).error).toBe(`Car not found: ${slug}`);
    }
  });

  it('is a 502 when the guide is down, garbled or too slow', async () => {
    await setPriceGuideOutage(true);
    const down = await onSite(`/api/cars/${MAIN_CAR}/autogauge`);
    expect(down.status).toBe(502);
    expect((await json(down)).error).toBe('The price guide is unavailable.');
    await setPriceGuideOutage(false);

    await setPriceGuideFaults({ garbled: 1 });
    expect((await onSite(`/api/cars/${MAIN_CAR}/autogauge`)).status).toBe(502);
    expect((await onSite(`/api/cars/${MAIN_CAR}/autogauge`)).status).toBe(200);

    await setPriceGuideFaults({ delayMs: 2600 });
    const slow = await onSite(`/api/cars/${MAIN_CAR}/autogauge`);
    expect(slow.status).toBe(502);
  }, 15_000);
});

describe('GET /api/cars/:slug/delivery', () => {
  afterEach(() => setDeliveryOutage(false));

  const delivery = (slug: string, query: string, tenant: TenantConfig = VEH) =>
    onSite(`/api/cars/${slug}/delivery${query}`, tenant);

  it("answers the carrier's price and region from the car's location to the postcode", async () => {
    const res = await delivery(MAIN_CAR, '?postcode=4000');
    expect(res.status).toBe(200);
    const body = DeliveryEstimateSchema.parse(await res.json());
    const from = regionForPostcode(vehicleCar(MAIN_CAR).location.address.postcode);
    const to = regionForPostcode('4000');
    if (!from || !to) throw new Error('fixture postcodes must be served');
    expect(body).toEqual({ price: deliveryQuote(from, to).price, name: 'Brisbane Metro' });
    const trimmed = DeliveryEstimateSchema.parse(await (await delivery(MAIN_CAR, '?postcode=%204000%20')).json());
    expect(trimmed).toEqual(body);
  });

  it('prices a delivery within the region lower than across the country', async () => {
    const local = DeliveryEstimateSchema.parse(await (await delivery(MAIN_CAR, '?postcode=2150')).json());
    const perth = DeliveryEstimateSchema.parse(await (await delivery(MAIN_CAR, '?postcode=6000')).json());
    expect(local.name).toBe('Sydney Metro');
    expect(perth.name).toBe('Perth Metro');
    expect(local.price).toBeLessThan(perth.price);
  });

  it("answers the spec's message for a postcode the carrier does not serve", async () => {
    for (const postcode of ['6725', '0850', '9999', '0000']) {
      const res = await delivery(MAIN_CAR, `?postcode=${postcode}`);
      expect(res.status, postcode).toBe(404);
      expect(await json(res), postcode).toMatchObject({ error: POSTCODE_UNKNOWN, code: 'unknown_postcode' });
    }
  });

  it("answers the spec's message for an empty or missing postcode, naming the field", async () => {
    for (const query of ['?postcode=', '?postcode=%20%20', '']) {
      const res = await delivery(MAIN_CAR, query);
      expect(res.status, query).toBe(400);
      const body = await json(res);
      expect(body.error, query).toBe(`Invalid request: postcode: ${POSTCODE_EMPTY}`);
      expect(body.issues, query).toEqual([{ path: 'postcode', message: POSTCODE_EMPTY }]);
    }
  });

  it('answers 400 naming the postcode for malformed ones', async () => {
    const malformed = [
      'abc',
      '123',
      '12345',
      '40%2000',
      '4000a',
      '-400',
      '%EF%BC%94%EF%BC%90%EF%BC%90%EF%BC%90',
      '%00%00%00%00',
      '4e3',
      '4000.0',
      `${'9'.repeat(300)}`,
      '0x10',
      'null',
    ];
    for (const postcode of [...malformed, '4000&postcode=2000']) {
      const res = await delivery(MAIN_CAR, `?postcode=${postcode}`);
      const body = await expectClientErrorJson(res, postcode);
      expect(res.status, postcode).toBe(400);
      expect(body.issues, postcode).toEqual([expect.objectContaining({ path: 'postcode' })]);
    }
  });

  it("is a 404 for a car the site does not show, another site's included", async () => {
    expect((await delivery('veh-rival-corolla-30k', '?postcode=4000')).status).toBe(404);
    expect((await delivery(MAIN_CAR, '?postcode=4000', VEH_RIVAL)).status).toBe(404);
    expect((await delivery('veh-corolla-hidden', '?postcode=4000')).status).toBe(404);
  });

  it('is a 502 when the carrier is down', async () => {
    await setDeliveryOutage(true);
    const res = await delivery(MAIN_CAR, '?postcode=4000');
    expect(res.status).toBe(502);
    expect((await json(res)).error).toBe('The delivery partner is unavailable.');
  });
});

describe('malformed and unknown slugs on every vehicle route', () => {
  it('answer 4xx JSON, never a 5xx', async () => {
    for (const slug of MALFORMED_SLUGS) {
      for (const route of ['autogauge', 'delivery?postcode=4000', 'drive-away?postcode=2000', 'similar', 'pdf']) {
        const path = `/api/cars/${slug}/${route}`;
        await expectClientErrorJson(await onSite(path), path);
      }
    }
  }, 30_000);
});
