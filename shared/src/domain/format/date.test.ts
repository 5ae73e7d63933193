import { describe, expect, it } from 'vitest';
import { formatDate } from './date';

describe('formatDate', () => {
  it('formats an ISO date as dd/MM/yyyy', () => {
    expect(formatDate('2026-03-07')).toBe('07/03/2026');
  });
  it('keeps the written day of a date-time whatever its offset', () => {
    expect(formatDate('2026-12-31T23:30:00+10:00')).toBe('31/12/2026');
  });
  it('rejects what is not a date', () => {
    expect(() => formatDate('07/03/2026')).toThrow(RangeError);
  });
});
