import { describe, expect, it } from 'vitest';
import { marketPositionOf } from './market-position';

describe('marketPositionOf', () => {
  it('counts the dearer similar cars and the gap to their average', () => {
    expect(marketPositionOf(30_000, [32_000, 31_000, 29_000])).toEqual({
      dearerCount: 2,
      comparedWith: 3,
      averageGap: -667,
    });
    expect(marketPositionOf(35_000, [32_000, 31_000])).toEqual({ dearerCount: 0, comparedWith: 2, averageGap: 3_500 });
  });

  it('leaves out similar cars with no real price, and says nothing with fewer than two or without a price', () => {
    expect(marketPositionOf(30_000, [0, 5, 31_000])).toBeNull();
    expect(marketPositionOf(0, [31_000, 32_000])).toBeNull();
    expect(marketPositionOf(30_000, [0, 31_000, 29_000])).toEqual({ dearerCount: 1, comparedWith: 2, averageGap: 0 });
  });
});
