import { describe, expect, it } from 'vitest';
import type { FacetValueCount } from './api';
import { catalogueOf, resolveSearchRoute } from './route-resolution';
import type { SlugName } from './route-state';
import type { SearchState } from './search-state';

const facet = (...values: string[]): FacetValueCount[] => values.map((value) => ({ value, count: 1 }));

/** The site's dealerships by slug; a slug need not be the name slugified. */
const DEALERSHIPS: readonly SlugName[] = [
  { slug: 'harbour-city-toyota', name: 'Harbour City Toyota' },
  { slug: 'hcm-brighton', name: 'Harbour City Mazda' },
  { slug: 'ute', name: 'Ute Kings' },
];

/**
 * A site's API: every search answers the makes, bodies and dealership names; a make search its models;
 * a dealership is found by its exact slug only.
 */
function fakeFacets() {
  const asked: SearchState[] = [];
  const dealershipsAsked: string[] = [];
  const facets = async (state: SearchState) => {
    asked.push(state);
    const make = state.refinementList.make?.[0];
    return {
      make: facet('Toyota', 'Mercedes-Benz', 'Land Rover'),
      body: facet('SUV', 'People Mover', 'Ute'),
      dealership_name: facet('Harbour City Toyota', 'Harbour City Mazda'),
      model: make === 'Toyota' ? facet('HiLux', 'RAV4', 'LandCruiser 300') : facet('CX-5'),
    };
  };
  const dealership = async (slug: string) => {
    dealershipsAsked.push(slug);
    return DEALERSHIPS.find((entry) => entry.slug === slug) ?? null;
  };
  return { asked, dealershipsAsked, load: { facets, dealership } };
}

describe('resolveSearchRoute', () => {
  it('resolves /search and the car-type pages without asking for facets', async () => {
    const { asked, load } = fakeFacets();
    expect(await resolveSearchRoute('/search', load)).toMatchObject({ kind: 'all', pathname: '/search' });
    expect((await resolveSearchRoute('/search/used-cars', load))?.state.refinementList).toEqual({ car_type: ['used'] });
    expect((await resolveSearchRoute('/search/new-used-and-demo-cars', load))?.state.refinementList).toEqual({
      car_type: ['demo', 'new', 'used'],
    });
    expect(asked).toEqual([]);
  });

  it('resolves a make and a body from the site’s facets (slugs of their names)', async () => {
    const { load, dealershipsAsked } = fakeFacets();
    expect(await resolveSearchRoute('/search/mercedes-benz', load)).toMatchObject({
      kind: 'make',
      state: { refinementList: { make: ['Mercedes-Benz'] } },
    });
    expect(await resolveSearchRoute('/search/people-mover', load)).toMatchObject({
      kind: 'body',
      state: { refinementList: { body: ['People Mover'] } },
    });
    expect(dealershipsAsked).toEqual([]);
  });

  it('resolves a dealership by its exact slug through the API, after the makes and bodies', async () => {
    const { load, asked, dealershipsAsked } = fakeFacets();
    expect(await resolveSearchRoute('/search/HCM-Brighton', load)).toEqual({
      kind: 'dealership',
      pathname: '/search/hcm-brighton',
      state: expect.objectContaining({ refinementList: { dealership_name: ['Harbour City Mazda'] } }),
    });
    expect(await resolveSearchRoute('/search/harbour-city-toyota', load)).toMatchObject({
      kind: 'dealership',
      state: { refinementList: { dealership_name: ['Harbour City Toyota'] } },
    });
    // Its name slugified is no page when that is not its slug.
    expect(await resolveSearchRoute('/search/harbour-city-mazda', load)).toBeNull();
    // A body with the same slug wins, without asking for the dealership.
    expect(await resolveSearchRoute('/search/ute', load)).toMatchObject({ kind: 'body' });
    expect(dealershipsAsked).toEqual(['hcm-brighton', 'harbour-city-toyota', 'harbour-city-mazda']);
    expect(asked).toHaveLength(4);
  });

  it('resolves a make and model from the models of a search for that make', async () => {
    const { asked, load } = fakeFacets();
    expect(await resolveSearchRoute('/search/toyota/landcruiser-300', load)).toMatchObject({
      kind: 'make-model',
      pathname: '/search/toyota/landcruiser-300',
      state: { refinementList: { make: ['Toyota'], model: ['LandCruiser 300'] } },
    });
    expect(asked.map((state) => state.refinementList)).toEqual([{}, { make: ['Toyota'] }]);
  });

  it('answers null for what this site has no page for', async () => {
    const { load, dealershipsAsked } = fakeFacets();
    expect(await resolveSearchRoute('/search/ferrari', load)).toBeNull();
    expect(dealershipsAsked).toEqual(['ferrari']);
    expect(await resolveSearchRoute('/search/toyota/cx-5', load)).toBeNull();
    expect(await resolveSearchRoute('/search/ferrari/f40', load)).toBeNull();
    expect(await resolveSearchRoute('/search/toyota/hilux/sr5', load)).toBeNull();
  });

  it('has a page for each of the site’s brands, with or without its stock (no results, not a 404)', async () => {
    const { load } = fakeFacets();
    const brands = [
      { slug: 'gwm', name: 'GWM' },
      { slug: 'toyota', name: 'Toyota' },
    ];
    expect(await resolveSearchRoute('/search/gwm', load)).toBeNull();
    expect(await resolveSearchRoute('/search/gwm', { ...load, brands })).toEqual({
      kind: 'make',
      pathname: '/search/gwm',
      state: expect.objectContaining({ refinementList: { make: ['GWM'] } }),
    });
    expect((await resolveSearchRoute('/search/toyota', { ...load, brands }))?.state.refinementList).toEqual({
      make: ['Toyota'],
    });
    expect(await resolveSearchRoute('/search/gwm/cannon', { ...load, brands })).toBeNull();
  });

  it('compares slugs without regard to case', async () => {
    const { load } = fakeFacets();
    expect((await resolveSearchRoute('/search/Toyota/HiLux', load))?.pathname).toBe('/search/toyota/hilux');
  });
});

describe('catalogueOf', () => {
  it('skips values without a slug', () => {
    expect(catalogueOf({ make: facet('Toyota', '—') }).makes).toEqual([{ slug: 'toyota', name: 'Toyota' }]);
  });
});
