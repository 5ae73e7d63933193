import { describe, expect, it } from 'vitest';
import { isVehicleLeadForm, successPathFor } from './lead-forms';

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
