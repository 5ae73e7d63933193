import { describe, expect, it } from 'vitest';
import { movedThumbValues } from './RangeFilter';

const PRICE = { attribute: 'price', bounds: { min: 4990, max: 384_990 } } as const;

describe('movedThumbValues', () => {
  it('keeps the thumb that did not move where it was, off react-aria’s step grid', () => {
    expect(movedThumbValues(PRICE, [4990, 384990], [8000, 384000])).toEqual([8000, 384990]);
    expect(movedThumbValues(PRICE, [4990, 384990], [4000, 350000])).toEqual([4990, 350000]);
  });

  it('stops a thumb moved onto the other one step short: they never meet (spec: 001 §4)', () => {
    expect(movedThumbValues(PRICE, [10000, 20000], [20000, 20000])).toEqual([16000, 20000]);
    expect(movedThumbValues(PRICE, [10000, 20000], [10000, 10000])).toEqual([10000, 14000]);
  });
});
