import { describe, expect, it } from 'vitest';
import { GENERAL_ENQUIRY, LeadSubmissionSchema, REQUEST_PHOTOS_DEFAULT } from '../leads/forms';
import { normaliseLead } from '../leads/rules';
import { type LeadFormsConfig, leadSiteRulesFor } from '../leads/site-config';
import { VEHICLE_LEAD_FORMS } from './lead-forms';
import { EMPTY_LEAD_FORM_VALUES, type LeadFormCar, type LeadFormValues, leadRequestFor } from './lead-request';

// The browser builds the body without zod; these tests hold it to the API's schema and site rules.

const car: LeadFormCar = {
  car_id: 9101,
  dealership_slug: 'harbour-city-toyota',
  manufacturer_slug: 'toyota',
  stock_number: 'HC1234',
  make: 'Toyota',
  model: 'HiLux',
  car_type: 'used',
  vehicle_status: 'in_stock',
  location: 'harbour-city-toyota-sales',
  page_id: '/cars/2021-toyota-hilux-sr5-9101',
};
const defaults = { category: GENERAL_ENQUIRY, requestPhotos: REQUEST_PHOTOS_DEFAULT };
const typed: LeadFormValues = {
  ...EMPTY_LEAD_FORM_VALUES,
  name: ' Sam ',
  last_name: 'Lee',
  email: 'sam@example.com',
  phone: '0412 345 678',
  postcode: '2000',
};
const settings = (overrides: Partial<LeadFormsConfig> = {}): LeadFormsConfig => ({
  messageRequired: true,
  dealershipFieldRemoved: false,
  locationEnabled: false,
  testDriveTermsRequired: false,
  ...overrides,
});
const site = (overrides: Partial<LeadFormsConfig> = {}) =>
  leadSiteRulesFor({ dealerships: ['harbour-city-toyota', 'harbour-city-kia'], leadForms: settings(overrides) }, [
    'harbour-city-toyota-sales',
  ]);

/** The body as the API would store it: parsed, then the site's rules applied. */
function accepted(body: unknown, overrides: Partial<LeadFormsConfig> = {}) {
  const parsed = LeadSubmissionSchema.safeParse(body);
  if (!parsed.success)
    return { ok: false as const, problems: parsed.error.issues.map((issue) => issue.path.join('.')) };
  const normalised = normaliseLead(parsed.data, site(overrides));
  return normalised.ok
    ? { ok: true as const, lead: normalised.lead }
    : { ok: false as const, problems: normalised.problems.map((problem) => problem.field) };
}

describe('leadRequestFor', () => {
  it('builds a body the API accepts for every vehicle form, with the car from the page', () => {
    for (const form of VEHICLE_LEAD_FORMS) {
      const body = leadRequestFor(form, { car, defaults, termsShown: false }, { ...typed, message: 'Still there?' });
      const result = accepted(body);
      expect(result, form).toMatchObject({
        ok: true,
        lead: {
          form,
          name: 'Sam',
          phone: '0412345678',
          car_id: 9101,
          dealership_slug: 'harbour-city-toyota',
          stock_number: 'HC1234',
          'Vehicle Make': 'Toyota',
          'Vehicle Model': 'HiLux',
          car_type: 'used',
          vehicle_status: 'in_stock',
          location: 'harbour-city-toyota-sales',
          message: 'Still there?',
          // The page the form was sent from (spec: 000 §3 "Enquiry form fields … page_id").
          page_id: '/cars/2021-toyota-hilux-sr5-9101',
        },
      });
    }
  });

  it('sends an enquiry as General Enquiry with the opt-in and the Rego when given', () => {
    const body = leadRequestFor(
      'enquiry',
      { car, defaults, termsShown: false },
      { ...typed, message: 'Hi', opt_in: false, Rego: 'ABC123' },
    );
    expect(accepted(body)).toMatchObject({
      ok: true,
      lead: { category: 'General Enquiry', opt_in: false, Rego: 'ABC123' },
    });
    expect(
      leadRequestFor('enquiry', { car, defaults, termsShown: false }, { ...typed, message: 'Hi' }),
    ).not.toHaveProperty('Rego');
  });

  it('leaves out an empty Comments, which the API refuses only where the site requires it (spec: 000 §5)', () => {
    const body = leadRequestFor('enquiry', { car, defaults, termsShown: false }, typed);
    expect(body).not.toHaveProperty('message');
    expect(accepted(body)).toEqual({ ok: false, problems: ['message'] });
    expect(accepted(body, { messageRequired: false })).toMatchObject({ ok: true });
  });

  it('sends the request-photos hidden field with its default (spec: 000 §3)', () => {
    const body = leadRequestFor('request-photos', { car, defaults, termsShown: false }, typed);
    expect(accepted(body)).toMatchObject({ ok: true, lead: { 'Request Photos': REQUEST_PHOTOS_DEFAULT } });
    expect(body).not.toHaveProperty('message');
  });

  it('sends a test drive with its optional date and distribution location only when chosen', () => {
    const bare = leadRequestFor('test-drive', { car, defaults, termsShown: false }, typed);
    expect(bare).not.toHaveProperty('dateTime');
    expect(bare).not.toHaveProperty('distribution_location');
    expect(bare).not.toHaveProperty('terms_conditions');
    const full = leadRequestFor(
      'test-drive',
      { car, defaults, termsShown: false },
      { ...typed, dateTime: '2026-12-01', distribution_location: 'Parramatta' },
    );
    expect(accepted(full)).toMatchObject({
      ok: true,
      lead: { dateTime: '2026-12-01', distribution_location: 'Parramatta' },
    });
  });

  it('sends the terms answer where the site shows the checkbox, which the API requires ticked (spec: 001 §5)', () => {
    const context = { car, defaults, termsShown: true };
    const unticked = leadRequestFor('test-drive', context, typed);
    expect(unticked).toHaveProperty('terms_conditions', false);
    expect(accepted(unticked, { testDriveTermsRequired: true })).toEqual({ ok: false, problems: ['terms_conditions'] });
    const ticked = leadRequestFor('test-drive', context, { ...typed, terms_conditions: true });
    expect(accepted(ticked, { testDriveTermsRequired: true })).toMatchObject({ ok: true });
  });

  it('sends the car location, which a site with the location field enabled requires (spec: 000 §5)', () => {
    const body = leadRequestFor('enquiry', { car, defaults, termsShown: false }, { ...typed, message: 'Hi' });
    expect(accepted(body, { locationEnabled: true })).toMatchObject({ ok: true });
    const noLocation = leadRequestFor(
      'enquiry',
      { car: { ...car, location: '' }, defaults, termsShown: false },
      { ...typed, message: 'Hi' },
    );
    expect(noLocation).not.toHaveProperty('location');
    expect(accepted(noLocation, { locationEnabled: true })).toEqual({ ok: false, problems: ['location'] });
  });

  it('leaves out a stock number the car does not have and an empty postcode', () => {
    const body = leadRequestFor(
      'find-similar',
      { car: { ...car, stock_number: null }, defaults, termsShown: false },
      { ...typed, postcode: ' ' },
    );
    expect(body).not.toHaveProperty('stock_number');
    expect(body).not.toHaveProperty('postcode');
    expect(accepted(body)).toMatchObject({ ok: true });
  });
});
