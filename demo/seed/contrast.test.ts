import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './contrast';

describe('relativeLuminance', () => {
  it('is 0 for black and 1 for white', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBe(1);
  });
  it('rejects what is not #rrggbb', () => {
    expect(() => relativeLuminance('#fff')).toThrow(RangeError);
  });
});

describe('contrastRatio', () => {
  it('is 21:1 for black on white, either way round', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
  });
  it('is 1:1 for a colour on itself', () => {
    expect(contrastRatio('#0b3d91', '#0b3d91')).toBe(1);
  });
  it('matches the WCAG figure for mid grey on white', () => {
    // #777777 on white is the classic "just fails AA" pair at 4.48:1.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
