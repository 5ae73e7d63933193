import { describe, expect, it } from 'vitest';
import { refinementValueProblem } from './refinement-values';

describe('refinementValueProblem', () => {
  it('lets free-text refinements take any value', () => {
    expect(refinementValueProblem('make', 'Toyota || dealership_slug:=other')).toBeNull();
    expect(refinementValueProblem('filtered_features', 'Tow Bar')).toBeNull();
  });

  it('takes whole seat counts from 1 to 99 only', () => {
    for (const seats of ['1', '5', '7', '99']) expect(refinementValueProblem('seats', seats)).toBeNull();
    for (const seats of ['0', '07', '100', '5.5', '-2', '5 ', 'five']) {
      expect(refinementValueProblem('seats', seats)).toMatch(/^seats: /);
    }
  });

  it('takes true or false for certified', () => {
    expect(refinementValueProblem('certified', 'false')).toBeNull();
    expect(refinementValueProblem('certified', 'TRUE')).toBe('certified: "TRUE" is not true or false');
  });

  it('takes the listed bands only for the price bands', () => {
    expect(refinementValueProblem('price_range', '50000:75000')).toBeNull();
    expect(refinementValueProblem('weekly_price_range', '400:')).toBeNull();
    expect(refinementValueProblem('price_range', '50000:60000')).toMatch(
      /^price_range: "50000:60000" is not one of 0:10000, /,
    );
  });
});
