import { partnerPhone } from '@forecourt/shared/finance/quick-quote';
import {
  CODE_MUST_BE_6_DIGITS,
  INVALID_AUSTRALIAN_MOBILE,
  INVALID_EMAIL,
  INVALID_POSTCODE,
  REQUIRED_FIELD,
} from '@forecourt/shared/messages/catalogue';

// The finance form's checks before anything is sent (spec: 001 §5: the code required and 6 digits, the
// postcode 4 digits, the phone validated before a code is sent). The API checks again; these only spare
// the visitor a round trip.

/** The contact fields as typed. */
export interface ContactValues {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  postcode: string;
  code: string;
  /** The dealership chosen, where the form asks for one ('' until chosen). */
  dealership: string;
}

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

const AU_MOBILE = /^04\d{8}$/;

/**
 * The phone's problem before a code is sent, or null.
 * @example phoneError('0412 345 678') // null
 */
export function phoneError(phone: string): string | null {
  if (phone.trim() === '') return REQUIRED_FIELD;
  return AU_MOBILE.test(partnerPhone(phone)) ? null : INVALID_AUSTRALIAN_MOBILE;
}

/**
 * Every field's problem before submitting: the postcode where the site asks for it, the dealership where the form
 * asks which.
 * @example contactErrors({ name: '', … }).name // 'This is a required field.'
 */
export function contactErrors(values: ContactValues, askPostcode = true, asksDealership = false): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = REQUIRED_FIELD;
  if (!values.last_name.trim()) errors.last_name = REQUIRED_FIELD;
  if (!values.email.trim()) errors.email = REQUIRED_FIELD;
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) errors.email = INVALID_EMAIL;
  const phone = phoneError(values.phone);
  if (phone) errors.phone = phone;
  if (askPostcode && !/^\d{4}$/.test(values.postcode.trim()))
    errors.postcode = values.postcode.trim() ? INVALID_POSTCODE : REQUIRED_FIELD;
  if (asksDealership && !values.dealership) errors.dealership = REQUIRED_FIELD;
  if (!values.code.trim()) errors.code = REQUIRED_FIELD;
  else if (values.code.trim().length !== 6) errors.code = CODE_MUST_BE_6_DIGITS;
  return errors;
}
