import { describe, expect, it } from 'vitest';
import { budgetSearchState, toBudgetFinderData, topBodies } from './view';

describe('the budget finder view (spec: 001 §7, §9)', () => {
  it('keeps four bodies, most cars first, ties by name descending', () => {
    const bodies = [
      { value: 'Sedan', count: 3 },
      { value: 'SUV', count: 9 },
      { value: 'Ute', count: 9 },
      { value: 'Wagon', count: 1 },
      { value: 'Hatch', count: 5 },
    ];
    expect(topBodies(bodies).map((body) => body.value)).toEqual(['Ute', 'SUV', 'Hatch', 'Sedan']);
  });

  it('reads the price range from the cheapest hit and the dearest car, none when nothing matches', () => {
    const facets = { body: [] };
    const hits = [{ price: 9_000 }, { price: 12_500 }];
    // The statistics' minimum counts cars the search's own price filter leaves out (priced $0).
    const facetStats = { price: { min: 0, max: 90_000 } };
    expect(toBudgetFinderData({ facets, facetStats, count: 3, hits })).toMatchObject({
      minPrice: 9_000,
      maxPrice: 90_000,
    });
    expect(toBudgetFinderData({ facets, facetStats: {}, count: 0, hits: [] })).toMatchObject({
      minPrice: null,
      maxPrice: null,
    });
  });

  it('searches listed cars priced above 1000, cheapest first, by body when one is chosen', () => {
    expect(budgetSearchState('SUV')).toEqual({
      sortBy: 'Car_production:price:asc',
      refinementList: { body: ['SUV'] },
      range: { price: '1001:' },
    });
  });
});
