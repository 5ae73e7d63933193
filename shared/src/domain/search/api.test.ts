import { describe, expect, it } from 'vitest';
import {
  DirectorySearchRequestSchema,
  LimitedListRequestSchema,
  MAX_LIMITED_LIST_SIZE,
  SearchRequestSchema,
} from './api';

describe('LimitedListRequestSchema', () => {
  it('reads search filters as a page-less search state', () => {
    expect(
      LimitedListRequestSchema.parse({
        search_filters: {
          refinementList: { car_type: ['used'], make: ['Toyota', ' Mazda '] },
          range: { km: ':50000' },
        },
        limit: 6,
      }),
    ).toEqual({
      search_filters: {
        query: '',
        sortBy: 'Car_production',
        refinementList: { car_type: ['used'], make: ['Mazda', 'Toyota'] },
        range: { km: ':50000' },
      },
      limit: 6,
    });
    expect(LimitedListRequestSchema.parse({ limit: 1 }).search_filters.refinementList).toEqual({});
  });

  it('refuses a page, unknown fields and limits out of bounds', () => {
    const refused = [
      { search_filters: { page: 2 }, limit: 6 },
      { search_filters: { filters: 'dealership_slug:=other' }, limit: 6 },
      { search_filters: {}, limit: 6, offset: 10 },
      { limit: 0 },
      { limit: MAX_LIMITED_LIST_SIZE + 1 },
      { limit: 2.5 },
      {},
    ];
    for (const body of refused) expect(LimitedListRequestSchema.safeParse(body).success).toBe(false);
  });
});

describe('DirectorySearchRequestSchema', () => {
  it('reads the three filters, the query and the offset', () => {
    expect(
      DirectorySearchRequestSchema.parse({
        'manufacturer.name': ['Toyota'],
        'model.body': ['SUV', 'Ute'],
        query: ' rav ',
      }),
    ).toEqual({ 'manufacturer.name': ['Toyota'], 'model.body': ['SUV', 'Ute'], query: 'rav', offset: 0 });
  });

  it('refuses unknown fields, negative or fractional offsets and oversized lists', () => {
    const refused = [
      { manufacturer: ['Toyota'] },
      { offset: -21 },
      { offset: 1.5 },
      { 'model.name': Array.from({ length: 51 }, (_, i) => `m${i}`) },
      { 'model.name': 'Hilux' },
    ];
    for (const body of refused) expect(DirectorySearchRequestSchema.safeParse(body).success).toBe(false);
  });
});

describe('SearchRequestSchema', () => {
  it('accepts typed refinements holding what they take', () => {
    const state = SearchRequestSchema.parse({
      refinementList: { seats: ['7', '5'], certified: ['true'], price_range: ['100000:', '20000:30000'] },
    });
    expect(state.refinementList).toEqual({
      seats: ['5', '7'],
      certified: ['true'],
      price_range: ['100000:', '20000:30000'],
    });
  });

  it('refuses other values there, naming each', () => {
    const result = SearchRequestSchema.safeParse({
      refinementList: { seats: ['7', 'seven'], certified: ['yes'], weekly_price_range: ['0:1000'], make: ['Any Make'] },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['refinementList.seats.1', 'seats: "seven" is not a whole number of seats from 1 to 99'],
      [
        'refinementList.weekly_price_range.0',
        'weekly_price_range: "0:1000" is not one of 0:100, 100:150, 150:200, 200:250, 250:300, 300:400, 400:',
      ],
      ['refinementList.certified.0', 'certified: "yes" is not true or false'],
    ]);
  });

  it('checks the limited list filters the same way', () => {
    expect(
      LimitedListRequestSchema.safeParse({ search_filters: { refinementList: { seats: ['0'] } }, limit: 3 }).success,
    ).toBe(false);
  });
});
