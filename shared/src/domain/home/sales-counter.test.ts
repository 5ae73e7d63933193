import { describe, expect, it } from 'vitest';
import { SALES_PER_DAY, SECONDS_PER_SALE, salesSoFarToday, secondsIntoBrisbaneDay } from './sales-counter';

describe('sales counter', () => {
  it('counts one sale per 450 seconds, 192 over a day', () => {
    expect(SALES_PER_DAY * SECONDS_PER_SALE).toBe(24 * 3600);
  });

  it("reads the time of day in Brisbane (UTC+10, no daylight saving), not the machine's", () => {
    expect(secondsIntoBrisbaneDay(new Date('2026-11-26T00:00:00Z'))).toBe(36_000);
    expect(secondsIntoBrisbaneDay(new Date('2026-07-01T13:59:59Z'))).toBe(23 * 3600 + 59 * 60 + 59);
  });

  it('starts at 0 at midnight in Brisbane and adds one at each full 450 seconds', () => {
    expect(salesSoFarToday(new Date('2026-11-25T14:00:00Z'))).toBe(0);
    expect(salesSoFarToday(new Date('2026-11-25T14:07:29Z'))).toBe(0);
    expect(salesSoFarToday(new Date('2026-11-25T14:07:30Z'))).toBe(1);
    expect(salesSoFarToday(new Date('2026-11-26T00:00:00Z'))).toBe(80);
    expect(salesSoFarToday(new Date('2026-11-26T13:59:59Z'))).toBe(191);
  });
});
