import { describe, expect, it } from 'vitest';
import { cacheGet, cachePut, createResultCache, type ResultCache, stableKey } from './result-cache';

function fill(cache: ResultCache<number>, keys: string[]): ResultCache<number> {
  return keys.reduce((current, key, index) => cachePut(current, key, index), cache);
}

describe('result cache (spec: 000 §7)', () => {
  it('holds 10 entries by default and evicts the oldest', () => {
    const keys = Array.from({ length: 11 }, (_, index) => `k${index}`);
    const cache = fill(createResultCache<number>(), keys);
    expect(cache.capacity).toBe(10);
    expect(cache.entries).toHaveLength(10);
    expect(cacheGet(cache, 'k0')).toBeUndefined();
    expect(cacheGet(cache, 'k1')).toBe(1);
    expect(cacheGet(cache, 'k10')).toBe(10);
  });

  it('takes a configured size', () => {
    const cache = fill(createResultCache<number>(2), ['a', 'b', 'c']);
    expect(cache.entries.map(([key]) => key)).toEqual(['b', 'c']);
  });

  it('putting a key again replaces its value and makes it the newest', () => {
    let cache = fill(createResultCache<number>(3), ['a', 'b', 'c']);
    cache = cachePut(cache, 'a', 99);
    expect(cache.entries).toEqual([
      ['b', 1],
      ['c', 2],
      ['a', 99],
    ]);
    cache = cachePut(cache, 'd', 3);
    expect(cacheGet(cache, 'b')).toBeUndefined();
    expect(cacheGet(cache, 'a')).toBe(99);
  });

  it('reading does not refresh an entry: the oldest put goes first', () => {
    let cache = fill(createResultCache<number>(2), ['a', 'b']);
    expect(cacheGet(cache, 'a')).toBe(0);
    cache = cachePut(cache, 'c', 2);
    expect(cacheGet(cache, 'a')).toBeUndefined();
  });

  it('is immutable: a put leaves the old cache as it was', () => {
    const before = fill(createResultCache<number>(2), ['a']);
    const after = cachePut(before, 'b', 1);
    expect(before.entries).toEqual([['a', 0]]);
    expect(after.entries).toHaveLength(2);
  });

  it('refuses a size that is not a whole number ≥ 1', () => {
    expect(() => createResultCache(0)).toThrow(RangeError);
    expect(() => createResultCache(2.5)).toThrow(RangeError);
  });
});

describe('stableKey', () => {
  it('does not depend on key order, at any depth', () => {
    expect(stableKey({ b: 1, a: { d: [1, 2], c: 'x' } })).toBe(stableKey({ a: { c: 'x', d: [1, 2] }, b: 1 }));
    expect(stableKey({ b: 1, a: 2 })).toBe('{"a":2,"b":1}');
  });
  it('tells different requests apart: values, array order, nesting', () => {
    expect(stableKey({ a: [1, 2] })).not.toBe(stableKey({ a: [2, 1] }));
    expect(stableKey({ a: 1 })).not.toBe(stableKey({ a: '1' }));
    expect(stableKey({ a: { b: 1 } })).not.toBe(stableKey({ 'a.b': 1 }));
  });
  it('leaves out undefined properties, as JSON does', () => {
    expect(stableKey({ a: 1, b: undefined })).toBe(stableKey({ a: 1 }));
    expect(stableKey(undefined)).toBe('undefined');
  });
});
