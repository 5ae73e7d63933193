import { describe, expect, it } from 'vitest';
import { ANSWER_CACHE_MAX_ENTRIES, createAnswerCache } from './answer-cache';

describe('createAnswerCache', () => {
  it('keeps a settled answer for its time, and never hands out a call still under way', async () => {
    let clock = 0;
    let calls = 0;
    const cache = createAnswerCache(() => clock);
    const load = async () => {
      calls += 1;
      return { n: calls };
    };
    // Two asks before either has an answer make a call each (a shared pending promise could never
    // settle in the second request once the first ended); the last answer is the one kept.
    const [a, b] = await Promise.all([cache.get('k', 1000, load), cache.get('k', 1000, load)]);
    expect([a, b]).toEqual([{ n: 1 }, { n: 2 }]);
    clock = 999;
    expect(await cache.get('k', 1000, load)).toEqual({ n: 2 });
    clock = 1000;
    expect(await cache.get('k', 1000, load)).toEqual({ n: 3 });
  });

  it('never keeps a failure or a missing answer', async () => {
    const cache = createAnswerCache();
    await expect(cache.get('k', 1000, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', 1000, async () => null)).toBeNull();
    expect(await cache.get('k', 1000, async () => 'fresh')).toBe('fresh');
  });

  it("keeps its own answers apart from another cache's, and drops the oldest past its size", async () => {
    const cache = createAnswerCache();
    await cache.get('k', 1000, async () => 'first');
    expect(await createAnswerCache().get('k', 1000, async () => 'other')).toBe('other');
    expect(await cache.get('k', 1000, async () => 'unused')).toBe('first');
    for (let i = 0; i < ANSWER_CACHE_MAX_ENTRIES; i += 1) await cache.get(`key-${i}`, 1000, async () => i);
    expect(await cache.get('k', 1000, async () => 'reloaded')).toBe('reloaded');
  });
});
