import { describe, expect, it } from 'vitest';
import { d1Timing, withD1Timing } from './query-count';

describe('withD1Timing', () => {
  it('adds the request’s D1 figures to the ones an answer passed on, as one metric', () => {
    expect(withD1Timing('fc;dur=3, d1;dur=1;desc="1 query"', { queries: 2, ms: 0.5 })).toBe(
      'fc;dur=3, d1;dur=1.5;desc="3 queries"',
    );
    expect(withD1Timing('d1;dur=0.4;desc="1 query"', { queries: 0, ms: 0 })).toBe('d1;dur=0.4;desc="1 query"');
  });

  it('is the request’s own figures when nothing came before', () => {
    expect(withD1Timing(null, { queries: 1, ms: 2 })).toBe(d1Timing({ queries: 1, ms: 2 }));
    expect(withD1Timing('fc;dur=3', { queries: 0, ms: 0 })).toBe('fc;dur=3, d1;dur=0;desc="0 queries"');
  });
});
