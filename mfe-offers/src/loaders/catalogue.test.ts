import {
  type DirectoryHit,
  emptySearchState,
  type SearchResponse,
  type SearchState,
  type TenantConfig,
} from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { sampleDirectoryResponse, sampleOffer } from '../test-fixtures';
import { type CatalogueSources, loadBrandPage, loadMakesPage, loadModelPage } from './catalogue';

// The catalogue loaders over their sources: each page's numbers from ONE stock search.

const toyota = { title: 'Toyota', slug: 'toyota', logo: null, banner: null, description: null, skipPage: false };
const brands = [toyota];
const [hilux] = sampleDirectoryResponse().hits as [DirectoryHit];
const corolla: DirectoryHit = { ...hilux, id: 4, name: 'Corolla', slug: 'corolla' };
const ranger: DirectoryHit = {
  ...hilux,
  id: 5,
  name: 'Ranger',
  slug: 'ranger',
  manufacturer: { id: 2, name: 'Ford', slug: 'ford', logo: null },
};

function sources(searches: SearchState[], offerAsks: unknown[] = []): CatalogueSources {
  const response = {
    hits: [],
    count: 7,
    facets: { make: [{ value: 'Toyota', count: 7 }], make_model: [{ value: 'Toyota Hilux', count: 7 }] },
    facetStats: {},
    page: 1,
    pages: 1,
    hitsPerPage: 21,
  } as unknown as SearchResponse;
  return {
    tenant: { catalogue: { brands, customBodies: [] } } as unknown as TenantConfig,
    catalogue: async () => [hilux, corolla, ranger],
    makes: async () => [
      { id: 1, name: 'Toyota', slug: 'toyota', logo: { url: '/media/v1/logo/toyota.svg' } },
      { id: 2, name: 'Lada', slug: 'lada', logo: null },
    ],
    search: async (state) => {
      searches.push(state);
      return response;
    },
    offers: async (slugs) => {
      offerAsks.push(slugs);
      return [sampleOffer()];
    },
  };
}

describe('loadMakesPage', () => {
  it('answers every make with the site’s stock of it (none: 0) and the site’s brands, from one search', async () => {
    const searches: SearchState[] = [];
    const load = await loadMakesPage(sources(searches));
    expect(load.makes.map(({ make, stock }) => [make.slug, stock])).toEqual([
      ['toyota', 7],
      ['lada', 0],
    ]);
    expect(load.brands).toBe(brands);
    expect(searches).toEqual([emptySearchState()]);
  });
});

describe('loadModelPage', () => {
  it('answers the model of that make with its offers and the stock one search finds', async () => {
    const searches: SearchState[] = [];
    const asks: unknown[] = [];
    const load = await loadModelPage(sources(searches, asks), 'hilux', 'toyota');
    expect(load).toEqual({ model: hilux, offers: [sampleOffer()], stock: 7 });
    expect(searches).toEqual([{ ...emptySearchState(), refinementList: { make: ['Toyota'], model: ['Hilux'] } }]);
    expect(asks).toEqual([{ make: 'toyota', model: 'hilux' }]);
  });

  it('is null for a slug the catalogue lacks, or another make’s, and searches nothing', async () => {
    const searches: SearchState[] = [];
    expect(await loadModelPage(sources(searches), 'no-such-model', undefined)).toBeNull();
    expect(await loadModelPage(sources(searches), 'hilux', 'ford')).toBeNull();
    expect(searches).toEqual([]);
  });
});

describe('loadBrandPage', () => {
  it('answers every catalogue model of the make with its stock (none: 0), the make’s stock and offers', async () => {
    const searches: SearchState[] = [];
    const asks: unknown[] = [];
    const load = await loadBrandPage(sources(searches, asks), toyota);
    expect(load.models.map(({ model, stock }) => [model.slug, stock])).toEqual([
      ['hilux', 7],
      ['corolla', 0],
    ]);
    expect(load).toMatchObject({ brand: toyota, stock: 7, offers: [sampleOffer()] });
    expect(searches).toEqual([{ ...emptySearchState(), refinementList: { make: ['Toyota'] } }]);
    expect(asks).toEqual([{ make: 'toyota' }]);
  });
});
