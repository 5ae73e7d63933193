import { env } from 'cloudflare:workers';
import type { Car } from '@forecourt/shared';
import { fixtureStatements, locationsFor, makeCar, makeTenant } from '@forecourt/shared/server-kit/testing/fixtures';
import {
  EXAMPLE_BAD_ROWS,
  EXAMPLE_FEED_ROWS,
  EXAMPLE_SECOND_FEED,
  exampleFirstFeedCsv,
  exampleJsonLines,
  exampleSecondFeedCsv,
  exampleStocknum,
} from '@forecourt/shared/testing/stock-feed-examples';
import { beforeAll, describe, expect, it } from 'vitest';
import { callVehicleApi, json } from './support';

// The stock feed import (issue 30) in mfe-vehicle's Worker as the gateway's proxy calls it: the example CSV of
// 200 cars (10 bad), its second feed (5 dropped, 3 repriced), idempotence, the VIN cross-check, isolation from
// another dealership and another site, the dry run, and the refusals (no key, a foreign dealership, a body
// that is neither CSV nor JSON lines).

const DEALERS = {
  north: { id: 96001, slug: 'feed-north', name: 'Feed North Motors' },
  south: { id: 96002, slug: 'feed-south', name: 'Feed South Autos' },
  rival: { id: 96003, slug: 'feed-rival', name: 'Feed Rival Cars' },
  json: { id: 96004, slug: 'feed-json', name: 'Feed JSON Cars' },
};
const SITE = makeTenant({
  slug: 'feedsite',
  websiteId: 9601,
  dealerships: ['feed-north', 'feed-south', 'feed-json'],
  stock: { level: 0 },
  soldVisibleDays: 3,
});
const RIVAL_SITE = makeTenant({ slug: 'feedrival', websiteId: 9602, dealerships: ['feed-rival'], stock: { level: 0 } });

const KEY = env.DEALER_API_KEY ?? '';
/** A car of feed-north that no feed lists, and the cars the imports must not touch. */
const OLD_NORTH = makeCar({ id: 96101, slug: 'feed-north-old', dealership: DEALERS.north, stocknum: 'OLD1' });
const SOUTH = makeCar({ id: 96102, slug: 'feed-south-car', dealership: DEALERS.south, stocknum: exampleStocknum(3) });
const RIVAL = makeCar({ id: 96103, slug: 'feed-rival-car', dealership: DEALERS.rival, stocknum: exampleStocknum(44) });

function post(
  query: string,
  body: string,
  { type = 'text/csv', key = KEY, tenant = SITE }: { type?: string; key?: string | null; tenant?: typeof SITE } = {},
) {
  return callVehicleApi(tenant, `/api/cars/stock-feed?${query}`, {
    method: 'POST',
    headers: { 'Content-Type': type, ...(key === null ? {} : { Authorization: `Bearer ${key}` }) },
    body,
  });
}

async function northCars(): Promise<Car[]> {
  const { results } = await env.DB.prepare('SELECT doc FROM cars WHERE dealership_id = ? ORDER BY id')
    .bind(DEALERS.north.id)
    .all<{ doc: string }>();
  return results.map((row) => JSON.parse(row.doc) as Car);
}

async function rowOf(stocknum: string, dealershipId = DEALERS.north.id) {
  return env.DB.prepare(
    'SELECT id, slug, status, sold_at, price, updated_at, doc FROM cars WHERE dealership_id = ? AND stocknum = ?',
  )
    .bind(dealershipId, stocknum)
    .first<{
      id: number;
      slug: string;
      status: string;
      sold_at: string | null;
      price: number;
      updated_at: string;
      doc: string;
    }>();
}

const untouched = async () => ({
  south: await rowOf(SOUTH.stocknum, DEALERS.south.id),
  rival: await rowOf(RIVAL.stocknum, DEALERS.rival.id),
});

beforeAll(async () => {
  const dealers = Object.values(DEALERS);
  await env.DB.batch(fixtureStatements(env.DB, [OLD_NORTH, SOUTH, RIVAL], dealers, locationsFor(dealers)));
  await Promise.all(
    [SITE, RIVAL_SITE].map((tenant) => env.TENANTS.put(`tenant:${tenant.slug}`, JSON.stringify(tenant))),
  );
});

describe('POST /api/cars/stock-feed', () => {
  it('refuses a call without the dealer key (401), a dealership not on the site (404) and a body that is neither CSV nor JSON lines (400)', async () => {
    expect((await post('dealership=feed-north', exampleFirstFeedCsv(), { key: null })).status).toBe(401);
    expect((await post('dealership=feed-north', exampleFirstFeedCsv(), { key: 'wrong' })).status).toBe(401);
    const foreign = await post('dealership=feed-rival', exampleFirstFeedCsv());
    expect(foreign.status).toBe(404);
    expect(await json(foreign)).toMatchObject({ error: 'Dealership not found: feed-rival' });
    const xml = await post('dealership=feed-north', '<listings/>', { type: 'application/xml' });
    expect(xml.status).toBe(400);
    expect(await json(xml)).toMatchObject({ error: expect.stringContaining('CSV (text/csv) or JSON lines') });
    const notJson = await post('dealership=feed-north', '<listings/>\n', { type: 'application/x-ndjson' });
    expect(notJson.status).toBe(400);
    const noColumns = await post('dealership=feed-north', 'title,url\r\nA,B\r\n');
    expect(noColumns.status).toBe(400);
    expect(await json(noColumns)).toMatchObject({ error: expect.stringContaining('no column for stocknum') });
    expect((await northCars()).map((car) => car.slug)).toEqual([OLD_NORTH.slug]);
  });

  it('dry run: reports what the first feed would do and writes nothing', async () => {
    const res = await post('dealership=feed-north&dry_run=1', exampleFirstFeedCsv());
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ added: 190, sold: 1, dry_run: true });
    expect(await northCars()).toEqual([OLD_NORTH]);
  });

  it('imports the 200-car CSV: 190 stored, the 10 bad rows reported by line, column and reason, the unlisted car sold', async () => {
    const before = await untouched();
    const res = await post('dealership=feed-north', exampleFirstFeedCsv());
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ added: 190, updated: 0, repriced: 0, unchanged: 0, sold: 1, dry_run: false });
    expect(body.errors).toEqual(EXAMPLE_BAD_ROWS.map(({ row, column, reason }) => ({ line: row + 1, column, reason })));
    expect((body.mapping as { columns: unknown[] }).columns).toContainEqual({
      column: 'vehicle_id',
      field: 'stocknum',
    });

    const cars = await northCars();
    expect(cars).toHaveLength(191);
    const first = cars.find((car) => car.stocknum === exampleStocknum(1));
    expect(first).toMatchObject({
      slug: '2019-toyota-corolla-hc1001',
      photos_count: 3,
      status: 'in_stock',
      price: 20_990,
      km: 8_311,
      car_type: 'used',
    });
    const miles = cars.find((car) => car.stocknum === exampleStocknum(10));
    expect(miles?.km).toBe(Math.round((8_000 + 10 * 311) * 1.609344));
    expect(cars.find((car) => car.stocknum === 'OLD1')).toMatchObject({ status: 'sold', sold_at: expect.any(String) });
    // A new car is on the site at once, with its first price in its history.
    const shown = await callVehicleApi(SITE, `/api/cars/${first?.slug}`);
    expect(shown.status).toBe(200);
    const history = await env.DB.prepare('SELECT price, previous_price FROM price_history WHERE car_id = ?')
      .bind(first?.id)
      .all();
    expect(history.results).toEqual([{ price: 20_990, previous_price: null }]);
    expect(await untouched()).toEqual(before);
  });

  it('the second feed: the 5 dropped sold today and still shown as sold, the 3 repriced with their history; a re-run changes nothing', async () => {
    const before = await untouched();
    const res = await post('dealership=feed-north', exampleSecondFeedCsv());
    expect(await json(res)).toMatchObject({ added: 0, updated: 0, repriced: 3, unchanged: 182, sold: 5 });
    const today = new Date().toISOString().slice(0, 10);
    for (const n of EXAMPLE_SECOND_FEED.dropped) {
      const row = await rowOf(exampleStocknum(n));
      expect(row, `row ${n}`).toMatchObject({ status: 'sold', sold_at: expect.stringMatching(`^${today}`) });
      expect(JSON.parse(row?.doc ?? '{}')).toMatchObject({ status: 'sold', sold_at: row?.sold_at });
      const shown = await callVehicleApi(SITE, `/api/cars/${row?.slug}`);
      expect(shown.status).toBe(200);
      expect(await json(shown)).toMatchObject({ status: 'sold' });
    }
    for (const [n, price] of Object.entries(EXAMPLE_SECOND_FEED.repriced)) {
      const row = await rowOf(exampleStocknum(Number(n)));
      expect(row?.price).toBe(Number.parseInt(price, 10));
      const history = await env.DB.prepare('SELECT price FROM price_history WHERE car_id = ? ORDER BY id')
        .bind(row?.id)
        .all<{ price: number }>();
      expect(history.results.map((entry) => entry.price)).toEqual([19_990 + (Number(n) % 40) * 1_000, row?.price]);
    }
    expect(await untouched()).toEqual(before);

    const stored = await northCars();
    const again = await post('dealership=feed-north', exampleSecondFeedCsv());
    expect(await json(again)).toMatchObject({ added: 0, updated: 0, repriced: 0, unchanged: 185, sold: 0 });
    expect(await northCars()).toEqual(stored);
  });

  it('refuses a row whose VIN differs from the stored car’s under its stock number, and a partial feed sells nothing', async () => {
    const stored = await rowOf(exampleStocknum(1));
    const csv = `vehicle_id,vin,make,model,year,mileage.value,price,state_of_vehicle\r\n${exampleStocknum(1)},MR0FA3CD100000001,Mazda,CX-5,2019,8311,20990 AUD,USED\r\n`;
    const res = await post('dealership=feed-north&mode=partial', csv);
    expect(await json(res)).toMatchObject({
      added: 0,
      sold: 0,
      errors: [{ line: 2, column: 'vin', reason: expect.stringContaining('differs from the stored car') }],
    });
    expect(await rowOf(exampleStocknum(1))).toEqual(stored);
    expect((await northCars()).filter((car) => car.status === 'in_stock')).toHaveLength(EXAMPLE_FEED_ROWS - 10 - 5);
  });

  it('imports JSON lines with the catalogue’s nesting', async () => {
    const res = await post('dealership=feed-json', exampleJsonLines(), { type: 'application/x-ndjson' });
    expect(await json(res)).toMatchObject({ added: 5, errors: [] });
    expect(await rowOf(exampleStocknum(2), DEALERS.json.id)).toMatchObject({ price: 21_990, status: 'in_stock' });
  });
});
