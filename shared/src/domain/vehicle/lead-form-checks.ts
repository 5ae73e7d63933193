import {
  INVALID_AUSTRALIAN_MOBILE,
  INVALID_EMAIL,
  INVALID_POSTCODE,
  MUST_AGREE_TO_TERMS,
  REQUIRED_FIELD,
} from '../messages/catalogue';
import type { VehicleLeadForm } from './lead-forms';
import type { LeadFormField, LeadFormValues } from './lead-request';

// The browser's checks of a vehicle page form, step by step (spec: 000 §5 "Enquiry form: message
// required unless configured otherwise … Multi-step forms validate per step"; "Test-drive date and
// request-photos message are optional"; 001 §5 terms checkbox, postcode). Only the simple required and
// format checks: the API applies the full schemas and site rules, and its 400 issues are shown on the
// fields they name (./lead-answer.ts). Zod-free, for the dialogs chunk.

/** The contact fields every form starts with (spec: 000 §3 "Stored user details"). */
export const CONTACT_FIELDS = ['name', 'last_name', 'email', 'phone', 'postcode'] as const satisfies LeadFormField[];

/**
 * Each form's steps, each a list of its fields in order. The test drive asks for contact details
 * first, then the booking (spec: 000 §4 "The multi-step test drive form moves to the next step until
 * the last, then submits").
 */
export const LEAD_FORM_STEPS: Record<VehicleLeadForm, ReadonlyArray<readonly LeadFormField[]>> = {
  enquiry: [[...CONTACT_FIELDS, 'message', 'Rego', 'opt_in']],
  'test-drive': [CONTACT_FIELDS, ['dateTime', 'message', 'distribution_location', 'terms_conditions']],
  'request-photos': [[...CONTACT_FIELDS, 'message']],
  'find-similar': [[...CONTACT_FIELDS, 'message']],
};

/** The site's rules the browser checks (from the site's `leadForms` settings). */
export interface LeadFormCheckRules {
  /** Enquiry Comments required (spec: 000 §5; default true). */
  messageRequired: boolean;
  /** The test-drive terms checkbox must be ticked (spec: 001 §5). */
  termsRequired: boolean;
}

/** Messages by field; a field without a problem is absent. */
export type LeadFieldErrors = Partial<Record<LeadFormField, string>>;

/** Something@somewhere.tld, no spaces: the API checks the rest. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An Australian mobile, however spaced: 04xx xxx xxx or +61 4xx xxx xxx. The API checks the number range. */
const MOBILE_SHAPE = /^(?:\+?61|0)4\d{8}$/;
const POSTCODE_SHAPE = /^\d{4}$/;

function problemWith(form: VehicleLeadForm, field: LeadFormField, values: LeadFormValues, rules: LeadFormCheckRules) {
  const text = (name: Exclude<LeadFormField, 'opt_in' | 'terms_conditions'>) => values[name].trim();
  switch (field) {
    case 'name':
    case 'last_name':
      return text(field) === '' ? REQUIRED_FIELD : undefined;
    case 'email':
      if (text(field) === '') return REQUIRED_FIELD;
      return EMAIL_SHAPE.test(text(field)) ? undefined : INVALID_EMAIL;
    case 'phone':
      if (text(field) === '') return REQUIRED_FIELD;
      return MOBILE_SHAPE.test(text(field).replace(/[\s().-]/g, '')) ? undefined : INVALID_AUSTRALIAN_MOBILE;
    case 'postcode':
      if (text(field) === '') return REQUIRED_FIELD;
      return POSTCODE_SHAPE.test(text(field)) ? undefined : INVALID_POSTCODE;
    case 'message':
      return form === 'enquiry' && rules.messageRequired && text(field) === '' ? REQUIRED_FIELD : undefined;
    case 'terms_conditions':
      return form === 'test-drive' && rules.termsRequired && !values.terms_conditions ? MUST_AGREE_TO_TERMS : undefined;
    default:
      return undefined;
  }
}

/**
 * The problems of one step of a form (Next and Submit check only the step shown).
 *
 * @example
 * leadStepErrors('test-drive', 0, { ...EMPTY_LEAD_FORM_VALUES, name: 'Sam' }, rules)
 * // { last_name: 'This is a required field.', email: …, phone: …, postcode: … }
 */
export function leadStepErrors(
  form: VehicleLeadForm,
  step: number,
  values: LeadFormValues,
  rules: LeadFormCheckRules,
): LeadFieldErrors {
  const errors: LeadFieldErrors = {};
  for (const field of LEAD_FORM_STEPS[form][step] ?? []) {
    const problem = problemWith(form, field, values, rules);
    if (problem) errors[field] = problem;
  }
  return errors;
}

/**
 * The first step holding one of these fields (to go back to a field the API refused), or null.
 * @example firstStepWith('test-drive', ['terms_conditions']) // 1
 */
export function firstStepWith(form: VehicleLeadForm, fields: readonly string[]): number | null {
  const steps = LEAD_FORM_STEPS[form];
  const index = steps.findIndex((stepFields) => stepFields.some((field) => fields.includes(field)));
  return index === -1 ? null : index;
}
