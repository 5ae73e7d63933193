import { describe, expect, it } from 'vitest';
import { hashString, Random } from './random';

function draws(rng: Random, count: number): number[] {
  return Array.from({ length: count }, () => rng.next());
}

describe('Random', () => {
  it('repeats the same sequence for the same seed', () => {
    expect(draws(Random.fromSeed(42), 50)).toEqual(draws(Random.fromSeed(42), 50));
  });

  it('gives a different sequence for a different seed', () => {
    expect(draws(Random.fromSeed(42), 10)).not.toEqual(draws(Random.fromSeed(43), 10));
  });

  it('draws floats in [0, 1) spread over the whole range', () => {
    const values = draws(Random.fromSeed(7), 10_000);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
  });

  it('draws integers within both bounds, hitting each of them', () => {
    const rng = Random.fromSeed(1);
    const seen = new Set(Array.from({ length: 500 }, () => rng.int(3, 6)));
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
    expect(() => rng.int(5, 4)).toThrow(RangeError);
  });

  it('honours weights, never picking a zero weight', () => {
    const rng = Random.fromSeed(9);
    const counts = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 10_000; i++) {
      counts[
        rng.weighted([
          ['a', 3],
          ['b', 1],
          ['c', 0],
        ] as const)
      ]++;
    }
    expect(counts.c).toBe(0);
    expect(counts.a / counts.b).toBeGreaterThan(2.6);
    expect(counts.a / counts.b).toBeLessThan(3.4);
  });

  it('answers chance(0) never and chance(1) always', () => {
    const rng = Random.fromSeed(5);
    const results = Array.from({ length: 200 }, () => [rng.chance(0), rng.chance(1)]);
    expect(results.every(([never, always]) => !never && always)).toBe(true);
  });

  it('shuffles into a permutation without touching the input', () => {
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const shuffled = Random.fromSeed(3).shuffle(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...shuffled].sort()).toEqual(input);
    expect(shuffled).not.toEqual(input);
  });

  it('samples distinct elements and picks only from the list', () => {
    const rng = Random.fromSeed(11);
    const sample = rng.sample(['a', 'b', 'c', 'd'], 3);
    expect(new Set(sample).size).toBe(3);
    expect(['x', 'y']).toContain(rng.pick(['x', 'y']));
    expect(() => rng.pick([])).toThrow(RangeError);
  });

  it('forks streams that depend on the label, not on earlier draws', () => {
    const fresh = Random.fromSeed(99);
    const used = Random.fromSeed(99);
    draws(used, 100);
    expect(draws(used.fork('cars'), 5)).toEqual(draws(fresh.fork('cars'), 5));
    expect(draws(fresh.fork('cars'), 5)).not.toEqual(draws(fresh.fork('reviews'), 5));
  });

  it('rejects a seed that is not a number', () => {
    expect(() => Random.fromSeed(Number.NaN)).toThrow(RangeError);
  });
});

describe('hashString', () => {
  it('is stable and distinguishes labels', () => {
    expect(hashString('cars')).toBe(hashString('cars'));
    expect(hashString('cars')).not.toBe(hashString('cats'));
  });
});
