import { describe, expect, it } from 'vitest';
import { rowDiffers } from './compare-differences';

describe('rowDiffers', () => {
  it('marks a row whose values are not all the same', () => {
    expect(rowDiffers(['Toyota', 'Mazda'])).toBe(true);
    expect(rowDiffers(['Hilux', 'Hilux', 'RAV4'])).toBe(true);
    expect(rowDiffers(['Hilux', ''])).toBe(true);
  });

  it('leaves a row alone when every car has the same value', () => {
    expect(rowDiffers(['Toyota', 'Toyota', 'Toyota'])).toBe(false);
  });

  it('does not count case or spacing as a difference', () => {
    expect(rowDiffers(['Land Cruiser', ' land  cruiser'])).toBe(false);
  });

  it('finds nothing to differ with one car or none', () => {
    expect(rowDiffers(['Toyota'])).toBe(false);
    expect(rowDiffers([])).toBe(false);
  });
});
