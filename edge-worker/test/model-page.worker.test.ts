import { env, exports } from 'cloudflare:workers';
import { SearchResponseSchema } from '@forecourt/shared';
import { ModelPageLoadSchema } from '@forecourt/shared/pages/catalogue';
import { SEEK_DEALERS, seedSearchFixtures } from '@forecourt/shared/server-kit/testing/search-fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { gateway } from './http';

// The model page's loader (GET /api/pages/model/:slug, issue 15) inside workerd with the real D1 and
// search engine: the catalogue model, the site's running offers of that model only, and the same
// stock count the site's own search finds for it.

const offer = (id: number, model: string, expires: string | null) => {
  const doc = {
    id,
    dealership_id: SEEK_DEALERS.city.id,
    name: `Offer ${id}`,
    description: '<p>Today</p>',
    sanitized_description: 'Today',
    disclaimer: 'See dealer.',
    category: 'Drive Away',
    price: 29_990,
    manufacturer: { name: 'Toyota', slug: 'toyota' },
    model: { name: model, slug: model.toLowerCase(), override_url: null },
    image_url: null,
    image_or_model_image: null,
    excluded_website_ids: [],
    starts_at: null,
    expires_at: expires,
  };
  return env.DB.prepare(
    'INSERT OR REPLACE INTO offers (id, dealership_id, category, price, starts_at, expires_at, doc) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).bind(id, SEEK_DEALERS.city.id, doc.category, doc.price, null, expires, JSON.stringify(doc));
};

beforeAll(async () => {
  await seedSearchFixtures(env);
  await env.DB.batch([offer(9901, 'Hilux', null), offer(9902, 'Hilux', '2001-01-01'), offer(9903, 'Corolla', null)]);
});

const internal = (path: string, init: RequestInit = {}) =>
  exports.InternalApi.fetch(new Request(`https://seek.localhost${path}`, init));

describe('GET /api/pages/model/:slug', () => {
  it('answers the model, its running offers on the site and the site’s stock of it', async () => {
    const res = await internal('/api/pages/model/hilux');
    expect(res.status).toBe(200);
    const load = ModelPageLoadSchema.parse(await res.json());
    expect(`${load.model.manufacturer.name} ${load.model.name}`).toBe('Toyota Hilux');
    expect(load.offers.map((o) => o.id)).toEqual([9901]);
    const search = await internal('/api/search', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refinementList: { make: ['Toyota'], model: ['Hilux'] } }),
    });
    const stock = SearchResponseSchema.parse(await search.json()).count;
    expect(stock).toBeGreaterThan(0);
    expect(load.stock).toBe(stock);
  });

  it('404s a model the catalogue does not have and 400s a bad slug, to internal callers only', async () => {
    expect((await internal('/api/pages/model/no-such-model')).status).toBe(404);
    expect((await internal('/api/pages/model/hilux?make=ford')).status).toBe(404);
    expect((await internal('/api/pages/model/hilux?make=toyota')).status).toBe(200);
    expect((await internal('/api/pages/model/not%20a%20slug')).status).toBe(400);
    expect((await gateway('/api/pages/model/hilux', { host: 'seek.localhost' })).status).toBe(404);
  });
});
