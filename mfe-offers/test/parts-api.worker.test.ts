import { env } from 'cloudflare:workers';
import { PartsSearchResponseSchema } from '@forecourt/shared/parts/api';
import type { Part } from '@forecourt/shared/parts/part';
import { makeTenant, seedFixtures } from '@forecourt/shared/server-kit/testing/fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiGet, contextFor, loaders } from './slice';

// The parts API (called in-process, as the gateway's proxy passes requests on) inside workerd with real
// D1: only the site's own parts, the query and category filters, the category facet, paging by 21, 400
// JSON for bad queries, and the parts pages' loader (the same search with the site's dealerships).

const SITE = makeTenant({
  slug: 'partland',
  hostnames: ['partland.localhost'],
  dealerships: ['alpha-motors', 'alpha-used'],
});
const OTHER = 'elsewhere';

function part(id: number, name: string, category: string): Part {
  return {
    id,
    name,
    part_number: `PT-${id}`,
    category,
    fits: ['All cars'],
    price: 100,
    description: 'A part.',
    image: { url: `/media/v1/logo/part-${id}.svg`, alt: category },
  };
}

const ROWS: [string, Part][] = [
  ...Array.from({ length: 25 }, (_, index): [string, Part] => [
    SITE.slug,
    part(88_001 + index, `Filter ${index}`, 'Servicing'),
  ]),
  [SITE.slug, part(88_100, 'Towbar kit', 'Towing')],
  [OTHER, part(88_200, 'Towbar hitch', 'Towing')],
];

beforeAll(async () => {
  await seedFixtures(env);
  await env.DB.batch(
    ROWS.map(([tenant, row]) =>
      env.DB.prepare(
        'INSERT OR REPLACE INTO parts (id, tenant, name, part_number, category, price, doc) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).bind(row.id, tenant, row.name, row.part_number, row.category, row.price, JSON.stringify(row)),
    ),
  );
  await env.TENANTS.put(`tenant:${SITE.slug}`, JSON.stringify(SITE));
  await env.TENANTS.put('host:partland.localhost', SITE.slug);
});

const get = (path: string) => apiGet(path, SITE.slug);
const json = async (res: Response) => (await res.json()) as Record<string, unknown>;
const search = async (query = '') => {
  const res = await get(`/api/parts${query ? `?${query}` : ''}`);
  expect(res.status, query).toBe(200);
  return PartsSearchResponseSchema.parse(await res.json());
};

describe('GET /api/parts', () => {
  it("answers the site's parts only, 21 a page, with the category facet", async () => {
    const first = await search();
    expect(first.nbHits).toBe(26);
    expect(first.hits).toHaveLength(21);
    expect(first.facets.category).toEqual([
      { value: 'Servicing', count: 25 },
      { value: 'Towing', count: 1 },
    ]);
    expect((await search('offset=21')).hits).toHaveLength(5);
    expect((await search('query=towbar')).hits.map((hit) => hit.id)).toEqual([88_100]);
    expect((await search('category=Towing')).nbHits).toBe(1);
  });

  it('answers 400 JSON naming what is wrong in the query', async () => {
    for (const [query, name] of [
      ['offset=-1', 'offset'],
      ['offset=many', 'offset'],
      ['sort=price', 'sort'],
    ] as const) {
      const res = await get(`/api/parts?${query}`);
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(await json(res)), query).toContain(name);
    }
  });
});

describe('the parts pages’ loader', () => {
  it("answers the search and the site's dealerships", async () => {
    const load = await loaders.partsPage(contextFor(SITE), { query: '', category: 'Towing', offset: 0 });
    expect(load.search.hits.map((hit) => hit.id)).toEqual([88_100]);
    expect(load.dealerships.map((dealership) => dealership.slug)).toEqual(['alpha-motors', 'alpha-used']);
  });
});
