import { describe, expect, it } from 'vitest';
import { Random } from './random';
import { plateFor, vinFor, vinYearCode } from './registration';

describe('vinYearCode', () => {
  it('uses letters from 2010, skipping I, O, Q, U and Z, and digits before', () => {
    expect(vinYearCode(2010)).toBe('A');
    expect(vinYearCode(2018)).toBe('J');
    expect(vinYearCode(2024)).toBe('R');
    expect(vinYearCode(2026)).toBe('T');
    expect(vinYearCode(2009)).toBe('9');
  });
});

describe('vinFor', () => {
  it('writes 17 VIN characters with the maker prefix and year code', () => {
    const vin = vinFor(Random.fromSeed(1), 'Toyota', 2024);
    expect(vin).toMatch(/^MR0[A-HJ-NPR-Z0-9]{5}[0-9X]R[A-HJ-NPR-Z0-9]\d{6}$/);
  });
});

describe('plateFor', () => {
  it.each([
    ['NSW', /^[A-Z]{2}\d{2}[A-Z]{2}$/],
    ['VIC', /^\d[A-Z]{2}\d[A-Z]{2}$/],
    ['QLD', /^\d{3}[A-Z]{3}$/],
    ['SA', /^S\d{3}[A-Z]{3}$/],
  ])('follows the %s shape', (state, shape) => {
    expect(plateFor(Random.fromSeed(2), state)).toMatch(shape);
  });
});
