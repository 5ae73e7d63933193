import type { LeadSubmissionInput } from '../leads/forms';
import type { CarType } from '../schemas/car';
import type { VehicleLeadForm } from './lead-forms';

// A vehicle page form's values and the car it was opened from → the `POST /api/leads` body
// (shared/src/domain/leads/forms.ts LeadSubmissionSchema; spec: 000 §3 "Enquiry form fields", "Test-drive
// form", "Request-photos form"). The car's fields come from the page data, never from what the
// visitor typed. Zod-free (types only from the schemas), so the browser's dialogs build the body
// without downloading zod; the API parses it.

/** The car's fields a lead carries (spec: 000 §3 "Enquiry form fields"), prepared by the server for the page. */
export interface LeadFormCar {
  car_id: number;
  dealership_slug: string;
  manufacturer_slug: string;
  stock_number: string | null;
  make: string;
  model: string;
  car_type: CarType;
  /** The car's status as listed (in_stock, coming_soon, sold …). */
  vehicle_status: string;
  /** The car's location, as the API names locations: its id (as text) or slug. */
  location: string;
  /** The page the form is on: the car's page, by its path on the site (spec: 000 §3 "Enquiry form fields … page_id"). */
  page_id: string;
}

/** What the page knows about a site's forms besides the car. */
export interface LeadFormDefaults {
  /** The enquiry category (spec: 000 §5 "default General Enquiry"). */
  category: string;
  /** The hidden Request Photos field's value (spec: 000 §3). */
  requestPhotos: string;
}

/** Everything a vehicle page form may hold; each form uses its own fields of it. */
export interface LeadFormValues {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  postcode: string;
  /** Comments (enquiry) or the optional message. */
  message: string;
  /** Registration plate, enquiry only, optional. */
  Rego: string;
  /** Marketing opt-in, enquiry only (spec: 000 §5 "default true"). */
  opt_in: boolean;
  /** Test drive date, YYYY-MM-DD, or '' for none (spec: 000 §5 "Test-drive date … optional"). */
  dateTime: string;
  /** One of the car location's distribution locations, or ''. */
  distribution_location: string;
  /** The test-drive terms checkbox (spec: 001 §5). */
  terms_conditions: boolean;
}

/** A form's field, named as the lead body names it. */
export type LeadFormField = keyof LeadFormValues;

/** A fresh form: nothing typed, opted in. */
export const EMPTY_LEAD_FORM_VALUES: LeadFormValues = {
  name: '',
  last_name: '',
  email: '',
  phone: '',
  postcode: '',
  message: '',
  Rego: '',
  opt_in: true,
  dateTime: '',
  distribution_location: '',
  terms_conditions: false,
};

/** What a form's body is built from besides the typed values. */
export interface LeadRequestContext {
  car: LeadFormCar;
  defaults: LeadFormDefaults;
  /** The site shows the test-drive terms checkbox (spec: 001 §5), so its answer is sent. */
  termsShown: boolean;
}

/** Text fields the API takes only when given: '' is left out (an empty postcode is not a postcode). */
function optional<Name extends string>(name: Name, value: string): Partial<Record<Name, string>> {
  const trimmed = value.trim();
  return trimmed === '' ? {} : ({ [name]: trimmed } as Record<Name, string>);
}

/**
 * The `POST /api/leads` body of a vehicle page form: the visitor's contact fields and the form's own,
 * with the car's fields from the page; empty optional fields left out.
 *
 * @example
 * leadRequestFor('request-photos', { car, defaults, termsShown: false }, values)
 * // { form: 'request-photos', name: 'Sam', …, car_id: 12, 'Vehicle Make': 'Toyota', 'Request Photos': 'Please send …' }
 */
export function leadRequestFor(
  form: VehicleLeadForm,
  context: LeadRequestContext,
  values: LeadFormValues,
): LeadSubmissionInput {
  const { car } = context;
  const common = {
    name: values.name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    ...optional('postcode', values.postcode),
    car_id: car.car_id,
    dealership_slug: car.dealership_slug,
    manufacturer_slug: car.manufacturer_slug,
    ...(car.stock_number ? { stock_number: car.stock_number } : {}),
    'Vehicle Make': car.make,
    'Vehicle Model': car.model,
    car_type: car.car_type,
    vehicle_status: car.vehicle_status,
    ...optional('location', car.location),
    ...optional('message', values.message),
    page_id: car.page_id,
  };
  switch (form) {
    case 'enquiry':
      return {
        form,
        ...common,
        opt_in: values.opt_in,
        category: context.defaults.category,
        ...optional('Rego', values.Rego),
      };
    case 'test-drive':
      return {
        form,
        ...common,
        ...optional('dateTime', values.dateTime),
        ...optional('distribution_location', values.distribution_location),
        ...(context.termsShown ? { terms_conditions: values.terms_conditions } : {}),
      };
    case 'request-photos':
      return { form, ...common, 'Request Photos': context.defaults.requestPhotos };
    case 'find-similar':
      return { form, ...common };
  }
}
