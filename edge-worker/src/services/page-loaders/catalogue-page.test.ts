import { emptySearchState, type SearchResponse, type SearchState, type TenantConfig } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { type CatalogueSources, loadMakesPage } from './catalogue-page';

// The make list's loader: every make of the list, with the site's stock of it from ONE search's make facet.

const brands = [{ title: 'Toyota', slug: 'toyota', logo: null, banner: null, description: null, skipPage: false }];

function sources(searches: SearchState[]): CatalogueSources {
  const response: SearchResponse = {
    hits: [],
    count: 7,
    facets: { make: [{ value: 'Toyota', count: 7 }] },
    facetStats: {},
    page: 1,
    pages: 1,
    hitsPerPage: 21,
  } as unknown as SearchResponse;
  return {
    tenant: { catalogue: { brands, customBodies: [] } } as unknown as TenantConfig,
    catalogue: async () => [],
    makes: async () => [
      { id: 1, name: 'Toyota', slug: 'toyota', logo: { url: '/media/v1/logo/toyota.svg' } },
      { id: 2, name: 'Lada', slug: 'lada', logo: null },
    ],
    search: async (state) => {
      searches.push(state);
      return response;
    },
    makeOffers: async () => [],
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
