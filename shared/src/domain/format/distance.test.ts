import { describe, expect, it } from 'vitest';
import { formatKilometres } from './distance';

describe('formatKilometres', () => {
  it('adds commas and the unit', () => {
    expect(formatKilometres(48213)).toBe('48,213 km');
    expect(formatKilometres(0)).toBe('0 km');
  });
});
