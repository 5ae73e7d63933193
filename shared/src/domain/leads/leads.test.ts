import { describe, expect, it } from 'vitest';
import { analyticsEventFor } from './analytics';
import {
  type EnquiryLead,
  type LeadSubmission,
  type LeadSubmissionInput,
  LeadSubmissionSchema,
  leadProblems,
  REQUEST_PHOTOS_DEFAULT,
} from './forms';
import { normaliseEnquiry, normaliseLead } from './rules';

const contact = { name: 'Sam', last_name: 'Lee', email: 'Sam@Example.com', phone: '+61 412 345 678' };
const parse = (body: unknown): LeadSubmission => LeadSubmissionSchema.parse(body);
const problems = (body: unknown) => {
  const result = LeadSubmissionSchema.safeParse(body);
  if (result.success) throw new Error('expected a refusal');
  return leadProblems(result.error);
};
const enquiry = (extra: Partial<Record<keyof EnquiryLead, unknown>> = {}): EnquiryLead => {
  const lead = parse({ form: 'enquiry', ...contact, message: 'Is it available?', ...extra });
  if (lead.form !== 'enquiry') throw new Error('not an enquiry');
  return lead;
};

describe('LeadSubmissionSchema: contact fields', () => {
  it('normalises the phone to digits with a leading 0 and lower-cases the email (spec: 001 §5)', () => {
    expect(parse({ form: 'find-similar', ...contact })).toMatchObject({
      phone: '0412345678',
      email: 'sam@example.com',
    });
  });

  it('names each missing required field with the spec message', () => {
    expect(problems({ form: 'trade-in' })).toEqual(
      ['name', 'last_name', 'email', 'phone', 'postcode'].map((field) => ({
        field,
        message: 'This is a required field.',
      })),
    );
  });

  it('refuses a landline and a bad email, naming the field', () => {
    expect(problems({ form: 'enquiry', ...contact, phone: '02 9876 5432', email: 'nope' })).toEqual([
      { field: 'email', message: 'Please enter a valid email address.' },
      { field: 'phone', message: 'Please enter a valid Australian mobile number.' },
    ]);
  });

  it.each(['200', '20000', 'abcd', '2 00'])('refuses postcode %j with the spec message', (postcode) => {
    expect(problems({ form: 'trade-in', ...contact, postcode })).toEqual([
      { field: 'postcode', message: 'Invalid postcode. Please enter a 4-digit number.' },
    ]);
  });

  it('bounds text lengths', () => {
    expect(problems({ form: 'enquiry', ...contact, message: 'x'.repeat(5001) })).toEqual([
      { field: 'message', message: 'Must be at most 5000 characters.' },
    ]);
    expect(problems({ form: 'enquiry', ...contact, name: 'x'.repeat(81) })[0]?.field).toBe('name');
  });
});

describe('LeadSubmissionSchema: characters (issue 13)', () => {
  const refused = 'Must not contain control characters, text-direction controls or invisible characters.';

  it('refuses NUL, bidi overrides and broken Unicode, naming the field', () => {
    expect(problems({ form: 'enquiry', ...contact, name: 'Sam\u0000' })).toEqual([{ field: 'name', message: refused }]);
    expect(problems({ form: 'enquiry', ...contact, message: 'pay \u202eevil' })).toEqual([
      { field: 'message', message: refused },
    ]);
    expect(problems({ form: 'trade-in', ...contact, postcode: '2000', Rego: 'AB\ud800' })).toEqual([
      { field: 'Rego', message: refused },
    ]);
    expect(
      problems({
        form: 'finance',
        ...contact,
        amount: 20000,
        term: 5,
        selfAssessedCreditScore: 'GREAT',
        tags: ['a\u2066'],
      }),
    ).toEqual([{ field: 'tags.0', message: refused }]);
  });

  it('keeps line breaks in the message, but not in one-line fields', () => {
    expect(enquiry({ message: 'Line one\r\nLine two\n\tThanks' }).message).toBe('Line one\r\nLine two\n\tThanks');
    expect(problems({ form: 'enquiry', ...contact, last_name: 'Lee\nBcc: x' })).toEqual([
      { field: 'last_name', message: refused },
    ]);
  });
});

describe('LeadSubmissionSchema: the body', () => {
  it('refuses unknown fields, naming them', () => {
    expect(problems({ form: 'enquiry', ...contact, website: 'x', __proto__x: 1 })).toEqual([
      { field: 'website, __proto__x', message: 'Unknown fields: website, __proto__x.' },
    ]);
    expect(problems({ form: 'finance-enquiry', ...contact })).toEqual([
      {
        field: 'form',
        message:
          'form: expected one of enquiry, test-drive, request-photos, find-similar, finance, trade-in, offer-enquiry, service-booking.',
      },
    ]);
  });

  it.each([null, 'lead', 42, []])('refuses %j as a body', (body) => {
    expect(problems(body)).toEqual([{ field: '', message: 'Expected a JSON object with a form field.' }]);
  });

  it('refuses wrong types with a message naming the field', () => {
    expect(problems({ form: 'enquiry', ...contact, name: 42, car_id: 'abc', opt_in: 'maybe' })).toEqual([
      { field: 'name', message: 'Expected text.' },
      { field: 'car_id', message: 'Expected a numeric id.' },
      { field: 'opt_in', message: 'Expected true or false.' },
    ]);
  });
});

describe('enquiry (spec: 000 §3, §5)', () => {
  it('defaults category to General Enquiry and opt_in to true; Rego is optional', () => {
    expect(enquiry()).toMatchObject({ category: 'General Enquiry', opt_in: true });
    expect(enquiry().Rego).toBeUndefined();
    expect(enquiry({ opt_in: false, Rego: 'ABC123' })).toMatchObject({ opt_in: false, Rego: 'ABC123' });
  });

  it('requires a category when one is sent empty', () => {
    expect(problems({ form: 'enquiry', ...contact, category: ' ' })).toEqual([
      { field: 'category', message: 'This is a required field.' },
    ]);
  });

  it('keeps the spec field names and reads ids sent as text', () => {
    const lead = enquiry({ 'Vehicle Make': 'Toyota', 'Vehicle Model': 'Corolla', car_id: '123', car_type: 'used' });
    expect(lead).toMatchObject({ 'Vehicle Make': 'Toyota', 'Vehicle Model': 'Corolla', car_id: 123, car_type: 'used' });
  });
});

describe('normaliseEnquiry (spec: 000 §5)', () => {
  const one = { dealershipSlugs: ['north'] };
  const group = { dealershipSlugs: ['north', 'south'] };

  it('maps Careers Enquiry to General Enquiry with subcategory Career Enquiry', () => {
    const result = normaliseEnquiry(enquiry({ category: 'Careers Enquiry' }), one);
    expect(result).toMatchObject({ ok: true, lead: { category: 'General Enquiry', subcategory: 'Career Enquiry' } });
  });

  it('requires Comments unless the site says otherwise', () => {
    const lead = enquiry({ message: undefined });
    expect(normaliseEnquiry(lead, one)).toEqual({
      ok: false,
      problems: [{ field: 'message', message: 'This is a required field.' }],
    });
    expect(normaliseEnquiry(lead, { ...one, messageRequired: false }).ok).toBe(true);
  });

  it('requires a dealership on a site with several, unless the field is removed', () => {
    expect(normaliseEnquiry(enquiry(), group)).toEqual({
      ok: false,
      problems: [{ field: 'dealership_slug', message: 'This is a required field.' }],
    });
    expect(normaliseEnquiry(enquiry(), { ...group, dealershipFieldRemoved: true })).toMatchObject({ ok: true });
    expect(normaliseEnquiry(enquiry({ dealership_slug: 'south' }), group)).toMatchObject({
      ok: true,
      lead: { dealership_slug: 'south' },
    });
  });

  it("refuses another site's dealership and fills in a single one", () => {
    expect(normaliseEnquiry(enquiry({ dealership_slug: 'elsewhere' }), group)).toEqual({
      ok: false,
      problems: [{ field: 'dealership_slug', message: 'Please choose one of our dealerships.' }],
    });
    expect(normaliseEnquiry(enquiry(), one)).toMatchObject({ ok: true, lead: { dealership_slug: 'north' } });
  });

  it('requires a location when enabled, one of the listed ones', () => {
    expect(normaliseEnquiry(enquiry(), { ...one, locationEnabled: true })).toEqual({
      ok: false,
      problems: [{ field: 'location', message: 'This is a required field.' }],
    });
    expect(normaliseEnquiry(enquiry({ location: 'x' }), { ...one, locationEnabled: true, locations: ['y'] })).toEqual({
      ok: false,
      problems: [{ field: 'location', message: 'Please choose one of our locations.' }],
    });
    expect(normaliseEnquiry(enquiry({ location: 'y' }), { ...one, locationEnabled: true, locations: ['y'] }).ok).toBe(
      true,
    );
  });

  it('does not change its input', () => {
    const lead = enquiry({ category: 'Careers Enquiry' });
    normaliseEnquiry(lead, one);
    expect(lead.category).toBe('Careers Enquiry');
  });
});

describe('the other forms', () => {
  it('test drive: date, message, location and terms are optional; terms required where configured (spec: 001 §5)', () => {
    const lead = parse({ form: 'test-drive', ...contact });
    expect(normaliseLead(lead, { dealershipSlugs: ['a'] }).ok).toBe(true);
    expect(normaliseLead(lead, { dealershipSlugs: ['a'], termsRequired: true })).toEqual({
      ok: false,
      problems: [{ field: 'terms_conditions', message: '*You must agree to the terms of use before submitting.' }],
    });
    const agreed = parse({ form: 'test-drive', ...contact, terms_conditions: 'on', dateTime: '2025-02-01T10:30' });
    expect(normaliseLead(agreed, { dealershipSlugs: ['a'], termsRequired: true }).ok).toBe(true);
    expect(problems({ form: 'test-drive', ...contact, dateTime: 'next tuesday' })[0]?.field).toBe('dateTime');
  });

  it('request photos: the hidden field defaults to a request for photos', () => {
    expect(parse({ form: 'request-photos', ...contact })).toMatchObject({ 'Request Photos': REQUEST_PHOTOS_DEFAULT });
  });

  it('finance: category and tags default as the spec says; the code must be 6 digits (spec: 001 §3, §5)', () => {
    const base = { form: 'finance', ...contact, amount: 30000, term: 5, selfAssessedCreditScore: 'GREAT' };
    expect(parse(base)).toMatchObject({ category: 'Finance Enquiry', tags: ['YouX'], subscribe: false });
    expect(problems({ ...base, code: '123' })).toEqual([{ field: 'code', message: 'Code must be 6 digits.' }]);
    expect(problems({ ...base, selfAssessedCreditScore: 'OK', term: 8 }).map((p) => p.field)).toEqual([
      'term',
      'selfAssessedCreditScore',
    ]);
    expect(problems({ ...base, category: 'General Enquiry' })[0]?.field).toBe('category');
  });

  it('finance: the postcode is required where the site\'s finance form asks for it (spec: 001 §5 "required where shown")', () => {
    const base = parse({ form: 'finance', ...contact, amount: 30000, term: 5, selfAssessedCreditScore: 'GREAT' });
    const asked = { dealershipSlugs: ['a'], financePostcodeRequired: true };
    expect(normaliseLead(base, asked)).toEqual({
      ok: false,
      problems: [{ field: 'postcode', message: 'This is a required field.' }],
    });
    expect(normaliseLead({ ...base, postcode: '2000' }, asked).ok).toBe(true);
    expect(normaliseLead(base, { dealershipSlugs: ['a'] }).ok).toBe(true);
  });

  it('finance without a car: a dealership is required on a site of several, a single one filled in; with a car, none asked (spec: 000 §5; issue 26)', () => {
    const withoutCar = parse({ form: 'finance', ...contact, amount: 30000, term: 5, selfAssessedCreditScore: 'GREAT' });
    expect(normaliseLead({ ...withoutCar, dealership_slug: '' }, { dealershipSlugs: ['a', 'b'] })).toEqual({
      ok: false,
      problems: [{ field: 'dealership_slug', message: 'This is a required field.' }],
    });
    expect(normaliseLead(withoutCar, { dealershipSlugs: ['a', 'b'] }).ok).toBe(false);
    expect(normaliseLead({ ...withoutCar, dealership_slug: 'b' }, { dealershipSlugs: ['a', 'b'] })).toMatchObject({
      ok: true,
      lead: { dealership_slug: 'b' },
    });
    expect(normaliseLead(withoutCar, { dealershipSlugs: ['a'] })).toMatchObject({
      ok: true,
      lead: { dealership_slug: 'a' },
    });
    expect(normaliseLead(withoutCar, { dealershipSlugs: ['a', 'b'], dealershipFieldRemoved: true }).ok).toBe(true);
    const withCar = parse({
      form: 'finance',
      ...contact,
      amount: 30000,
      term: 5,
      selfAssessedCreditScore: 'GREAT',
      car_id: '123',
    });
    expect(normaliseLead(withCar, { dealershipSlugs: ['a', 'b'] }).ok).toBe(true);
  });

  it('service booking: category Service Booking, a preferred day, rego and the car optional', () => {
    expect(
      parse({ form: 'service-booking', ...contact, Rego: 'ABC123', dateTime: '2026-12-01', 'Vehicle Make': 'Kia' }),
    ).toMatchObject({ category: 'Service Booking', dateTime: '2026-12-01', Rego: 'ABC123' });
    expect(problems({ form: 'service-booking', ...contact, dateTime: 'next week' })).toEqual([
      { field: 'dateTime', message: 'Expected a date (YYYY-MM-DD).' },
    ]);
    expect(problems({ form: 'service-booking', ...contact, category: 'Finance Enquiry' })[0]?.field).toBe('category');
    // Posted from a plain form with the date and the dealership left blank.
    const blank = parse({ form: 'service-booking', ...contact, dateTime: '', dealership_slug: '' });
    expect(blank).toMatchObject({ dateTime: undefined });
    expect(parse({ form: 'test-drive', ...contact, dateTime: '' })).toMatchObject({ dateTime: undefined });
  });

  it('service booking: names no car, so a dealership is required on a site with several; a single one filled in (spec: 000 §5)', () => {
    const blank = parse({ form: 'service-booking', ...contact, dealership_slug: '' });
    expect(normaliseLead(blank, { dealershipSlugs: ['a', 'b'] })).toEqual({
      ok: false,
      problems: [{ field: 'dealership_slug', message: 'This is a required field.' }],
    });
    expect(normaliseLead(blank, { dealershipSlugs: ['a'] })).toMatchObject({
      ok: true,
      lead: { dealership_slug: 'a' },
    });
    expect(normaliseLead({ ...blank, dealership_slug: 'b' }, { dealershipSlugs: ['a', 'b'] }).ok).toBe(true);
  });

  it('trade-in: a dealership required on a site with several, unless the field is removed; a single one filled in (spec: 000 §5)', () => {
    const lead = parse({ form: 'trade-in', ...contact, postcode: '2000', regoState: 'NSW' });
    expect(normaliseLead(lead, { dealershipSlugs: ['a', 'b'] })).toEqual({
      ok: false,
      problems: [{ field: 'dealership_slug', message: 'This is a required field.' }],
    });
    expect(normaliseLead({ ...lead, dealership_slug: '' }, { dealershipSlugs: ['a', 'b'] }).ok).toBe(false);
    expect(normaliseLead(lead, { dealershipSlugs: ['a', 'b'], dealershipFieldRemoved: true }).ok).toBe(true);
    expect(normaliseLead({ ...lead, dealership_slug: 'b' }, { dealershipSlugs: ['a', 'b'] })).toMatchObject({
      ok: true,
    });
    expect(normaliseLead(lead, { dealershipSlugs: ['a'] })).toMatchObject({ ok: true, lead: { dealership_slug: 'a' } });
    expect(normaliseLead({ ...lead, dealership_slug: 'z' }, { dealershipSlugs: ['a', 'b'] }).ok).toBe(false);
  });

  it('trade-in and offer enquiries parse', () => {
    expect(parse({ form: 'trade-in', ...contact, postcode: '2000', regoState: 'NSW' })).toMatchObject({
      postcode: '2000',
    });
    expect(parse({ form: 'offer-enquiry', ...contact, offer_id: 7 })).toMatchObject({ intent: 'enquire', offer_id: 7 });
    expect(problems({ form: 'offer-enquiry', ...contact })).toEqual([
      { field: 'offer_id', message: 'Expected a numeric id.' },
    ]);
  });

  it('offer enquiry: names its dealership on a site of several, as every form there does (spec: 000 §5)', () => {
    const lead = parse({ form: 'offer-enquiry', ...contact, offer_id: 7 });
    expect(normaliseLead(lead, { dealershipSlugs: ['a', 'b'] })).toEqual({
      ok: false,
      problems: [{ field: 'dealership_slug', message: 'This is a required field.' }],
    });
    expect(normaliseLead({ ...lead, dealership_slug: 'b' }, { dealershipSlugs: ['a', 'b'] }).ok).toBe(true);
    expect(normaliseLead({ ...lead, dealership_slug: 'c' }, { dealershipSlugs: ['a', 'b'] }).ok).toBe(false);
    // One dealership: the lead is for it.
    expect(normaliseLead(lead, { dealershipSlugs: ['a'] })).toMatchObject({ ok: true, lead: { dealership_slug: 'a' } });
  });

  it('offer enquiry: the location follows the enquiry rule (spec: 000 §5 "location required when enabled")', () => {
    const lead = parse({ form: 'offer-enquiry', ...contact, offer_id: 7 });
    const rules = { dealershipSlugs: ['a'], locationEnabled: true, locations: ['a-sales'] };
    expect(normaliseLead(lead, rules)).toEqual({
      ok: false,
      problems: [{ field: 'location', message: 'This is a required field.' }],
    });
    expect(normaliseLead(parse({ ...lead, location: 'rival-sales' }), rules)).toMatchObject({
      ok: false,
      problems: [{ field: 'location', message: 'Please choose one of our locations.' }],
    });
    expect(normaliseLead(parse({ ...lead, location: 'a-sales' }), rules).ok).toBe(true);
  });

  it("other forms: a location is optional, but when sent it is one of the site's", () => {
    const rules = { dealershipSlugs: ['a'], locationEnabled: true, locations: ['a-sales'] };
    expect(normaliseLead(parse({ form: 'test-drive', ...contact }), rules).ok).toBe(true);
    expect(normaliseLead(parse({ form: 'request-photos', ...contact, location: 'rival-sales' }), rules)).toEqual({
      ok: false,
      problems: [{ field: 'location', message: 'Please choose one of our locations.' }],
    });
  });

  it("refuses a lead for another site's dealership whatever the form", () => {
    const lead = parse({ form: 'trade-in', ...contact, postcode: '2000', dealership_slug: 'rival' });
    expect(normaliseLead(lead, { dealershipSlugs: ['a'] })).toMatchObject({
      ok: false,
      problems: [{ field: 'dealership_slug' }],
    });
  });
});

describe('analyticsEventFor (spec: 000 §7, 001 §7)', () => {
  const event = (body: LeadSubmissionInput | Record<string, unknown>) =>
    analyticsEventFor(parse({ ...contact, ...body }));

  it.each([
    [{ form: 'enquiry', car_type: 'new' }, 14],
    [{ form: 'enquiry', car_type: 'demo' }, 14],
    [{ form: 'enquiry' }, 14],
    [{ form: 'enquiry', car_type: 'used' }, 15],
    [{ form: 'enquiry', category: 'Careers Enquiry' }, 51],
    [{ form: 'enquiry', subcategory: 'Career Enquiry' }, 51],
    [{ form: 'test-drive', car_type: 'new' }, 17],
    [{ form: 'test-drive', car_type: 'used' }, 48],
    [{ form: 'request-photos', car_type: 'used' }, 15],
    [{ form: 'find-similar', car_type: 'new' }, 14],
    [{ form: 'finance', amount: 30000, term: 5, selfAssessedCreditScore: 'POOR' }, 9],
    [{ form: 'offer-enquiry', offer_id: 1 }, 14],
    [{ form: 'offer-enquiry', offer_id: 1, intent: 'test-drive' }, 17],
    [{ form: 'trade-in', postcode: '2000' }, null],
    [{ form: 'service-booking' }, null],
  ])('%j → %s', (body, id) => {
    expect(event(body)).toBe(id);
  });

  it('still records 51 after a careers enquiry is normalised', () => {
    const result = normaliseEnquiry(enquiry({ category: 'Careers Enquiry' }), { dealershipSlugs: ['a'] });
    if (!result.ok) throw new Error('expected ok');
    expect(analyticsEventFor(result.lead)).toBe(51);
  });
});
