import { env } from 'cloudflare:workers';
import { emptySearchState } from '@forecourt/shared';
import { SEEK, SEEK_DEALERS, seedSearchFixtures } from '@forecourt/shared/server-kit/testing/search-fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { contextFor, loaders } from './slice';

// The catalogue pages' loaders (issue 15) inside workerd with the real D1 and the real stock search
// (mfe-search's Worker, over its RPC): the catalogue model, the site's running offers of it only, and
// the same stock counts the site's own search finds.

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

const TOYOTA = { title: 'Toyota', slug: 'toyota', logo: null, banner: null, description: null, skipPage: false };
/** The main site's stock, with Toyota as its brand. */
const SITE = { ...SEEK, catalogue: { ...SEEK.catalogue, brands: [TOYOTA] } };

beforeAll(async () => {
  await seedSearchFixtures(env);
  await env.DB.batch([offer(9901, 'Hilux', null), offer(9902, 'Hilux', '2001-01-01'), offer(9903, 'Corolla', null)]);
});

/** What the site's own search counts for a make (and model). */
async function stockOf(make: string, model?: string): Promise<number> {
  const refinementList = model ? { make: [make], model: [model] } : { make: [make] };
  return (await env.MFE_SEARCH.searchStock(SEEK.slug, { ...emptySearchState(), refinementList })).count;
}

describe('the model page’s loader', () => {
  it('answers the model, its running offers on the site and the site’s stock of it', async () => {
    const load = await loaders.modelPage(contextFor(SITE), 'hilux', undefined);
    expect(`${load?.model.manufacturer.name} ${load?.model.name}`).toBe('Toyota Hilux');
    expect(load?.offers.map((o) => o.id)).toEqual([9901]);
    const stock = await stockOf('Toyota', 'Hilux');
    expect(stock).toBeGreaterThan(0);
    expect(load?.stock).toBe(stock);
  });

  it('is null for a model the catalogue does not have, or not of the make named', async () => {
    expect(await loaders.modelPage(contextFor(SITE), 'no-such-model', undefined)).toBeNull();
    expect(await loaders.modelPage(contextFor(SITE), 'hilux', 'ford')).toBeNull();
    expect(await loaders.modelPage(contextFor(SITE), 'hilux', 'toyota')).not.toBeNull();
  });
});

describe('the brand page’s and the pickers’ loaders', () => {
  it('answers the brand’s catalogue models with the stock the site’s search counts, and its offers', async () => {
    const load = await loaders.brandPage(contextFor(SITE), TOYOTA);
    expect(load.stock).toBe(await stockOf('Toyota'));
    const hilux = load.models.find((entry) => entry.model.slug === 'hilux');
    expect(hilux?.stock).toBe(await stockOf('Toyota', 'Hilux'));
    // A catalogue model the site has none of still has its tile.
    expect(load.models.find((entry) => entry.model.slug === 'rav4')?.stock).toBe(0);
    expect(load.offers.map((o) => o.id)).toEqual([9903, 9901]);
  });

  it('counts the brands’ stock and the stocked models for the pickers from the site’s search', async () => {
    const load = await loaders.pickers(contextFor(SITE));
    expect(load.brands).toEqual([{ ...TOYOTA, stock: await stockOf('Toyota') }]);
    expect(load.models[0]?.stock).toBeGreaterThan(0);
    expect(load.models.every((entry) => entry.stock > 0)).toBe(true);
    expect(load.bodies.length).toBeGreaterThan(0);
  });
});
