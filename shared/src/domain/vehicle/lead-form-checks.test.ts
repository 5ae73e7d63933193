import { describe, expect, it } from 'vitest';
import {
  INVALID_AUSTRALIAN_MOBILE,
  INVALID_EMAIL,
  INVALID_POSTCODE,
  MUST_AGREE_TO_TERMS,
  REQUIRED_FIELD,
} from '../messages/catalogue';
import { firstStepWith, LEAD_FORM_STEPS, leadStepErrors } from './lead-form-checks';
import { EMPTY_LEAD_FORM_VALUES, type LeadFormValues } from './lead-request';

const rules = { messageRequired: true, termsRequired: false };
const contact: LeadFormValues = {
  ...EMPTY_LEAD_FORM_VALUES,
  name: 'Sam',
  last_name: 'Lee',
  email: 'sam@example.com',
  phone: '+61 412 345 678',
  postcode: '2000',
};

describe('leadStepErrors', () => {
  it('requires every contact field with the spec message', () => {
    expect(leadStepErrors('find-similar', 0, EMPTY_LEAD_FORM_VALUES, rules)).toEqual({
      name: REQUIRED_FIELD,
      last_name: REQUIRED_FIELD,
      email: REQUIRED_FIELD,
      phone: REQUIRED_FIELD,
      postcode: REQUIRED_FIELD,
    });
  });

  it('checks the shape of the email, mobile and postcode', () => {
    const typed = { ...contact, email: 'sam@', phone: '02 9876 5432', postcode: '200' };
    expect(leadStepErrors('request-photos', 0, typed, rules)).toEqual({
      email: INVALID_EMAIL,
      phone: INVALID_AUSTRALIAN_MOBILE,
      postcode: INVALID_POSTCODE,
    });
    for (const phone of ['0412 345 678', '(04) 1234-5678', '+61412345678', '61 412 345 678']) {
      expect(leadStepErrors('request-photos', 0, { ...contact, phone }, rules), phone).toEqual({});
    }
  });

  it("requires the enquiry's Comments unless the site says otherwise, and no other form's message (spec: 000 §5)", () => {
    expect(leadStepErrors('enquiry', 0, contact, rules)).toEqual({ message: REQUIRED_FIELD });
    expect(leadStepErrors('enquiry', 0, contact, { ...rules, messageRequired: false })).toEqual({});
    expect(leadStepErrors('enquiry', 0, { ...contact, message: 'Is it available?' }, rules)).toEqual({});
    expect(leadStepErrors('request-photos', 0, contact, rules)).toEqual({});
  });

  it('checks a test drive one step at a time: contact first, then the booking (date optional)', () => {
    expect(LEAD_FORM_STEPS['test-drive']).toHaveLength(2);
    expect(Object.keys(leadStepErrors('test-drive', 0, EMPTY_LEAD_FORM_VALUES, rules))).toEqual([
      'name',
      'last_name',
      'email',
      'phone',
      'postcode',
    ]);
    expect(leadStepErrors('test-drive', 1, EMPTY_LEAD_FORM_VALUES, rules)).toEqual({});
    expect(leadStepErrors('test-drive', 0, contact, rules)).toEqual({});
  });

  it('requires the terms ticked on the last test-drive step where the site requires it (spec: 001 §5)', () => {
    const termsRules = { ...rules, termsRequired: true };
    expect(leadStepErrors('test-drive', 1, contact, termsRules)).toEqual({ terms_conditions: MUST_AGREE_TO_TERMS });
    expect(leadStepErrors('test-drive', 1, { ...contact, terms_conditions: true }, termsRules)).toEqual({});
  });
});

describe('firstStepWith', () => {
  it('finds the step of a field the API refused', () => {
    expect(firstStepWith('test-drive', ['terms_conditions'])).toBe(1);
    expect(firstStepWith('test-drive', ['dateTime', 'phone'])).toBe(0);
    expect(firstStepWith('enquiry', ['car_id'])).toBeNull();
  });
});
