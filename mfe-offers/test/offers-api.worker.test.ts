import { env } from 'cloudflare:workers';
import { OfferResponseSchema, OffersSearchResponseSchema } from '@forecourt/shared';
import { DAY_MS, makeTenant, seedFixtures } from '@forecourt/shared/server-kit/testing/fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiGet } from './slice';

// The special offers API (called in-process, as the gateway's proxy passes requests on) inside workerd
// with real D1: only the offers the site shows today (its
// dealerships', running, not excluding its website id), the search's filters, facets and paging, a
// dealership's offers alone, and 400/404 JSON for bad queries.

const SITE = makeTenant({ slug: 'offerland', websiteId: 909, dealerships: ['alpha-motors', 'alpha-used'] });
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

interface Row {
  id: number;
  dealership: number;
  category?: string;
  price?: number | null;
  excluded?: number[];
  starts?: string | null;
  expires?: string | null;
}

const ROWS: Row[] = [
  { id: 9801, dealership: 9001, price: 30_000 },
  { id: 9802, dealership: 9001, excluded: [909] },
  { id: 9803, dealership: 9001, expires: day(-1) },
  { id: 9804, dealership: 9001, starts: day(2) },
  { id: 9805, dealership: 9003 },
  { id: 9806, dealership: 9002, category: 'Runout', price: 45_000, starts: day(0), expires: day(0) },
  { id: 9807, dealership: 9002, category: 'Finance offer', price: null, excluded: [202] },
];

function insert(row: Row) {
  const doc = {
    id: row.id,
    dealership_id: row.dealership,
    name: `Offer ${row.id} on the Corolla`,
    description: '<p>Drive away today</p>',
    sanitized_description: 'Drive away today',
    disclaimer: 'See dealer for details.',
    category: row.category ?? 'Drive Away',
    price: row.price === undefined ? 29_990 : row.price,
    manufacturer: { name: 'Toyota', slug: 'toyota' },
    model: { name: 'Corolla', slug: 'corolla', override_url: null },
    image_url: null,
    image_or_model_image: null,
    excluded_website_ids: row.excluded ?? [],
    starts_at: row.starts ?? null,
    expires_at: row.expires ?? null,
  };
  return env.DB.prepare(
    'INSERT OR REPLACE INTO offers (id, dealership_id, category, price, starts_at, expires_at, doc) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).bind(row.id, row.dealership, doc.category, doc.price, doc.starts_at, doc.expires_at, JSON.stringify(doc));
}

beforeAll(async () => {
  await seedFixtures(env);
  // The Worker test files share one D1: other files' offers on these dealerships (the lead tests') are not this file's.
  const ours = ROWS.map((row) => row.id);
  await env.DB.prepare(`DELETE FROM offers WHERE id NOT IN (${ours.map(() => '?').join(', ')})`)
    .bind(...ours)
    .run();
  await env.DB.batch(ROWS.map(insert));
  await env.TENANTS.put(`tenant:${SITE.slug}`, JSON.stringify(SITE));
});

const get = (path: string) => apiGet(path, SITE.slug);
const json = async (res: Response) => (await res.json()) as Record<string, unknown>;
const search = async (query = '') => {
  const res = await get(`/api/offers${query ? `?${query}` : ''}`);
  expect(res.status, query).toBe(200);
  return OffersSearchResponseSchema.parse(await res.json());
};

describe('GET /api/offers', () => {
  it('answers only the site’s running offers that do not exclude it, with category counts', async () => {
    const answer = await search();
    expect(answer.hits.map((offer) => offer.id)).toEqual([9807, 9806, 9801]);
    expect(answer.nbHits).toBe(3);
    expect(answer.hitsPerPage).toBe(21);
    expect(answer.facets.categories).toEqual([
      { value: 'Drive Away', count: 1 },
      { value: 'Finance offer', count: 1 },
      { value: 'Runout', count: 1 },
    ]);
    expect(answer.priceStats).toEqual({ min: 30_000, max: 45_000 });
  });

  it('filters by categories, price and query', async () => {
    expect((await search('categories[0]=Runout&categories[1]=Drive%20Away')).hits.map((o) => o.id)).toEqual([
      9806, 9801,
    ]);
    expect((await search('price=40000:')).hits.map((o) => o.id)).toEqual([9806]);
    expect((await search('query=offer%209801')).hits.map((o) => o.id)).toEqual([9801]);
    expect((await search('offset=21')).hits).toEqual([]);
  });

  it('restricts to one of the site’s dealerships, and 404s another site’s', async () => {
    const answer = await search('dealership=alpha-used');
    expect(answer.hits.map((o) => o.id)).toEqual([9807, 9806]);
    expect(answer.dealership).toEqual({ slug: 'alpha-used', name: 'Alpha Used Cars' });
    const res = await get('/api/offers?dealership=bravo-nissan');
    expect(res.status).toBe(404);
    expect(await json(res)).toMatchObject({ error: 'Dealership not found: bravo-nissan' });
  });

  it('answers 400 JSON naming what is wrong in the query', async () => {
    for (const [query, name] of [
      ['offset=-3', 'offset'],
      ['price=cheap', 'price'],
      ['colour=red', 'colour'],
      ['dealership=Not%20a%20slug', 'dealership'],
    ] as const) {
      const res = await get(`/api/offers?${query}`);
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(await json(res)), query).toContain(name);
    }
  });
});

describe('GET /api/offers/:id', () => {
  it('answers a running offer of the site', async () => {
    const res = await get('/api/offers/9806');
    expect(res.status).toBe(200);
    expect(OfferResponseSchema.parse(await res.json()).offer.id).toBe(9806);
  });

  it('404s an excluded, ended, not yet begun or another site’s offer, and 400s a bad id', async () => {
    for (const id of [9802, 9803, 9804, 9805, 1_000_000]) {
      const res = await get(`/api/offers/${id}`);
      expect(res.status, String(id)).toBe(404);
      expect(await json(res)).toMatchObject({ error: `Offer not found: ${id}` });
    }
    expect((await get('/api/offers/abc')).status).toBe(400);
  });
});

describe("an offer's model", () => {
  it("takes its override URL from the catalogue, where the model's URL is kept (the offer's copy has none)", async () => {
    const model = {
      id: 99_101,
      make_id: 99_100,
      name: 'Zeta One',
      slug: 'zeta-one',
      override_url: '/pages/electric-vehicles',
    };
    const offer = {
      id: 9810,
      dealership_id: 9001,
      name: 'Zeta One from $49,990',
      description: '<p>Electric</p>',
      sanitized_description: 'Electric',
      disclaimer: 'See dealer for details.',
      category: 'Drive Away',
      price: 49_990,
      manufacturer: { name: 'Zeta Motors', slug: 'zeta-motors' },
      model: { name: model.name, slug: model.slug, override_url: null },
      image_url: null,
      image_or_model_image: null,
      excluded_website_ids: [],
      starts_at: null,
      expires_at: null,
    };
    await env.DB.batch([
      env.DB.prepare('INSERT OR REPLACE INTO makes (id, name, slug, logo_url) VALUES (?, ?, ?, NULL)').bind(
        model.make_id,
        'Zeta Motors',
        'zeta-motors',
      ),
      env.DB.prepare('INSERT OR REPLACE INTO models (id, make_id, name, slug, doc) VALUES (?, ?, ?, ?, ?)').bind(
        model.id,
        model.make_id,
        model.name,
        model.slug,
        JSON.stringify(model),
      ),
      env.DB.prepare(
        'INSERT OR REPLACE INTO offers (id, dealership_id, category, price, starts_at, expires_at, doc) VALUES (?, ?, ?, ?, NULL, NULL, ?)',
      ).bind(offer.id, offer.dealership_id, offer.category, offer.price, JSON.stringify(offer)),
    ]);
    try {
      const one = OfferResponseSchema.parse(await json(await get('/api/offers/9810')));
      expect(one.offer.model.override_url).toBe('/pages/electric-vehicles');
      const hit = (await search()).hits.find((found) => found.id === 9810);
      expect(hit?.model.override_url).toBe('/pages/electric-vehicles');
      // The others keep their own (no catalogue model of theirs names a URL).
      expect((await search()).hits.find((found) => found.id === 9801)?.model.override_url).toBeNull();
    } finally {
      await env.DB.prepare('DELETE FROM offers WHERE id = ?').bind(offer.id).run();
    }
  });
});
