import { describe, expect, it } from 'vitest';
import {
  STICKY_ACTION_BAR_SCROLL_PX,
  STICKY_HEADER_SCROLL_PX,
  stickyBarMessageLabel,
  stickyBarsAt,
} from './sticky-bars';

describe('stickyBarsAt', () => {
  const site = { actionBarEnabled: true };

  it('shows the header from 500 px of scroll on', () => {
    expect(STICKY_HEADER_SCROLL_PX).toBe(500);
    expect(stickyBarsAt(0, site).header).toBe(false);
    expect(stickyBarsAt(499, site).header).toBe(false);
    expect(stickyBarsAt(500, site).header).toBe(true);
  });

  it('shows the action bar beyond 900 px', () => {
    expect(STICKY_ACTION_BAR_SCROLL_PX).toBe(900);
    expect(stickyBarsAt(900, site)).toEqual({ header: true, actionBar: false });
    expect(stickyBarsAt(901, site)).toEqual({ header: true, actionBar: true });
  });

  it('never shows the action bar on a site without it', () => {
    expect(stickyBarsAt(5000, { actionBarEnabled: false })).toEqual({ header: true, actionBar: false });
  });
});

// spec: 001 §2 "a sticky bottom bar with 'Reserve Car Now', 'Enquire Now' or 'Instant Message', and 'Call Now'".
describe('stickyBarMessageLabel', () => {
  it("reads 'Instant Message' on a site that offers it, else 'Enquire Now'", () => {
    expect(stickyBarMessageLabel({ instantMessage: true })).toBe('Instant Message');
    expect(stickyBarMessageLabel({ instantMessage: false })).toBe('Enquire Now');
  });
});
