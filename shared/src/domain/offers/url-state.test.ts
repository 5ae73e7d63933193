import { describe, expect, it } from 'vitest';
import { OffersSearchRequestSchema, offersRequestInput } from './api';
import { parsePriceRange } from './query-values';
import {
  clearOfferFilters,
  EMPTY_OFFERS_STATE,
  offersApiQuery,
  offersHref,
  offersSearchRequest,
  parseOffersQuery,
  toggleOfferCategory,
} from './url-state';

describe('offers URL state', () => {
  it('round-trips a state through its page URL', () => {
    const state = {
      query: 'hilux sr5',
      categories: ['Runout', 'Drive Away'],
      price: { min: 10_000, max: 60_000 },
      page: 3,
      dealership: 'harbour-city-toyota',
    };
    const href = offersHref(state);
    expect(href.startsWith('/special-offers?')).toBe(true);
    expect(parseOffersQuery(new URLSearchParams(href.split('?')[1]))).toEqual(state);
  });

  it('is the bare path with no filters', () => {
    expect(offersHref(EMPTY_OFFERS_STATE)).toBe('/special-offers');
  });

  it('drops what it cannot use from a page URL', () => {
    const state = parseOffersQuery({ page: '-2', price: 'cheap', dealership: 'Not A Slug', 'categories[0]': ' ' });
    expect(state).toEqual(EMPTY_OFFERS_STATE);
  });

  it('reads the plain form’s min_price and max_price as the price', () => {
    expect(parseOffersQuery({ min_price: '5000', max_price: '' }).price).toEqual({ min: 5000, max: null });
    expect(parseOffersQuery({ price: '1:2', min_price: '5000' }).price).toEqual({ min: 1, max: 2 });
    expect(parseOffersQuery({ min_price: '', max_price: '' }).price).toBeNull();
  });

  it('reads a price with an open end, and swaps reversed ends', () => {
    expect(parsePriceRange(':5000')).toEqual({ min: null, max: 5000 });
    expect(parsePriceRange('9000:1000')).toEqual({ min: 1000, max: 9000 });
    expect(parsePriceRange(':')).toBeNull();
  });

  it('asks the API by offset, which its schema reads back', () => {
    const state = { ...EMPTY_OFFERS_STATE, categories: ['Service'], page: 2 };
    const request = OffersSearchRequestSchema.parse(offersRequestInput(new URLSearchParams(offersApiQuery(state))));
    expect(request).toEqual({ query: '', categories: ['Service'], offset: 21 });
  });

  it('makes the search request the API would read from the state’s query (the page loader asks it in-process)', () => {
    const states = [
      EMPTY_OFFERS_STATE,
      { ...EMPTY_OFFERS_STATE, categories: ['Service', 'Runout'], page: 3 },
      { query: 'hilux', categories: [], price: { min: 10_000, max: null }, page: 1, dealership: 'alpha-used' },
      { ...EMPTY_OFFERS_STATE, price: { min: null, max: 50_000 }, page: 2 },
    ];
    for (const state of states) {
      const read = OffersSearchRequestSchema.parse(offersRequestInput(new URLSearchParams(offersApiQuery(state))));
      expect(offersSearchRequest(state)).toEqual(read);
    }
  });

  it('refuses unknown names and bad values in an API query', () => {
    const parse = (query: string) =>
      OffersSearchRequestSchema.safeParse(offersRequestInput(new URLSearchParams(query)));
    expect(parse('colour=red').success).toBe(false);
    expect(parse('offset=-1').success).toBe(false);
    expect(parse('price=abc').success).toBe(false);
    expect(parse('price=1000:2000&offset=42').success).toBe(true);
  });

  it('goes back to the first page on a new category and keeps the dealership on clear', () => {
    const state = { ...EMPTY_OFFERS_STATE, page: 4, dealership: 'sun-valley-motors' };
    expect(toggleOfferCategory(state, 'Runout')).toMatchObject({ categories: ['Runout'], page: 1 });
    expect(toggleOfferCategory({ ...state, categories: ['Runout'] }, 'Runout').categories).toEqual([]);
    expect(clearOfferFilters({ ...state, query: 'x' })).toEqual({
      ...EMPTY_OFFERS_STATE,
      dealership: 'sun-valley-motors',
    });
  });
});
