import { describe, expect, it } from 'vitest';
import { type SearchRouteCatalogue, searchHref, searchRouteFor } from './route-state';
import { emptySearchState, type SearchState, SearchStateSchema } from './search-state';
import { goToPage, parseSearchUrl, refine } from './url-state';

const catalogue: SearchRouteCatalogue = {
  makes: [
    { slug: 'toyota', name: 'Toyota' },
    { slug: 'mercedes-benz', name: 'Mercedes-Benz' },
    { slug: 'ute', name: 'Ute' },
  ],
  models: [
    { slug: 'hilux', name: 'HiLux', makeSlug: 'toyota' },
    { slug: 'c-class', name: 'C-Class', makeSlug: 'mercedes-benz' },
  ],
  bodies: [
    { slug: 'suv', name: 'SUV' },
    { slug: 'people-mover', name: 'People Mover' },
    { slug: 'ute', name: 'Ute' },
    { slug: 'used-cars', name: 'Used Cars Body' },
  ],
  dealerships: [
    { slug: 'harbour-toyota', name: 'Harbour Toyota' },
    { slug: 'suv', name: 'SUV Centre' },
  ],
};

const state = (input: Parameters<typeof SearchStateSchema.parse>[0]): SearchState => SearchStateSchema.parse(input);

describe('searchRouteFor', () => {
  it('/search is the whole stock', () => {
    expect(searchRouteFor('/search', catalogue)).toEqual({
      kind: 'all',
      pathname: '/search',
      state: emptySearchState(),
    });
    expect(searchRouteFor('/search/', catalogue)?.kind).toBe('all');
  });

  it.each([
    ['/search/used-cars', ['used']],
    ['/search/new-cars', ['new']],
    ['/search/demo-cars', ['demo']],
    ['/search/new-and-demo-cars', ['demo', 'new']],
    ['/search/new-used-and-demo-cars', ['demo', 'new', 'used']],
  ])('%s refines car_type to %j', (path, carTypes) => {
    expect(searchRouteFor(path, catalogue)).toEqual({
      kind: 'car-type',
      pathname: path,
      state: state({ refinementList: { car_type: carTypes } }),
    });
  });

  it('/search/{make} and /search/{make}/{model} refine by the facet names', () => {
    expect(searchRouteFor('/search/mercedes-benz', catalogue)).toEqual({
      kind: 'make',
      pathname: '/search/mercedes-benz',
      state: state({ refinementList: { make: ['Mercedes-Benz'] } }),
    });
    expect(searchRouteFor('/search/toyota/hilux', catalogue)).toEqual({
      kind: 'make-model',
      pathname: '/search/toyota/hilux',
      state: state({ refinementList: { make: ['Toyota'], model: ['HiLux'] } }),
    });
  });

  it('/search/{body-slug} and /search/{dealership_slug}', () => {
    expect(searchRouteFor('/search/people-mover', catalogue)?.state.refinementList).toEqual({ body: ['People Mover'] });
    expect(searchRouteFor('/search/harbour-toyota', catalogue)).toMatchObject({
      kind: 'dealership',
      state: { refinementList: { dealership_name: ['Harbour Toyota'] } },
    });
  });

  it('resolves a slug that is several things: car type, then make, then body, then dealership', () => {
    expect(searchRouteFor('/search/used-cars', catalogue)?.kind).toBe('car-type');
    expect(searchRouteFor('/search/ute', catalogue)?.kind).toBe('make');
    expect(searchRouteFor('/search/suv', catalogue)?.kind).toBe('body');
  });

  it('is null for what the site does not know, so the page can 404', () => {
    for (const path of [
      '/search/no-such-make',
      '/search/toyota/no-such-model',
      '/search/toyota/c-class',
      '/search/no-such-make/hilux',
      '/search/toyota/hilux/sr5',
      '/search/used-cars/toyota',
      '/search//toyota',
      '/searching',
      '/cars/search',
      '/search/%E0%A4%A',
      '/search/constructor',
      '/search/__proto__',
    ]) {
      expect(searchRouteFor(path, catalogue), path).toBeNull();
    }
  });

  it('ignores case, a trailing slash and percent-encoding, answering the canonical path', () => {
    expect(searchRouteFor('/Search/Toyota/HiLux/', catalogue)).toMatchObject({
      kind: 'make-model',
      pathname: '/search/toyota/hilux',
    });
    expect(searchRouteFor('/search/mercedes%2Dbenz', catalogue)?.pathname).toBe('/search/mercedes-benz');
  });

  it('takes another base path (the /used-car variant of spec 001 §2)', () => {
    expect(searchRouteFor('/used-car/toyota', catalogue, '/used-car')).toMatchObject({
      kind: 'make',
      pathname: '/used-car/toyota',
    });
    expect(searchRouteFor('/search/toyota', catalogue, '/used-car')).toBeNull();
  });
});

describe('searchHref', () => {
  const usedCars = searchRouteFor('/search/used-cars', catalogue);
  if (!usedCars) throw new Error('fixture: /search/used-cars must match');

  it('keeps the route for what only adds to it (plain pagination and facet links)', () => {
    expect(searchHref(goToPage(usedCars.state, 2), usedCars)).toBe('/search/used-cars?page=2');
    const withMake = refine(usedCars.state, { type: 'toggleRefinement', attribute: 'make', value: 'Toyota' });
    expect(searchHref(withMake, usedCars)).toBe('/search/used-cars?refinementList[make][0]=Toyota');
    expect(searchHref(usedCars.state, usedCars)).toBe('/search/used-cars');
  });

  it("goes to /search with the whole state once the route's own refinement is removed", () => {
    const cleared = refine(usedCars.state, { type: 'setRefinements', attribute: 'car_type', values: [] });
    expect(searchHref(cleared, usedCars)).toBe('/search');
    const newOnly = refine(usedCars.state, { type: 'toggleRefinement', attribute: 'car_type', value: 'new' });
    expect(searchHref(newOnly, usedCars)).toBe(
      '/search/used-cars?refinementList[car_type][0]=new&refinementList[car_type][1]=used',
    );
  });

  it('a link it writes reads back as the same state on that page', () => {
    const next = goToPage(refine(usedCars.state, { type: 'setRange', attribute: 'price', range: ':30000' }), 3);
    const href = searchHref(next, usedCars);
    const [path = '', query = ''] = href.split('?');
    const route = searchRouteFor(path, catalogue);
    expect(route && parseSearchUrl(query, route.state)).toEqual(next);
  });

  it('without a route, writes /search and the state', () => {
    expect(searchHref(state({ refinementList: { make: ['Kia'] } }))).toBe('/search?refinementList[make][0]=Kia');
    expect(searchHref(emptySearchState(), undefined, '/used-car')).toBe('/used-car');
  });
});
