import { describe, expect, it } from 'vitest';
import { privacyTimesText, warrantyText } from './privacy';

describe('privacy and warranty text', () => {
  it('states the complaint and access times of the spec', () => {
    const text = privacyTimesText('Sun Valley Motors');
    expect(text).toContain('within 7 days');
    expect(text).toContain('resolve it within 30 days');
    expect(text).toContain('answered within 30 days');
  });

  it('states the standard warranty and a longer new-car one where the dealer has it', () => {
    expect(warrantyText(null)).toBe('Every vehicle comes with a 3 year standard warranty.');
    expect(warrantyText(7)).toContain('new cars carry a 7 year warranty');
  });
});
