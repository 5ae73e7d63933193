import { describe, expect, it } from 'vitest';
import { isVehicleLeadForm, LEAD_FORM_ANCHORS, leadFormForHash, successPathFor } from './lead-forms';

describe('successPathFor', () => {
  it('lands on /success naming the form and the car', () => {
    const path = successPathFor('test-drive', '2021-toyota-hilux-sr5-12');
    expect(path).toBe('/success?form=test-drive&car=2021-toyota-hilux-sr5-12');
    const query = new URL(path, 'https://example.com').searchParams;
    expect(isVehicleLeadForm(query.get('form'))).toBe(true);
  });

  it('knows only the vehicle page forms', () => {
    expect(isVehicleLeadForm('finance')).toBe(false);
    expect(isVehicleLeadForm(null)).toBe(false);
  });
});

describe('leadFormForHash', () => {
  it("opens the form a search card's fragment names (spec: 000 §2 search card actions)", () => {
    expect(leadFormForHash('#enquire', 'in-stock')).toBe('enquiry');
    expect(leadFormForHash('#test-drive', 'in-stock')).toBe('test-drive');
    expect(leadFormForHash('#find-similar', 'in-stock')).toBe('find-similar');
    expect(LEAD_FORM_ANCHORS.enquiry).toBe('enquire');
  });
  it('offers only find-me-something-similar on a sold car (spec: 000 §4)', () => {
    expect(leadFormForHash('#enquire', 'sold')).toBe('find-similar');
    expect(leadFormForHash('#test-drive', 'sold')).toBe('find-similar');
  });
  it('ignores any other fragment', () => {
    for (const hash of ['', '#', '#vehicle-map', '#finance-calculator', '#enquiry']) {
      expect(leadFormForHash(hash, 'in-stock')).toBeNull();
    }
  });
});
