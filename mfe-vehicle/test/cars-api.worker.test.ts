import { env } from 'cloudflare:workers';
import { ALPHA, BRAVO, fixtureCars, seedFixtures, VISIBLE } from '@forecourt/shared/server-kit/testing/fixtures';
import { MAIN_CAR, seedVehicleFixtures, VEH } from '@forecourt/shared/server-kit/testing/vehicle-fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { callVehicleApi, json, TEST_LENDERS, TEST_QUOTE } from './support';

// /api/cars/:slug and its view counter, in mfe-vehicle's Worker as the gateway's proxy calls it: what each
// site shows, isolation between sites, validation.

beforeAll(() => seedFixtures(env));

const allSlugs = fixtureCars(Date.now()).map((car) => car.slug);

describe('GET /api/cars/:slug', () => {
  it('returns the car document with the live view count', async () => {
    await env.DB.prepare('UPDATE cars SET views = 41 WHERE slug = ?').bind('alpha-second-dealer').run();
    const res = await callVehicleApi(ALPHA, '/api/cars/alpha-second-dealer');
    expect(res.status).toBe(200);
    // One D1 query, counted in the answer's Server-Timing as the gateway's were.
    expect(res.headers.get('Server-Timing')).toMatch(/^d1;dur=[\d.]+;desc="1 query"$/);
    const car = await json(res);
    expect(car).toMatchObject({
      slug: 'alpha-second-dealer',
      dealership_slug: 'alpha-used',
      car_type: 'demo',
      views: 41,
    });
  });

  for (const [site, tenant] of [
    ['alpha', ALPHA],
    ['bravo', BRAVO],
  ] as const) {
    it(`shows ${site} exactly its visible cars`, async () => {
      const shown: string[] = [];
      for (const slug of allSlugs) {
        const res = await callVehicleApi(tenant, `/api/cars/${slug}`);
        expect([200, 404]).toContain(res.status);
        if (res.status === 200) shown.push(slug);
        else expect((await json(res)).error).toBe(`Car not found: ${slug}`);
      }
      expect(shown.sort()).toEqual([...VISIBLE[site]].sort());
    });
  }

  it("never shows another site's car", async () => {
    expect((await callVehicleApi(BRAVO, '/api/cars/alpha-in-stock')).status).toBe(404);
    expect((await callVehicleApi(ALPHA, '/api/cars/bravo-used')).status).toBe(404);
    expect((await callVehicleApi(ALPHA, '/api/cars/orphan-car')).status).toBe(404);
  });

  it("answers the finance slice's quote and lenders (the page's figures), never the ones stored with the car", async () => {
    await seedVehicleFixtures(env);
    const car = await json(await callVehicleApi(VEH, `/api/cars/${MAIN_CAR}`));
    expect(car.quote).toEqual(TEST_QUOTE);
    expect(car.finance_lenders).toEqual(TEST_LENDERS);
    // A site without finance shows none on the car's page, so its JSON has none either.
    const withoutFinance = await json(await callVehicleApi(ALPHA, '/api/cars/alpha-in-stock'));
    expect(withoutFinance).toMatchObject({ quote: null, finance_lenders: [] });
  });

  it('rejects a malformed slug with 400 naming the field', async () => {
    const res = await callVehicleApi(ALPHA, '/api/cars/%3Cscript%3E');
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.error).toMatch(/^Invalid request: slug: /);
    expect(body.issues).toEqual([expect.objectContaining({ path: 'slug' })]);
  });
});

describe('GET /api/cars/:slug/view.json', () => {
  const viewUrl = (slug: string, query: Record<string, string | number>) =>
    `/api/cars/${slug}/view.json?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;

  it('counts a view and reports the current car fields', async () => {
    const query = { photos_count: 3, updated_at: '2026-11-01T00:00:00Z', website_id: ALPHA.websiteId };
    const first = await callVehicleApi(ALPHA, viewUrl('alpha-view-counter', query));
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const a = await json(first);
    expect(a.car_fields).toEqual({ photos_count: 7, updated_at: '2026-11-15T09:30:00Z' });

    const b = await json(await callVehicleApi(ALPHA, viewUrl('alpha-view-counter', query)));
    expect(b.views).toBe((a.views as number) + 1);

    const car = await json(await callVehicleApi(ALPHA, '/api/cars/alpha-view-counter'));
    expect(car.views).toBe(b.views);
  });

  it("rejects another site's website_id with 400", async () => {
    const res = await callVehicleApi(ALPHA, viewUrl('alpha-view-counter', { website_id: BRAVO.websiteId }));
    expect(res.status).toBe(400);
    expect((await json(res)).error).toMatch(/website_id/);
  });

  it('names each invalid query field', async () => {
    const missing = await json(await callVehicleApi(ALPHA, viewUrl('alpha-view-counter', {})));
    expect(missing.error).toMatch(/website_id/);
    const bad = await callVehicleApi(
      ALPHA,
      viewUrl('alpha-view-counter', { website_id: ALPHA.websiteId, photos_count: 'many', updated_at: 'yesterday' }),
    );
    expect(bad.status).toBe(400);
    const body = await json(bad);
    const paths = (body.issues as { path: string }[]).map((issue) => issue.path).sort();
    expect(paths).toEqual(['photos_count', 'updated_at']);
  });

  it('does not count views of a car the site does not show', async () => {
    const before = await env.DB.prepare('SELECT views FROM cars WHERE slug = ?')
      .bind('bravo-new')
      .first<{ views: number }>();
    const res = await callVehicleApi(BRAVO, viewUrl('bravo-new', { website_id: BRAVO.websiteId }));
    expect(res.status).toBe(404);
    const after = await env.DB.prepare('SELECT views FROM cars WHERE slug = ?')
      .bind('bravo-new')
      .first<{ views: number }>();
    expect(after?.views).toBe(before?.views);
  });
});
