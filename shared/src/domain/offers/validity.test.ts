import { describe, expect, it } from 'vitest';
import { isOfferExcluded, isOfferRunning, isOfferShown, offerDay } from './validity';

const at = (instant: string) => new Date(instant);
const window = (starts_at: string | null, expires_at: string | null) => ({ starts_at, expires_at });

describe('offer validity', () => {
  it('reads the day in UTC', () => {
    expect(offerDay(at('2026-11-25T23:59:59Z'))).toBe('2026-11-25');
    expect(offerDay(at('2026-11-26T00:00:00Z'))).toBe('2026-11-26');
  });

  it('runs from its first day to its last, both included', () => {
    const offer = window('2026-11-10', '2026-11-20');
    expect(isOfferRunning(offer, at('2026-11-09T23:59:59Z'))).toBe(false);
    expect(isOfferRunning(offer, at('2026-11-10T00:00:00Z'))).toBe(true);
    expect(isOfferRunning(offer, at('2026-11-20T23:59:59Z'))).toBe(true);
    expect(isOfferRunning(offer, at('2026-11-21T00:00:00Z'))).toBe(false);
  });

  it('treats an open start or end as running on', () => {
    expect(isOfferRunning(window(null, null), at('2030-01-01T00:00:00Z'))).toBe(true);
    expect(isOfferRunning(window(null, '2026-11-20'), at('2026-11-21T00:00:00Z'))).toBe(false);
    expect(isOfferRunning(window('2026-12-01', null), at('2026-11-30T12:00:00Z'))).toBe(false);
  });

  it('excludes only the websites it names', () => {
    expect(isOfferExcluded({ excluded_website_ids: [2, 3] }, 3)).toBe(true);
    expect(isOfferExcluded({ excluded_website_ids: [2, 3] }, 1)).toBe(false);
    expect(isOfferExcluded({ excluded_website_ids: [] }, 1)).toBe(false);
  });

  it('is shown only when running and not excluding the site', () => {
    const now = at('2026-11-15T08:00:00Z');
    const running = { ...window('2026-11-01', null), excluded_website_ids: [2] };
    expect(isOfferShown(running, 1, now)).toBe(true);
    expect(isOfferShown(running, 2, now)).toBe(false);
    expect(isOfferShown({ ...running, expires_at: '2026-11-14' }, 1, now)).toBe(false);
  });
});
