import { describe, expect, it } from 'vitest';
import { dealershipSelectShown, LeadFormsConfigSchema, leadSiteRulesFor } from './site-config';

describe('LeadFormsConfigSchema (spec: 000 §5, 001 §5)', () => {
  it('defaults to the spec: Comments required, dealership select shown, no location, no terms', () => {
    expect(LeadFormsConfigSchema.parse({})).toEqual({
      messageRequired: true,
      dealershipFieldRemoved: false,
      locationEnabled: false,
      testDriveTermsRequired: false,
    });
  });

  it('refuses a setting of the wrong type', () => {
    expect(LeadFormsConfigSchema.safeParse({ locationEnabled: 'yes' }).success).toBe(false);
  });
});

describe('leadSiteRulesFor', () => {
  const leadForms = LeadFormsConfigSchema.parse({ locationEnabled: true, testDriveTermsRequired: true });

  it("carries the site's dealerships and form settings into the rules", () => {
    expect(leadSiteRulesFor({ dealerships: ['a', 'b'], leadForms })).toEqual({
      dealershipSlugs: ['a', 'b'],
      dealershipFieldRemoved: false,
      locationEnabled: true,
      messageRequired: true,
      termsRequired: true,
      financePostcodeRequired: false,
    });
  });

  it('requires a finance lead\'s postcode where the finance form asks for it (spec: 001 §5 "required where shown")', () => {
    const site = { dealerships: ['a'], leadForms };
    expect(leadSiteRulesFor({ ...site, finance: { askPostcode: true } }).financePostcodeRequired).toBe(true);
    expect(leadSiteRulesFor({ ...site, finance: { askPostcode: false } }).financePostcodeRequired).toBe(false);
  });

  it('adds the locations when they were loaded', () => {
    expect(leadSiteRulesFor({ dealerships: ['a'], leadForms }, ['a-sales', '12']).locations).toEqual(['a-sales', '12']);
  });
});

describe('dealershipSelectShown (spec: 000 §5 "dealership select required when the site has several dealerships and the field is not removed")', () => {
  const leadForms = LeadFormsConfigSchema.parse({});

  it('shows the select on a site of several dealerships, unless the site removed it', () => {
    expect(dealershipSelectShown({ dealerships: ['a', 'b'], leadForms })).toBe(true);
    expect(
      dealershipSelectShown({ dealerships: ['a', 'b'], leadForms: { ...leadForms, dealershipFieldRemoved: true } }),
    ).toBe(false);
  });

  it('never on a site of one dealership (the API files the lead with it)', () => {
    expect(dealershipSelectShown({ dealerships: ['a'], leadForms })).toBe(false);
  });
});
