import { describe, expect, it } from 'vitest';
import { dealerCommentsTextLength } from '../vehicle/dealer-comments';
import { offerDescriptionView, offerDisclaimerView, truncateText } from './text';

const words = (count: number) => Array.from({ length: count }, (_, n) => `word${n}`).join(' ');

describe('truncateText', () => {
  it('keeps text that fits', () => {
    expect(truncateText('short', 5)).toBe('short');
  });

  it('cuts at a word near the limit, the ellipsis within it', () => {
    const cut = truncateText(words(60), 200);
    expect(cut.length).toBeLessThanOrEqual(200);
    expect(cut.endsWith('\u2026')).toBe(true);
    expect(cut.slice(0, -1)).toMatch(/word\d+$/);
  });

  it('cuts inside a word when no space is near', () => {
    expect(truncateText('x'.repeat(300), 200)).toBe(`${'x'.repeat(199)}\u2026`);
  });
});

describe('offerDescriptionView', () => {
  it('shows a description of up to 200 characters whole, with no View more', () => {
    const text = 'a'.repeat(200);
    expect(offerDescriptionView(text).short).toBeNull();
    expect(dealerCommentsTextLength(offerDescriptionView(text).full)).toBe(200);
  });

  it('cuts one over 200 characters to 160 for the first view', () => {
    const view = offerDescriptionView(`<p>${words(40)}</p>`);
    expect(view.short).not.toBeNull();
    expect(dealerCommentsTextLength(view.short ?? [])).toBeLessThanOrEqual(160);
    expect(dealerCommentsTextLength(view.short ?? [])).toBeGreaterThan(140);
    expect(dealerCommentsTextLength(view.full)).toBeGreaterThan(200);
  });

  it('keeps a description between 161 and 200 characters whole', () => {
    expect(offerDescriptionView('b'.repeat(180)).short).toBeNull();
  });

  it('drops scripts and attributes from the dealer HTML', () => {
    const view = offerDescriptionView('<p onclick="steal()">Drive <script>alert(1)</script><strong>away</strong></p>');
    expect(JSON.stringify(view.full)).not.toMatch(/script|onclick|alert/);
    expect(JSON.stringify(view.full)).toContain('strong');
  });
});

describe('offerDisclaimerView', () => {
  it('shows a disclaimer of up to 200 characters whole', () => {
    expect(offerDisclaimerView('c'.repeat(200)).short).toBeNull();
  });

  it('cuts a longer one to 200', () => {
    const view = offerDisclaimerView(words(50));
    expect(view.short?.length).toBeLessThanOrEqual(200);
    expect(view.full).toBe(words(50));
  });
});
