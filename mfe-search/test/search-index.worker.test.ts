import { env } from 'cloudflare:workers';
import {
  SEEK_CATALOGUE,
  SEEK_DEALERS,
  SEEK_NOW,
  seedSearchFixtures,
  seekCars,
} from '@forecourt/shared/server-kit/testing/search-fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchEngineBindings } from '../src/bindings';
import { d1Rows } from '../src/engine/d1-rows';
import { readSearchDocuments, stockVersion } from '../src/engine/d1-source';
import { type SearchDocument, toSearchDocument } from '../src/engine/document';
import { createSearchEngines } from '../src/engine/engines';

// The D1 side of the embedded index, in workerd's real SQLite: the projected rows make exactly the
// documents the whole Car would, and the stock version moves with every change.

beforeAll(() => seedSearchFixtures(env));

const rows = d1Rows(env.DB);

describe('readSearchDocuments', () => {
  it('makes from each projected row the document the whole car makes', async () => {
    const read = new Map<number, SearchDocument>();
    // A small page size, so paging itself is exercised.
    for await (const doc of readSearchDocuments(rows, 7)) read.set(doc.id, doc);
    const names = new Map(Object.values(SEEK_DEALERS).map((dealer) => [dealer.id, dealer.name]));
    const makeNames = new Map(SEEK_CATALOGUE.makes.map((make) => [make.id, make.name]));
    const bodies = new Map(
      SEEK_CATALOGUE.models.map((model) => [`${makeNames.get(model.make_id)} ${model.name}`, model.bodies]),
    );
    let compared = 0;
    for (const car of seekCars(SEEK_NOW)) {
      const expected = toSearchDocument(car, {
        dealershipName: names.get(car.dealership_id),
        categories: bodies.get(`${car.make} ${car.model}`) ?? [],
      });
      if (!car.show_on_dealer_website || expected.in_stock_or_sold_at === null) {
        expect(read.has(car.id), `car ${car.id} is on no site`).toBe(false);
        continue;
      }
      expect(read.get(car.id)).toEqual(expected);
      compared++;
    }
    expect(compared).toBeGreaterThan(30);
    // Spot checks that the projection kept booleans, arrays and nulls as such.
    const hilux = read.get(97201);
    expect(hilux).toMatchObject({
      certified: false,
      filtered_features: ['Tow Bar', 'Reversing Camera'],
      badge: 'Ascent Sport',
    });
    expect(hilux?.categories).toEqual(['Ute', 'Cab Chassis']);
    expect(hilux?.subscription_price).toBeNull();
    expect([...read.values()].find((doc) => doc.weekly_price !== null)).toMatchObject({
      weekly_price: 189.5,
      weekly_price_range: '150:200',
    });
  });
});

describe('stockVersion', () => {
  it('changes when a car is written, added or removed', async () => {
    const first = await stockVersion(rows);
    expect(await stockVersion(rows)).toBe(first);
    await env.DB.prepare("UPDATE cars SET updated_at = '2099-02-02T00:00:00Z' WHERE id = 97202").run();
    const written = await stockVersion(rows);
    expect(written).not.toBe(first);
    await env.DB.prepare("UPDATE cars SET updated_at = '2026-11-10T00:00:00Z' WHERE id = 97202").run();
    await env.DB.prepare(
      `INSERT INTO cars (id, slug, dealership_id, location_id, status, car_type, item_type, make, model, stocknum, price,
       km, year, photos_count, show_on_dealer_website, sold_at, created_at, updated_at, views, doc)
       SELECT 97998, 'seek-version-97998', dealership_id, location_id, status, car_type, item_type, make, model, 'V97998',
       price, km, year, photos_count, show_on_dealer_website, sold_at, created_at, updated_at, views, doc FROM cars WHERE id = 97202`,
    ).run();
    const added = await stockVersion(rows);
    expect(added).not.toBe(first);
    await env.DB.prepare('DELETE FROM cars WHERE id = 97998').run();
    expect(await stockVersion(rows)).toBe(first);
  });
});

describe('carsChanged', () => {
  it("pushes a car's new reserved flag to the built index at once, without waiting for a stock check", async () => {
    // An hour between stock checks: only the push can bring the change in.
    const slow = { ...env, SEARCH_INDEX_CHECK_SECONDS: '3600' } as SearchEngineBindings;
    const engines = createSearchEngines();
    const reservedOf = async () => {
      const engine = await engines.engineFor(slow, () => {});
      const result = await engine.search({
        filters: [{ field: 'id', op: '=', values: [97201] }],
        facets: [],
        sort: [],
        offset: 0,
        limit: 1,
      });
      return result.hits[0]?.reserved;
    };
    const setReserved = (reserved: boolean, at: string) =>
      env.DB.prepare(`UPDATE cars SET doc = json_set(doc, '$.reserved', json(?)), updated_at = ? WHERE id = 97201`)
        .bind(String(reserved), at)
        .run();
    const before = await env.DB.prepare('SELECT updated_at FROM cars WHERE id = 97201').first<{ updated_at: string }>();
    expect(await reservedOf()).toBe(false);
    await setReserved(true, '2099-03-03T00:00:00Z');
    expect(await reservedOf()).toBe(false);
    await engines.carsChanged(slow, [97201]);
    expect(await reservedOf()).toBe(true);
    await setReserved(false, before?.updated_at ?? '');
    await engines.carsChanged(slow, [97201]);
    expect(await reservedOf()).toBe(false);
  });
});
