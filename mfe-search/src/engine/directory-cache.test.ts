import {
  DIRECTORY_CACHE_SIZE,
  type DirectoryHit,
  type DirectorySearchRequest,
  DirectorySearchRequestSchema,
} from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { createDirectoryCache } from './directory-cache';

// spec: 000 §9 "Directory cache: 10 entries" (§7: cached in memory, the oldest entry evicted).

const CATALOGUE: DirectoryHit[] = [];
const request = (query: string, makes: string[] = []): DirectorySearchRequest =>
  DirectorySearchRequestSchema.parse({ query, 'manufacturer.name': makes });

/** A cache whose searches are counted. */
function countedCache() {
  const searched: string[] = [];
  const cache = createDirectoryCache((_entries, wanted) => {
    searched.push(wanted.query);
    return {
      hits: [],
      count: 0,
      offset: wanted.offset,
      hitsPerPage: 21,
      facets: { 'manufacturer.name': [], 'model.body': [] },
    };
  });
  return { cache, searched };
}

describe('createDirectoryCache', () => {
  it('answers a repeated request from the cache, whatever order its fields came in', () => {
    const { cache, searched } = countedCache();
    const first = cache.answer(CATALOGUE, request('hilux', ['Toyota']));
    const again = cache.answer(CATALOGUE, { 'manufacturer.name': ['Toyota'], query: 'hilux', offset: 0 });
    expect(again).toBe(first);
    expect(searched).toEqual(['hilux']);
  });

  it(`keeps ${DIRECTORY_CACHE_SIZE} entries, evicting the oldest`, () => {
    const { cache, searched } = countedCache();
    const queries = Array.from({ length: DIRECTORY_CACHE_SIZE + 1 }, (_, index) => `q${index}`);
    for (const query of queries) cache.answer(CATALOGUE, request(query));
    cache.answer(CATALOGUE, request('q1'));
    cache.answer(CATALOGUE, request(`q${DIRECTORY_CACHE_SIZE}`));
    expect(searched).toEqual(queries);
    cache.answer(CATALOGUE, request('q0'));
    expect(searched).toEqual([...queries, 'q0']);
  });

  it('searches again once the catalogue is reloaded', () => {
    const { cache, searched } = countedCache();
    cache.answer(CATALOGUE, request('cx'));
    cache.answer([], request('cx'));
    expect(searched).toEqual(['cx', 'cx']);
  });
});
