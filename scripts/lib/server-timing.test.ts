import { describe, expect, it } from 'vitest';
import { d1QueriesIn } from './server-timing';

describe('d1QueriesIn', () => {
  it("adds up the page's own D1 metric and those its fragments passed on", () => {
    const header =
      'fc-vehicle-page;dur=31.2;desc="mfe_vehicle 1.0.0 (stable)", d1;dur=0.4;desc="1 query", d1;dur=0;desc="0 queries"';
    expect(d1QueriesIn(header)).toBe(1);
    expect(d1QueriesIn('d1;dur=3;desc="12 queries", d1;dur=1;desc="2 queries"')).toBe(14);
  });

  it('is null when the header names no D1 metric, and ignores look-alikes', () => {
    expect(d1QueriesIn(undefined)).toBeNull();
    expect(d1QueriesIn('fc-vehicle-page;dur=12;desc="fallback"')).toBeNull();
    expect(d1QueriesIn('xd1;dur=1;desc="5 queries"')).toBeNull();
  });
});
