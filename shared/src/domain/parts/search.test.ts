import { describe, expect, it } from 'vitest';
import { PartsSearchRequestSchema } from './api';
import type { Part } from './part';
import { searchParts } from './search';
import { type PartsSearchState, parsePartsQuery, partsApiPath, partsSearchHref, partsSearchRequest } from './url-state';

function part(id: number, name: string, category: string, fits: string[] = ['Universal']): Part {
  return {
    id,
    name,
    part_number: `P-${id}`,
    category,
    fits,
    price: 10 * id,
    description: '',
    image: { url: `/p/${id}.svg`, alt: name },
  };
}

const request = (input: Record<string, unknown>) => PartsSearchRequestSchema.parse(input);

describe('searchParts', () => {
  const parts = [
    part(1, 'Floor mats', 'Interior', ['Toyota HiLux']),
    part(2, 'Towbar kit', 'Towing', ['Toyota HiLux']),
    part(3, 'Tow ball', 'Towing'),
    ...Array.from({ length: 30 }, (_, index) => part(10 + index, `Oil filter ${index}`, 'Servicing')),
  ];

  it('pages by 21, sorted by name', () => {
    const first = searchParts(parts, request({ category: 'Servicing' }));
    expect(first.nbHits).toBe(30);
    expect(first.hits).toHaveLength(21);
    expect(searchParts(parts, request({ category: 'Servicing', offset: '21' })).hits).toHaveLength(9);
    expect(searchParts(parts, request({})).hits[0]?.name).toBe('Floor mats');
  });

  it('matches every word of the query across name, number and fit, and counts categories before the category filter', () => {
    const answer = searchParts(parts, request({ query: 'hilux tow', category: 'Interior' }));
    expect(answer.nbHits).toBe(0);
    expect(answer.facets.category).toEqual([{ value: 'Towing', count: 1 }]);
    expect(searchParts(parts, request({ query: 'ball p-3' })).hits.map((hit) => hit.id)).toEqual([3]);
  });

  it('refuses unknown names and bad offsets', () => {
    expect(PartsSearchRequestSchema.safeParse({ sort: 'price' }).success).toBe(false);
    expect(PartsSearchRequestSchema.safeParse({ offset: '-1' }).success).toBe(false);
  });
});

describe('the parts URL', () => {
  it('reads leniently and writes only what differs from the defaults', () => {
    expect(parsePartsQuery({ category: ' Towing ', page: 'x' })).toEqual({ query: '', category: 'Towing', page: 1 });
    expect(partsSearchHref({ query: 'mat', category: 'Interior', page: 2 })).toBe(
      '/parts/search?query=mat&category=Interior&page=2',
    );
    expect(partsApiPath({ query: '', category: null, page: 3 })).toBe('/api/parts?offset=42');
  });

  it('makes the search request the API would read from the state’s path (the page loader asks it in-process)', () => {
    const states: PartsSearchState[] = [
      { query: '', category: null, page: 1 },
      { query: 'mat', category: 'Interior', page: 2 },
      { query: '', category: 'Towing', page: 5 },
    ];
    for (const state of states) {
      const query = new URL(partsApiPath(state), 'https://x.localhost').searchParams;
      expect(partsSearchRequest(state)).toEqual(PartsSearchRequestSchema.parse(Object.fromEntries(query)));
    }
  });
});
