import { describe, expect, it } from 'vitest';
import { atMost } from './at-most.ts';

describe('atMost', () => {
  it('runs every item, never more than the limit at once, in order of the list', async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    await atMost(2, [1, 2, 3, 4, 5], async (item) => {
      started.push(item);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
    });
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it('rejects with a failure of the work, and does nothing with an empty list', async () => {
    await expect(atMost(2, ['a'], async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(atMost(2, [], async () => undefined)).resolves.toBeUndefined();
  });
});
