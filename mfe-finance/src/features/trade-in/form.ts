import {
  INVALID_AUSTRALIAN_MOBILE,
  INVALID_EMAIL,
  INVALID_POSTCODE,
  REQUIRED_FIELD,
} from '@forecourt/shared/messages/catalogue';

// The trade-in form's fields and the checks the browser makes before sending (spec: 001 §2 "Form
// fields: First Name (name), last_name, postcode, Mobile (phone), email, plus a hidden field"; §5
// "Trade-in form field types: string, postcode, phone, email"). The API checks them again (zod); these
// only spare the visitor a round trip, so they mirror its rules without importing zod into the island.

/** The visible fields, in form order, with their labels. */
export const TRADE_IN_FIELDS = {
  name: 'First Name',
  last_name: 'Last Name',
  postcode: 'Postcode',
  phone: 'Mobile',
  email: 'Email',
  Rego: 'Registration',
  regoState: 'Registration state',
  km: 'Kilometres',
  condition: 'Condition',
  /** Asked on a site of several dealerships only (spec: 000 §5); the API requires it exactly there. */
  dealership_slug: 'Dealership',
} as const;
export type TradeInField = keyof typeof TRADE_IN_FIELDS;

export type TradeInValues = Record<TradeInField, string>;

export const EMPTY_TRADE_IN_VALUES: TradeInValues = {
  name: '',
  last_name: '',
  postcode: '',
  phone: '',
  email: '',
  Rego: '',
  regoState: '',
  km: '',
  condition: 'good',
  dealership_slug: '',
};

/** The refused fields' messages. */
export type TradeInErrors = Partial<Record<TradeInField, string>>;

const REGO_MESSAGE = 'Expected a registration of 2 to 9 letters and digits.';

function fieldError(field: TradeInField, raw: string): string | undefined {
  const value = raw.trim();
  if (value === '') return REQUIRED_FIELD;
  switch (field) {
    case 'postcode':
      return /^\d{4}$/.test(value) ? undefined : INVALID_POSTCODE;
    case 'phone':
      return /^(?:\+?61|0)4\d{8}$/.test(value.replace(/[\s()-]/g, '')) ? undefined : INVALID_AUSTRALIAN_MOBILE;
    case 'email':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? undefined : INVALID_EMAIL;
    case 'Rego':
      return /^[A-Za-z0-9 ]{2,9}$/.test(value) ? undefined : REGO_MESSAGE;
    case 'km':
      return /^\d{1,7}$/.test(value.replace(/,/g, '')) ? undefined : 'Expected kilometres as a whole number.';
    default:
      return undefined;
  }
}

/**
 * The form's problems, one per refused field, in form order (empty when it may be sent).
 *
 * @example tradeInFormErrors({ ...EMPTY_TRADE_IN_VALUES, name: 'Sam' }).last_name // 'This is a required field.'
 */
export function tradeInFormErrors(values: TradeInValues, asksDealership = false): TradeInErrors {
  const errors: TradeInErrors = {};
  for (const field of Object.keys(TRADE_IN_FIELDS) as TradeInField[]) {
    if (field === 'dealership_slug' && !asksDealership) continue;
    const error = fieldError(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/**
 * The error list under the heading 'Please fix the following errors:' (spec: 001 §5, §8): each refused
 * field's label and message. Fields named by the API without a message (a form posted without
 * JavaScript comes back with `?errors=`) read "please check this field".
 *
 * @example errorList({ phone: 'Please enter a valid Australian mobile number.' }) // ['Mobile: Please enter …']
 */
export function errorList(errors: TradeInErrors): string[] {
  return (Object.keys(TRADE_IN_FIELDS) as TradeInField[])
    .filter((field) => errors[field] !== undefined)
    .map((field) => `${TRADE_IN_FIELDS[field]}: ${errors[field] || 'please check this field.'}`);
}

/** The JSON body of `POST /api/trade-in` for these values (km as a number; `car_id` the hidden field). */
export function tradeInRequestBody(values: TradeInValues, carId: number | null): Record<string, unknown> {
  const { dealership_slug, ...rest } = values;
  return {
    form: 'trade-in',
    ...rest,
    ...(dealership_slug ? { dealership_slug } : {}),
    km: Number(values.km.replace(/,/g, '')),
    ...(carId === null ? {} : { car_id: carId }),
  };
}
