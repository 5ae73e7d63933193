import { createStore } from 'jotai/vanilla';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compareAtom, favouritesAtom, toggleCompareAtom, toggleFavouriteAtom } from './atoms';
import { DEVICE_STORAGE_KEYS } from './keys';
import { COMPARE_LIMIT, type SavedCar } from './saved-cars';
import { stubWindow } from './test-window';

const car = (id: number): SavedCar => ({
  id,
  name: `Car ${id}`,
  slug: `car-${id}`,
  make: 'Mazda',
  model: 'CX-5',
  primary_image_url: null,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('device atoms', () => {
  it('are empty on the server, and toggling there throws nothing', () => {
    const store = createStore();
    store.sub(favouritesAtom, () => {});
    expect(store.get(favouritesAtom)).toEqual([]);
    expect(() => store.set(toggleFavouriteAtom, car(1))).not.toThrow();
  });

  it('start empty and read the stored list once mounted (so hydration matches the server)', () => {
    const { store: local } = stubWindow();
    local.values.set(DEVICE_STORAGE_KEYS.favourites, JSON.stringify([car(1)]));
    const store = createStore();
    expect(store.get(favouritesAtom)).toEqual([]);
    store.sub(favouritesAtom, () => {});
    expect(store.get(favouritesAtom)).toEqual([car(1)]);
  });

  it('toggle from what is stored, remember it, and keep another island in step', () => {
    const { store: local } = stubWindow();
    local.values.set(DEVICE_STORAGE_KEYS.favourites, JSON.stringify([car(1)]));
    const island = createStore();
    const otherIsland = createStore();
    otherIsland.sub(favouritesAtom, () => {});

    // Not mounted in `island`: the toggle still starts from the stored list.
    island.set(toggleFavouriteAtom, car(2));
    expect(JSON.parse(local.values.get(DEVICE_STORAGE_KEYS.favourites) ?? '')).toEqual([car(1), car(2)]);
    expect(otherIsland.get(favouritesAtom)).toEqual([car(1), car(2)]);

    island.set(toggleFavouriteAtom, car(1));
    expect(otherIsland.get(favouritesAtom)).toEqual([car(2)]);
  });

  it('keep the compare list apart, at most COMPARE_LIMIT cars', () => {
    stubWindow();
    const store = createStore();
    store.sub(compareAtom, () => {});
    for (let id = 1; id <= COMPARE_LIMIT + 1; id += 1) store.set(toggleCompareAtom, car(id));
    expect(store.get(compareAtom).map((saved) => saved.id)).toEqual([2, 3, 4, 5]);
    store.sub(favouritesAtom, () => {});
    expect(store.get(favouritesAtom)).toEqual([]);
  });
});
