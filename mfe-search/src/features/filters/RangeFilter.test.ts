import { describe, expect, it } from 'vitest';
import { movedThumbValues } from './RangeFilter';

describe('movedThumbValues', () => {
  it('keeps the thumb that did not move where it was, off react-aria’s step grid', () => {
    expect(movedThumbValues([4990, 384990], [8000, 384000])).toEqual([8000, 384990]);
    expect(movedThumbValues([4990, 384990], [4000, 350000])).toEqual([4990, 350000]);
  });

  it('takes a thumb moved onto the other', () => {
    expect(movedThumbValues([10000, 20000], [20000, 20000])).toEqual([20000, 20000]);
  });
});
