import { describe, expect, it } from 'vitest';
import { readSearchHistory, recordSearch, type SearchHistoryEntry, searchFiltersOf } from './search-history';
import { emptySearchState, type SearchState, SearchStateSchema } from './search-state';

const state = (input: Parameters<typeof SearchStateSchema.parse>[0]): SearchState => SearchStateSchema.parse(input);
const entry = (path: string, input: Parameters<typeof SearchStateSchema.parse>[0]): SearchHistoryEntry => ({
  path,
  filters: searchFiltersOf(state(input)),
});

const toyota = entry('/search?refinementList[make][0]=Toyota', { refinementList: { make: ['Toyota'] } });
const ute = entry('/search?query=ute', { query: 'ute' });

describe('recordSearch (spec: 001 §3, §9)', () => {
  it('puts the newest search first', () => {
    expect(recordSearch([toyota], ute)).toEqual([ute, toyota]);
  });

  it('keeps the last 5', () => {
    const searches = Array.from({ length: 7 }, (_, i) => entry(`/search?query=q${i}`, { query: `q${i}` }));
    const history = searches.reduce<SearchHistoryEntry[]>((list, search) => recordSearch(list, search), []);
    expect(history.map((item) => item.filters.query)).toEqual(['q6', 'q5', 'q4', 'q3', 'q2']);
    expect(recordSearch(history, toyota, 2)).toEqual([toyota, history[0]]);
  });

  it('does not record a search without filters (page and sort are not filters)', () => {
    const onPage3: SearchState = { ...emptySearchState(), page: 3, sortBy: 'Car_production:km:asc' };
    const pageOnly = { path: '/search?page=3', filters: searchFiltersOf(onPage3) };
    expect(recordSearch([toyota], pageOnly)).toEqual([toyota]);
  });

  it('moves a repeated search to the front with its newest path, instead of listing it twice', () => {
    const again = entry('/search/toyota?page=2', { refinementList: { make: ['Toyota'] }, page: 2 });
    expect(recordSearch([ute, toyota], again)).toEqual([again, ute]);
  });

  it('treats filters written in another order as the same search', () => {
    const a = entry('/a', { refinementList: { make: ['Kia', 'Ford'], body: ['SUV'] } });
    const b = entry('/b', { refinementList: { body: ['SUV'], make: ['Ford', 'Kia'] } });
    expect(recordSearch([a], b)).toEqual([b]);
  });

  it('does not change the history it was given', () => {
    const history = [toyota];
    recordSearch(history, ute);
    expect(history).toEqual([toyota]);
  });
});

describe('readSearchHistory', () => {
  it('reads what recordSearch wrote, through JSON', () => {
    const history = recordSearch(recordSearch([], toyota), ute);
    expect(readSearchHistory(JSON.parse(JSON.stringify(history)))).toEqual(history);
  });

  it('never throws, dropping what is malformed, empty, duplicated or off-site', () => {
    for (const stored of [null, undefined, 'text', 42, {}, { length: 3 }])
      expect(readSearchHistory(stored)).toEqual([]);
    const stored = [
      toyota,
      { path: '/search', filters: { query: '' } },
      { path: 'https://evil.example/search', filters: { query: 'x' } },
      { path: '//evil.example/search', filters: { query: 'x' } },
      { path: '/\\evil.example', filters: { query: 'x' } },
      { path: '/search', filters: { refinementList: { mke: ['x'] } } },
      { filters: { query: 'no path' } },
      'not an entry',
      { ...toyota, path: '/search/toyota' },
      ute,
    ];
    expect(readSearchHistory(stored)).toEqual([toyota, ute]);
  });

  it('keeps at most 5, normalising what it reads', () => {
    const stored = Array.from({ length: 8 }, (_, i) => ({ path: `/s${i}`, filters: { query: ` q${i} ` } }));
    const history = readSearchHistory(stored);
    expect(history.map((item) => item.filters.query)).toEqual(['q0', 'q1', 'q2', 'q3', 'q4']);
    expect(history[0]).toEqual({ path: '/s0', filters: { query: 'q0', refinementList: {}, range: {} } });
  });
});
