import { describe, expect, it } from 'vitest';
import type { Offer } from '../schemas/offer';
import { searchOffers } from './search';

const now = new Date('2026-11-22T10:00:00Z');
const viewer = { websiteId: 1, now };

function offer(id: number, overrides: Partial<Offer> = {}): Offer {
  return {
    id,
    dealership_id: 1,
    name: `Offer ${id}`,
    description: 'Drive away today',
    sanitized_description: 'Drive away today',
    disclaimer: 'See dealer for details.',
    category: 'Drive Away',
    price: 30_000 + id,
    manufacturer: { name: 'Toyota', slug: 'toyota' },
    model: { name: 'Hilux', slug: 'hilux', override_url: null },
    image_url: null,
    image_or_model_image: null,
    excluded_website_ids: [],
    starts_at: '2026-11-01',
    expires_at: '2026-12-31',
    ...overrides,
  };
}

const query = { query: '', categories: [], offset: 0 };

describe('searchOffers', () => {
  it('never answers an offer that excludes the site, has ended or has not begun', () => {
    const offers = [
      offer(1),
      offer(2, { excluded_website_ids: [1] }),
      offer(3, { expires_at: '2026-11-21' }),
      offer(4, { starts_at: '2026-11-23' }),
      offer(5, { excluded_website_ids: [2], expires_at: null }),
    ];
    const result = searchOffers(offers, query, viewer);
    expect(result.hits.map((hit) => hit.id)).toEqual([1, 5]);
    expect(result.nbHits).toBe(2);
    expect(result.facets.categories).toEqual([{ value: 'Drive Away', count: 2 }]);
  });

  it('matches every word of the query in the name, text, make, model or category', () => {
    const offers = [offer(1), offer(2, { model: { name: 'RAV4', slug: 'rav4', override_url: null } })];
    expect(searchOffers(offers, { ...query, query: 'toyota RAV4' }, viewer).hits.map((hit) => hit.id)).toEqual([2]);
    expect(searchOffers(offers, { ...query, query: 'ranger' }, viewer).nbHits).toBe(0);
  });

  it('filters by categories and counts the facet without its own filter', () => {
    const offers = [offer(1), offer(2, { category: 'Runout' }), offer(3, { category: 'Runout' })];
    const result = searchOffers(offers, { ...query, categories: ['Drive Away'] }, viewer);
    expect(result.hits.map((hit) => hit.id)).toEqual([1]);
    expect(result.facets.categories).toEqual([
      { value: 'Runout', count: 2 },
      { value: 'Drive Away', count: 1 },
    ]);
  });

  it('filters by price, leaving out offers without one, and states the price range', () => {
    const offers = [offer(1, { price: 10_000 }), offer(2, { price: 50_000 }), offer(3, { price: null })];
    const result = searchOffers(offers, { ...query, price: { min: 20_000, max: null } }, viewer);
    expect(result.hits.map((hit) => hit.id)).toEqual([2]);
    expect(result.priceStats).toEqual({ min: 10_000, max: 50_000 });
  });

  it('pages 21 at a time by offset', () => {
    const offers = Array.from({ length: 45 }, (_, n) => offer(n + 1));
    const second = searchOffers(offers, { ...query, offset: 21 }, viewer);
    expect(second.hits).toHaveLength(21);
    expect(second.hits[0]?.id).toBe(22);
    expect(searchOffers(offers, { ...query, offset: 42 }, viewer).hits).toHaveLength(3);
    expect(second.hitsPerPage).toBe(21);
  });
});
