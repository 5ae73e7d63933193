import { describe, expect, it } from 'vitest';
import { orderSimilarCars, SIMILAR_CARS_LIMIT, similarCarsCount, similarPriceBand } from './similar-cars';

describe('similarPriceBand (spec: 000 §7)', () => {
  it('takes ±10,000 under 50,000', () => {
    expect(similarPriceBand(32_000)).toEqual({ min: 22_000, max: 42_000 });
    expect(similarPriceBand(49_999)).toEqual({ min: 39_999, max: 59_999 });
  });

  it('takes ±25,000 from 50,000 up', () => {
    expect(similarPriceBand(50_000)).toEqual({ min: 25_000, max: 75_000 });
    expect(similarPriceBand(120_000)).toEqual({ min: 95_000, max: 145_000 });
  });

  it('never goes below 0', () => {
    expect(similarPriceBand(4_000)).toEqual({ min: 0, max: 14_000 });
  });

  it('has no band for a car without a price', () => {
    expect(similarPriceBand(0)).toBeNull();
    expect(similarPriceBand(Number.NaN)).toBeNull();
  });
});

describe('orderSimilarCars', () => {
  const cars = (...ids: number[]) => ids.map((id) => ({ id }));

  it('puts same-model cars first, keeping each search order', () => {
    expect(orderSimilarCars(1, cars(5, 4), cars(9, 8))).toEqual(cars(5, 4, 9, 8));
  });

  it('leaves out the car itself and repeats', () => {
    expect(orderSimilarCars(1, cars(1, 2, 2), cars(2, 1, 3))).toEqual(cars(2, 3));
  });

  it(`stops at ${SIMILAR_CARS_LIMIT}`, () => {
    const chosen = orderSimilarCars(0, cars(1, 2, 3, 4), cars(5, 6, 7, 8, 9, 10));
    expect(chosen).toEqual(cars(1, 2, 3, 4, 5, 6));
  });

  it("stops at a site's smaller carousel count", () => {
    expect(orderSimilarCars(0, cars(1, 2, 3), cars(4, 5, 6), 4)).toEqual(cars(1, 2, 3, 4));
  });

  it('fills from other models when the model has none', () => {
    expect(orderSimilarCars(1, [], cars(3, 4))).toEqual(cars(3, 4));
  });
});

describe('similarCarsCount', () => {
  it('adds up the hit counts', () => {
    expect(
      similarCarsCount([
        { found: 4, facetCounts: [4] },
        { found: 12, facetCounts: [9, 3] },
      ]),
    ).toBe(16);
  });

  it('keeps 1999 hits as they are', () => {
    expect(similarCarsCount([{ found: 1999, facetCounts: [5] }])).toBe(1999);
  });

  it('replaces hits above 1999 by the facet totals', () => {
    expect(
      similarCarsCount([
        { found: 2000, facetCounts: [1500, 900] },
        { found: 3, facetCounts: [3] },
      ]),
    ).toBe(2403);
  });

  it('is 0 without searches', () => {
    expect(similarCarsCount([])).toBe(0);
  });
});
