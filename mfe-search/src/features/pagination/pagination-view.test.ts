import { emptySearchState } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { pageNumbers, paginationView } from './pagination-view';

const route = {
  pathname: '/search/used-cars',
  state: { ...emptySearchState(), refinementList: { car_type: ['used'] } },
};

describe('pageNumbers', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, null, 10]],
    [6, 20, [1, null, 4, 5, 6, 7, 8, null, 20]],
    [4, 10, [1, 2, 3, 4, 5, 6, null, 10]],
    [20, 20, [1, null, 18, 19, 20]],
  ])('page %i of %i → %j', (page, pages, expected) => {
    expect(pageNumbers(page, pages)).toEqual(expected);
  });
});

describe('paginationView', () => {
  it('is null for a single page', () => {
    expect(paginationView(route.state, 1, route)).toBeNull();
    expect(paginationView(route.state, 0, route)).toBeNull();
  });

  it('links pages in InstantSearch format, keeping the route', () => {
    const view = paginationView({ ...route.state, page: 2 }, 3, route);
    expect(view).toMatchObject({
      page: 2,
      pages: 3,
      previous: { page: 1, href: '/search/used-cars', current: false },
      next: { page: 3, href: '/search/used-cars?page=3', current: false },
    });
    expect(view?.links).toEqual([
      { page: 1, href: '/search/used-cars', current: false },
      { page: 2, href: '/search/used-cars?page=2', current: true },
      { page: 3, href: '/search/used-cars?page=3', current: false },
    ]);
  });

  it('keeps the filters in every link', () => {
    const state = { ...route.state, query: 'hilux', sortBy: 'Car_production:price:asc' as const };
    expect(paginationView(state, 2, route)?.next?.href).toBe(
      '/search/used-cars?query=hilux&sortBy=Car_production:price:asc&page=2',
    );
  });

  it('gives a page past the end a way back', () => {
    const view = paginationView({ ...route.state, page: 9 }, 3, route);
    expect(view?.previous?.page).toBe(3);
    expect(view?.next).toBeNull();
    expect(paginationView({ ...route.state, page: 4 }, 0, route)?.previous?.page).toBe(1);
  });
});
