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

  it('reads the price range, none when nothing matches', () => {
    const facets = { body: [] };
    expect(toBudgetFinderData({ facets, facetStats: { price: { min: 9000, max: 90000 } }, count: 3 })).toMatchObject({
      minPrice: 9000,
      maxPrice: 90000,
    });
    expect(toBudgetFinderData({ facets, facetStats: {}, count: 0 })).toMatchObject({ minPrice: null, maxPrice: null });
  });

  it('searches listed cars priced above 1000, by body when one is chosen', () => {
    expect(budgetSearchState('SUV')).toEqual({ refinementList: { body: ['SUV'] }, range: { price: '1001:' } });
  });
});
