import { describe, expect, it } from 'vitest';
import { declaredHydrationTrigger, islandIdFor, PAGE_ROUTES } from './routes';

describe('PAGE_ROUTES', () => {
  it('gives every page exactly one primary fragment, and unique island ids', () => {
    for (const route of PAGE_ROUTES) {
      expect(
        route.fragments.filter((slot) => slot.primary),
        route.path,
      ).toHaveLength(1);
      const ids = route.fragments.map((slot) => islandIdFor(slot.fragment));
      expect(new Set(ids).size, route.path).toBe(ids.length);
    }
  });

  it("lets mfe_vehicle own the car page, with mfe_finance's calculator composed after it", () => {
    const car = PAGE_ROUTES.find((route) => route.path === '/cars/:slug');
    expect(car?.fragments).toEqual([
      { remote: 'mfe_vehicle', fragment: 'VehiclePage', primary: true },
      { remote: 'mfe_finance', fragment: 'FinanceCalculator', primary: false },
    ]);
    expect(car?.params.safeParse({ slug: '2021-toyota-hilux-sr5' }).success).toBe(true);
    expect(car?.params.safeParse({ slug: '<script>' }).success).toBe(false);
  });

  it('lets mfe_vehicle own the print page, whose car comes from the query', () => {
    const print = PAGE_ROUTES.find((route) => route.path === '/print');
    expect(print?.fragments).toEqual([{ remote: 'mfe_vehicle', fragment: 'VehiclePrint', primary: true }]);
    expect(print?.params.safeParse({}).success).toBe(true);
  });

  it('lets mfe_search own /search and every /search/… form', () => {
    const search = PAGE_ROUTES.filter((route) => route.path.startsWith('/search'));
    expect(search.map((route) => route.path)).toEqual(['/search', '/search/:first', '/search/:first/:second']);
    for (const route of search) {
      expect(route.fragments).toEqual([{ remote: 'mfe_search', fragment: 'SearchPage', primary: true }]);
    }
    const [, , makeModel] = search;
    expect(makeModel?.params.safeParse({ first: 'toyota', second: 'hilux' }).success).toBe(true);
    expect(makeModel?.params.safeParse({ first: 'used-cars' }).success).toBe(true);
    expect(makeModel?.params.safeParse({ first: '..', second: 'x' }).success).toBe(false);
    expect(makeModel?.params.safeParse({ first: 'a b' }).success).toBe(false);
  });
});

describe('islandIdFor', () => {
  it('kebab-cases the fragment name after fc-', () => {
    expect(islandIdFor('VehiclePage')).toBe('fc-vehicle-page');
    expect(islandIdFor('SimilarCars2')).toBe('fc-similar-cars2');
    expect(islandIdFor('Finance_Panel')).toBe('fc-finance-panel');
  });
});

describe('declaredHydrationTrigger', () => {
  it("is the remote's declared trigger for the fragment, load when it declares none or is unknown", () => {
    expect(declaredHydrationTrigger({ remote: 'mfe_vehicle', fragment: 'VehiclePage' })).toBe('load');
    expect(declaredHydrationTrigger({ remote: 'mfe_search', fragment: 'SearchPage' })).toBe('idle');
    expect(declaredHydrationTrigger({ remote: 'mfe_search', fragment: 'Nope' })).toBe('load');
  });
});
