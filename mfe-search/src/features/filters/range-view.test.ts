import { describe, expect, it } from 'vitest';
import { sampleContext, sampleResponse } from '../../test-fixtures';
import { rangeBounds, rangeViews } from './range-view';

const { route } = sampleContext();

describe('rangeViews', () => {
  it('spans the facet stats, with a step of about 1% (1000 for price and km)', () => {
    const [price, km, year] = rangeViews(route.state, sampleResponse(), route);
    expect(price).toEqual({
      attribute: 'price',
      label: 'Price',
      unit: 'price',
      bounds: { min: 4990, max: 89990 },
      step: 1000,
      values: { min: 4990, max: 89990 },
      summary: '$4,990 – $89,990',
      clearHref: null,
    });
    expect(km?.step).toBe(2000);
    expect(year).toMatchObject({ step: 1, summary: '2008 – 2025' });
  });

  it('falls back to 0–100000 without stats, and an empty side of a range to its bound', () => {
    const state = { ...route.state, range: { price: ':50000' } };
    const views = rangeViews(state, sampleResponse({ facetStats: {} }), route);
    // Without stats, only price (and any refined range) has a slider.
    expect(views.map((view) => view.attribute)).toEqual(['price']);
    const [price] = views;
    expect(price).toMatchObject({
      bounds: { min: 0, max: 100000 },
      values: { min: 0, max: 50000 },
      summary: '$0 – $50,000',
      clearHref: '/search/used-cars',
    });
  });
});

describe('rangeViews without stats', () => {
  it('keeps a refined slider', () => {
    const state = { ...route.state, range: { year: '2015:' } };
    const views = rangeViews(state, sampleResponse({ facetStats: {} }), route);
    expect(views.map((view) => [view.attribute, view.summary])).toEqual([
      ['price', '$0 – $100,000'],
      ['year', '2015 – 100000'],
    ]);
  });
});

describe('rangeBounds', () => {
  it('widens the stats to hold a refined range outside them', () => {
    expect(rangeBounds({ min: 5000, max: 90000 }, '1000:120000')).toEqual({ min: 1000, max: 120000 });
    expect(rangeBounds({ min: 5000, max: 90000 }, '10000:')).toEqual({ min: 5000, max: 90000 });
  });
});
