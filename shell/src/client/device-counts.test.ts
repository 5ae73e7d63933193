import { describe, expect, it } from 'vitest';
import { type CountsNode, deviceCounts, renderDeviceCounts } from './device-counts';
import type { KeyValueStorage } from './storage';

function memoryStorage(entries: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(entries));
  return { getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value) };
}

const car = (id: number) => ({ id, name: `Car ${id}`, slug: `car-${id}`, make: 'Kia', model: 'Seltos' });

/** The header's counts as DeviceCounts.tsx writes them, as plain objects. */
function countsMarkup() {
  const node = (children: Record<string, CountsNode> = {}): CountsNode => ({
    hidden: true,
    textContent: '0',
    querySelector: (selector) => children[selector] ?? null,
  });
  const favouritesValue = node();
  const compareValue = node();
  const favourites = node({ '[data-fc-count]': favouritesValue });
  const compare = node({ '[data-fc-count]': compareValue });
  const root = node({
    '[data-fc-device-count="favourites"]': favourites,
    '[data-fc-device-count="compare"]': compare,
  });
  return { root, favourites, compare, favouritesValue, compareValue };
}

describe('deviceCounts', () => {
  it('counts the valid cars of each list', () => {
    const storage = memoryStorage({
      'fc:favourites': JSON.stringify([car(1), car(2), { id: 'x' }]),
      'fc:compare': JSON.stringify([car(3)]),
    });
    expect(deviceCounts(storage)).toEqual({ favourites: 2, compare: 1 });
  });

  it('counts nothing without storage, or from unreadable lists', () => {
    expect(deviceCounts(null)).toEqual({ favourites: 0, compare: 0 });
    expect(deviceCounts(memoryStorage({ 'fc:favourites': '{', 'fc:compare': '"no"' }))).toEqual({
      favourites: 0,
      compare: 0,
    });
    const blocked: KeyValueStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {},
    };
    expect(deviceCounts(blocked)).toEqual({ favourites: 0, compare: 0 });
  });
});

describe('renderDeviceCounts', () => {
  it('shows each count above zero and hides the rest', () => {
    const markup = countsMarkup();
    renderDeviceCounts(markup.root, { favourites: 3, compare: 0 });
    expect(markup.root.hidden).toBe(false);
    expect(markup.favourites.hidden).toBe(false);
    expect(markup.favouritesValue.textContent).toBe('3');
    expect(markup.compare.hidden).toBe(true);
  });

  it('hides the whole block when both lists are empty', () => {
    const markup = countsMarkup();
    renderDeviceCounts(markup.root, { favourites: 1, compare: 1 });
    renderDeviceCounts(markup.root, { favourites: 0, compare: 0 });
    expect(markup.root.hidden).toBe(true);
    expect(markup.favourites.hidden).toBe(true);
    expect(markup.favouritesValue.textContent).toBe('0');
  });
});
