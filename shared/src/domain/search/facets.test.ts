import { describe, expect, it } from 'vitest';
import { certifiedFacetValues, makesToShow } from './facets';

describe('certifiedFacetValues (spec: 000 §5)', () => {
  const values = [
    { value: 'true', count: 8 },
    { value: 'false', count: 30 },
  ];
  it('hides the false value on a certified-only site', () => {
    expect(certifiedFacetValues(values, { certifiedOnly: true })).toEqual([{ value: 'true', count: 8 }]);
    expect(certifiedFacetValues([{ value: ' FALSE ', count: 1 }], { certifiedOnly: true })).toEqual([]);
  });
  it('shows both elsewhere', () => {
    expect(certifiedFacetValues(values, { certifiedOnly: false })).toEqual(values);
  });
});

describe('makesToShow (spec: 000 §2)', () => {
  const makes = ['Toyota', 'Ford', 'Mazda', 'Kia', 'Hyundai', 'Mitsubishi', 'Nissan', 'Subaru', 'Isuzu'];
  it('lists the first 7 makes and counts the rest for Show all makes', () => {
    expect(makesToShow(makes, false)).toEqual({ shown: makes.slice(0, 7), hiddenCount: 2 });
  });
  it('lists every make once Show all makes is pressed', () => {
    expect(makesToShow(makes, true)).toEqual({ shown: makes, hiddenCount: 0 });
  });
  it('needs no button for 7 or fewer', () => {
    expect(makesToShow(makes.slice(0, 7), false)).toEqual({ shown: makes.slice(0, 7), hiddenCount: 0 });
    expect(makesToShow([], false)).toEqual({ shown: [], hiddenCount: 0 });
  });
});
