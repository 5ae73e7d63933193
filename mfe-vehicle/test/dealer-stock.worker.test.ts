import { env } from 'cloudflare:workers';
import type { FragmentRequestInput } from '@forecourt/shared';
import { fixtureStatements, locationsFor, makeTenant } from '@forecourt/shared/server-kit/testing/fixtures';
import { callSliceApi } from '@forecourt/shared/server-kit/testing/slice-call';
import { EXAMPLE_BAD_ROWS, exampleFirstFeedCsv, exampleJsonLines } from '@forecourt/shared/testing/stock-feed-examples';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../src/api';
import { STORED_PROBLEMS } from '../src/features/stock-feed/record';
import { json, vehicleBindings, vehicleFragments } from './support';

// The dealer's stock feed pages (issue 30): the upload form's multipart post from the signed-in dealer (the gateway's
// word, no key) imports the file and answers with its report page; every import, by the API or the page, is recorded;
// the upload page lists the site's imports and the report shows the bad rows; neither page answers anyone but the
// dealer, nor another site's import.

const DEALER = { id: 96201, slug: 'upload-north', name: 'Upload North Motors' };
const SITE = makeTenant({ slug: 'uploadsite', websiteId: 9621, dealerships: [DEALER.slug], stock: { level: 0 } });
const OTHER = makeTenant({ slug: 'uploadother', websiteId: 9622, dealerships: ['alpha-motors'], stock: { level: 0 } });

const api = createApi();
const fragments = vehicleFragments();

/** The upload form as a browser posts it (multipart, `Accept: text/html`), as the dealer or not. */
function upload(fields: Record<string, string>, file: File | null, dealer: boolean, tenant = SITE) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set('feed', file);
  return callSliceApi(
    api,
    vehicleBindings(),
    '/api/cars/stock-feed',
    { tenant: tenant.slug, dealer },
    { method: 'POST', headers: { Accept: 'text/html' }, body: form },
  );
}

function page(name: string, params: Record<string, string>, dealer: boolean, tenant = SITE) {
  const body: FragmentRequestInput = {
    params,
    tenant: { slug: tenant.slug, host: `${tenant.slug}.localhost`, websiteId: tenant.websiteId },
    islandId: 'fc-dealer',
    ...(dealer ? { dealer: true as const } : {}),
  };
  return fragments.post(name, body);
}

/** The fragment's own status (its answer travels in a 200): 404 for a page not found. */
async function statusOf(res: Response | Promise<Response>): Promise<number> {
  return ((await (await res).json()) as { status: number }).status;
}

async function htmlOf(res: Response): Promise<string> {
  return ((await res.json()) as { html: string }).html;
}

beforeAll(async () => {
  await env.DB.batch(fixtureStatements(env.DB, [], [DEALER], locationsFor([DEALER])));
  await Promise.all([SITE, OTHER].map((tenant) => env.TENANTS.put(`tenant:${tenant.slug}`, JSON.stringify(tenant))));
});

describe("the dealer's upload form", () => {
  it('refuses anyone but the dealer (401), a missing file and a file of another kind (400)', async () => {
    const csv = new File([exampleFirstFeedCsv()], 'stock.csv', { type: 'text/csv' });
    expect((await upload({ dealership: DEALER.slug }, csv, false)).status).toBe(401);
    const none = await upload({ dealership: DEALER.slug }, null, true);
    expect(none.status).toBe(400);
    expect(await json(none)).toMatchObject({ error: 'feed: Choose a file' });
    const pdf = await upload(
      { dealership: DEALER.slug },
      new File(['%PDF'], 'stock.pdf', { type: 'application/pdf' }),
      true,
    );
    expect(pdf.status).toBe(400);
    const noDealership = await upload({}, csv, true);
    expect(noDealership.status).toBe(400);
    expect(await json(noDealership)).toMatchObject({ error: expect.stringContaining('dealership') });
  });

  it('imports the file for the signed-in dealer and answers with its report page; the report lists the bad rows', async () => {
    const csv = new File([exampleFirstFeedCsv()], 'stock.csv', { type: 'text/csv' });
    const res = await upload({ dealership: DEALER.slug, mode: 'full' }, csv, true);
    expect(res.status).toBe(303);
    const location = res.headers.get('Location') ?? '';
    expect(location).toMatch(/^\/dealer\/stock\/imports\/\d+$/);
    const cars = await env.DB.prepare('SELECT COUNT(*) AS n FROM cars WHERE dealership_id = ?').bind(DEALER.id).first();
    expect(cars).toEqual({ n: 190 });

    const id = location.split('/').at(-1) ?? '';
    const html = await htmlOf(await page('DealerStockImport', { id }, true));
    expect(html).toContain('Upload North Motors');
    expect(html).toContain('Upload: stock.csv');
    for (const bad of EXAMPLE_BAD_ROWS) expect(html).toContain(`<td>${bad.row + 1}</td>`);
    expect(html).toMatch(/<dt>Added<\/dt><dd>190<\/dd>/);
    expect(html).toMatch(/<dt>Bad rows<\/dt><dd>10<\/dd>/);
  });

  it('takes JSON lines by the file name, and a dry run writes nothing but its report', async () => {
    const lines = new File([exampleJsonLines()], 'stock.jsonl', { type: 'application/octet-stream' });
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM cars').first();
    const res = await upload({ dealership: DEALER.slug, mode: 'partial', dry_run: '1' }, lines, true);
    expect(res.status).toBe(303);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM cars').first()).toEqual(before);
    const html = await htmlOf(
      await page('DealerStockImport', { id: res.headers.get('Location')?.split('/').at(-1) ?? '' }, true),
    );
    expect(html).toContain('Partial feed (dry run)');
    expect(html).toContain('nothing was changed');
  });
});

describe("the dealer's stock pages", () => {
  it('lists the site’s imports, newest first, each linking to its report, with the upload form', async () => {
    const html = await htmlOf(await page('DealerStock', {}, true));
    expect(html).toContain('action="/api/cars/stock-feed"');
    expect(html).toMatch(/enctype="multipart\/form-data"/i);
    expect(html).toContain('<option value="upload-north"');
    const links = [...html.matchAll(/href="(\/dealer\/stock\/imports\/\d+)"/g)].map((match) => match[1]);
    expect(links.length).toBeGreaterThanOrEqual(2);
    expect(html.indexOf('Partial feed (dry run)')).toBeLessThan(html.indexOf('190 added'));
  });

  it('records an import by the API too (its id in the answer), its bad rows capped at the stored number', async () => {
    const rows = Array.from({ length: STORED_PROBLEMS + 5 }, (_, i) => `X${i},2020,Kia,Rio,notaprice,10,used`);
    const csv = `stocknum,year,make,model,price,km,car_type\r\n${rows.join('\r\n')}\r\n`;
    const res = await callSliceApi(
      api,
      vehicleBindings(),
      `/api/cars/stock-feed?dealership=${DEALER.slug}&mode=partial`,
      { tenant: SITE.slug },
      {
        method: 'POST',
        headers: { 'Content-Type': 'text/csv', Authorization: `Bearer ${env.DEALER_API_KEY}` },
        body: csv,
      },
    );
    const body = await json(res);
    expect(body.import_id).toEqual(expect.any(Number));
    expect((body.errors as unknown[]).length).toBe(STORED_PROBLEMS + 5);
    const html = await htmlOf(await page('DealerStockImport', { id: String(body.import_id) }, true));
    expect(html).toContain(`The first ${STORED_PROBLEMS} of ${STORED_PROBLEMS + 5} bad rows.`);
    expect(html).toContain(' · API · Partial feed');
  });

  it('answers not found to anyone but the dealer, and for another site’s import', async () => {
    expect(await statusOf(page('DealerStock', {}, false))).toBe(404);
    expect(await statusOf(page('DealerStockImport', { id: '1' }, false))).toBe(404);
    const [latest] = [...(await htmlOf(await page('DealerStock', {}, true))).matchAll(/imports\/(\d+)"/g)].map(
      (match) => match[1] ?? '',
    );
    expect(await statusOf(page('DealerStockImport', { id: latest ?? '' }, true, OTHER))).toBe(404);
    expect(await statusOf(page('DealerStockImport', { id: '999999' }, true))).toBe(404);
  });
});
