import { env } from 'cloudflare:workers';
import { ALPHA, BRAVO, seedFixtures } from '@forecourt/shared/server-kit/testing/fixtures';
import { callSliceApi } from '@forecourt/shared/server-kit/testing/slice-call';
import { INVENTORY_FEED_COLUMNS } from '@forecourt/shared/stock/inventory-feed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../src/api';
import type { SearchBindings } from '../src/bindings';
import { createSearchIsolate } from '../src/isolate';

// The ad platforms' vehicle listings feed (issue 30) in workerd over the real D1: only the cars the site shows
// for sale, each with every required attribute (a car lacking one is left out and counted), one dealership's on
// request, another site's never; a sold car leaves it.

const api = createApi(createSearchIsolate());
const feed = (tenant: string, path: string) =>
  callSliceApi(api, env as unknown as SearchBindings, `/api/search/feeds/${path}`, { tenant });

/** The vehicle ids (stock numbers) of a CSV feed's rows. */
async function csvIds(res: Response): Promise<string[]> {
  const [header, ...rows] = (await res.text()).split('\r\n').filter(Boolean);
  expect(header).toBe(INVENTORY_FEED_COLUMNS.join(','));
  return rows.map((row) => row.split(',')[0] ?? '').sort();
}

/** Gives the fixture cars what the platforms require and the fixtures leave out: a VIN and a photo. */
function completeCars(ids: readonly number[]) {
  return env.DB.prepare(
    `UPDATE cars SET doc = json_set(doc, '$.vin', 'JTDBR3FE20J' || printf('%06d', id), '$.primary_image_url', '/media/' || id || '.jpg')
      WHERE id IN (SELECT value FROM json_each(?))`,
  )
    .bind(JSON.stringify(ids))
    .run();
}

const COMPLETED = [9101, 9102, 9103, 9114];

beforeAll(async () => {
  await seedFixtures(env);
  // Alpha's in-stock and coming-soon cars, its sold one, and its excluded make; 9113 stays without a VIN.
  await completeCars(COMPLETED);
});

// The fixtures' D1 is shared with the other Worker test files: put back what these tests changed.
afterAll(async () => {
  await env.DB.prepare(
    `UPDATE cars SET doc = json_set(doc, '$.vin', NULL, '$.primary_image_url', NULL)
      WHERE id IN (SELECT value FROM json_each(?))`,
  )
    .bind(JSON.stringify(COMPLETED))
    .run();
  await env.DB.prepare("UPDATE cars SET status = 'in_stock', sold_at = NULL WHERE id = 9101").run();
});

describe('GET /api/search/feeds/inventory.{csv,xml}', () => {
  it('lists the cars the site shows for sale, leaving out (and counting) one without a required attribute', async () => {
    const res = await feed(ALPHA.slug, 'inventory.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=900');
    const ids = await csvIds(res);
    // 9101 in stock and 9102 coming soon; not the sold 9103 (still on the site for days), nor the excluded Holden.
    expect(ids).toEqual(['S9101', 'S9102']);
    expect(Number(res.headers.get('X-Feed-Left-Out'))).toBeGreaterThan(0);
  });

  it('answers the same listings as XML, and one dealership’s on request', async () => {
    const xml = await (await feed(ALPHA.slug, 'inventory.xml')).text();
    expect(xml).toContain('<title>Alpha Motor Group</title>');
    expect(xml.match(/<listing>/g)).toHaveLength(2);
    expect(xml).toContain('<availability>PENDING</availability>');
    const used = await feed(ALPHA.slug, 'inventory.csv?dealership=alpha-used');
    expect(await csvIds(used)).toEqual([]);
    const foreign = await feed(ALPHA.slug, 'inventory.csv?dealership=bravo-nissan');
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ error: "dealership: not one of this site's (bravo-nissan)" });
  });

  it('shows no other site’s cars, and drops a car once it is sold', async () => {
    expect(await csvIds(await feed(BRAVO.slug, 'inventory.csv'))).not.toContain('S9101');
    await env.DB.prepare("UPDATE cars SET status = 'sold', sold_at = ? WHERE id = 9101")
      .bind(new Date().toISOString())
      .run();
    expect(await csvIds(await feed(ALPHA.slug, 'inventory.csv'))).toEqual(['S9102']);
  });
});
