import { emptySearchState } from '@forecourt/shared';
import { DEVICE_STORAGE_KEYS } from '@forecourt/shared/device/keys';
import { MemoryStore } from '@forecourt/shared/device/test-window';
import { describe, expect, it } from 'vitest';
import { describeFilters, readStoredHistory, recentSearchViews, recordStoredHistory } from './recent-searches';

const filters = (
  refinementList: Record<string, string[]>,
  extra: Partial<ReturnType<typeof emptySearchState>> = {},
) => ({
  ...emptySearchState(),
  refinementList,
  ...extra,
});

describe('search history on the device', () => {
  it('records searches with filters, newest first, at most 5', () => {
    const store = new MemoryStore();
    for (const make of ['Audi', 'BMW', 'Ford', 'Holden', 'Kia', 'Mazda']) {
      recordStoredHistory(store, { path: `/search?make=${make}`, filters: filters({ make: [make] }) });
    }
    recordStoredHistory(store, { path: '/search', filters: emptySearchState() });
    const history = readStoredHistory(store);
    expect(history.map((entry) => entry.path)).toEqual([
      '/search?make=Mazda',
      '/search?make=Kia',
      '/search?make=Holden',
      '/search?make=Ford',
      '/search?make=BMW',
    ]);
    expect(JSON.parse(store.values.get(DEVICE_STORAGE_KEYS.searchHistory) ?? '')).toHaveLength(5);
  });

  it('reads nothing from a blocked, empty or tampered storage, and records for the page view only', () => {
    const store = new MemoryStore();
    expect(readStoredHistory(null)).toEqual([]);
    store.values.set(DEVICE_STORAGE_KEYS.searchHistory, '{oops');
    expect(readStoredHistory(store)).toEqual([]);
    store.values.set(DEVICE_STORAGE_KEYS.searchHistory, JSON.stringify([{ path: '//evil.example', filters: {} }]));
    expect(readStoredHistory(store)).toEqual([]);
    store.failing = true;
    const entry = { path: '/search/toyota', filters: filters({ make: ['Toyota'] }) };
    expect(recordStoredHistory(store, entry)).toHaveLength(1);
  });
});

describe('describeFilters', () => {
  it('says what a search filtered by', () => {
    expect(
      describeFilters(
        filters(
          { car_type: ['used'], make: ['Toyota'], model: ['HiLux'] },
          { query: 'sr5', range: { price: '10000:50000', km: ':60000', year: '2018:' } },
        ),
      ),
    ).toBe('"sr5" · Used · Toyota · HiLux · $10,000 – $50,000 · up to 60,000 km · from 2018');
  });

  it('lists the recent searches as links', () => {
    const entry = { path: '/search/used-cars', filters: filters({ car_type: ['used'] }) };
    expect(recentSearchViews([entry])).toEqual([{ href: '/search/used-cars', label: 'Used' }]);
  });
});
