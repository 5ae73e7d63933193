import { describe, expect, it } from 'vitest';
import { RETRY_BASE_MS, RETRY_CAP_MS, retryDelayMs } from './backoff';

describe('retryDelayMs', () => {
  it('doubles from 30 s, jittered between half and all of the delay', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, () => 1))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, () => 0))).toEqual([15_000, 30_000, 60_000, 120_000]);
    expect(retryDelayMs(2, () => 0.5)).toBe(45_000);
  });

  it('stops growing at the 1-hour cap and never gives up', () => {
    expect(retryDelayMs(8, () => 1)).toBe(RETRY_CAP_MS);
    expect(retryDelayMs(10_000, () => 1)).toBe(RETRY_CAP_MS);
    expect(retryDelayMs(10_000, () => 0)).toBe(RETRY_CAP_MS / 2);
  });

  it('treats a first attempt that never ran like the first failure', () => {
    expect(retryDelayMs(0, () => 1)).toBe(RETRY_BASE_MS);
  });

  it('spreads leads that failed together', () => {
    const delays = new Set(Array.from({ length: 50 }, () => retryDelayMs(3)));
    expect(delays.size).toBeGreaterThan(40);
    for (const delay of delays) {
      expect(delay).toBeGreaterThanOrEqual(60_000);
      expect(delay).toBeLessThanOrEqual(120_000);
    }
  });
});
