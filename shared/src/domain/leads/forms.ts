import { z } from 'zod';
import { OneTimeCodeSchema } from '../identity/one-time-code';
import { AU_STATES } from './au-states';
import {
  contactFields,
  FlagSchema,
  LEAD_DESCRIPTION_MAX,
  LEAD_MESSAGE_MAX,
  LEAD_SHORT_MAX,
  LEAD_TAGS_MAX,
  LeadIdSchema,
  optionalText,
  PostcodeSchema,
  requiredText,
  vehicleFields,
} from './fields';

// Every lead form of the specs as one `POST /api/leads` body, discriminated on `form` (issue 5 "Leads:
// never lost"; spec: 000 §3, §5; 001 §2 "Trade-in", §3 "Finance form", §5). Objects are strict: an
// unknown field is refused with its name, so a typo never silently drops what a visitor wrote.

/** Strict object whose unknown-field issue names the fields. */
function form<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (iss) =>
      iss.code === 'unrecognized_keys'
        ? `Unknown field${iss.keys.length > 1 ? 's' : ''}: ${iss.keys.join(', ')}.`
        : undefined,
  });
}

/**
 * An optional field a plain HTML form sends empty when the visitor leaves it blank (a date input
 * always posts its name): blank means not given.
 */
function blankIsAbsent<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema);
}

/** The default enquiry category (spec: 000 §5 "category required with default General Enquiry"). */
export const GENERAL_ENQUIRY = 'General Enquiry';
/** Mapped to General Enquiry + Career Enquiry (spec: 000 §5). */
export const CAREERS_ENQUIRY = 'Careers Enquiry';
export const CAREER_ENQUIRY_SUBCATEGORY = 'Career Enquiry';
/** The finance lead's category and tags (spec: 001 §3 "Finance form"). */
export const FINANCE_ENQUIRY = 'Finance Enquiry';
export const FINANCE_TAGS = ['YouX'];
/**
 * The hidden Request Photos field's default (spec: 000 §3 "a hidden Request Photos field defaulting to
 * a request for photos"; the wording is not shown, this is ours).
 */
export const REQUEST_PHOTOS_DEFAULT = 'Please send me more photos of this vehicle.';

/** Credit history options (spec: 001 §5 "Credit history options: GREAT, DECENT, POOR"). */
export const CREDIT_SCORES = ['GREAT', 'DECENT', 'POOR'] as const;
export { AU_STATES };

/** Enquiry (spec: 000 §3 "Enquiry form fields", §5). Site rules are applied by normaliseEnquiry. */
export const EnquiryLeadSchema = form({
  form: z.literal('enquiry'),
  ...contactFields,
  ...vehicleFields,
  /** Opt in to marketing (spec: 000 §5 "opt_in optional, default true"). */
  opt_in: FlagSchema.default(true),
  /** Labelled Comments; required unless the site says otherwise (spec: 000 §5), checked by normaliseEnquiry. */
  message: optionalText(LEAD_MESSAGE_MAX, { multiline: true }),
  category: requiredText(LEAD_SHORT_MAX).default(GENERAL_ENQUIRY),
  subcategory: optionalText(LEAD_SHORT_MAX),
  /** Registration plate (spec: 000 §5 "Rego optional"). */
  Rego: optionalText(12),
});
export type EnquiryLead = z.infer<typeof EnquiryLeadSchema>;

/** Test drive (spec: 000 §3 "Test-drive form", §5 "Test-drive date … optional"; 001 §5 terms). */
export const TestDriveLeadSchema = form({
  form: z.literal('test-drive'),
  ...contactFields,
  ...vehicleFields,
  message: optionalText(LEAD_MESSAGE_MAX, { multiline: true }),
  /** Booking date, ISO 8601: a date, or a date and time with or without offset. */
  dateTime: blankIsAbsent(
    z
      .union([z.iso.datetime({ offset: true, local: true }), z.iso.date()], {
        error: 'Expected a date (YYYY-MM-DD) or date and time (YYYY-MM-DDTHH:mm).',
      })
      .optional(),
  ),
  distribution_location: optionalText(LEAD_SHORT_MAX),
  /** Required on sites that show the terms checkbox (spec: 001 §5), checked by normaliseLead. */
  terms_conditions: FlagSchema.optional(),
});
export type TestDriveLead = z.infer<typeof TestDriveLeadSchema>;

/** Request photos (spec: 000 §3 "Request-photos form", §5 "request-photos message … optional"). */
export const RequestPhotosLeadSchema = form({
  form: z.literal('request-photos'),
  ...contactFields,
  ...vehicleFields,
  'Request Photos': requiredText(LEAD_SHORT_MAX).default(REQUEST_PHOTOS_DEFAULT),
  message: optionalText(LEAD_MESSAGE_MAX, { multiline: true }),
});
export type RequestPhotosLead = z.infer<typeof RequestPhotosLeadSchema>;

/** Find me something similar, from a sold car (spec: 000 §2 "Search card actions", §4 sold view). */
export const FindSimilarLeadSchema = form({
  form: z.literal('find-similar'),
  ...contactFields,
  ...vehicleFields,
  message: optionalText(LEAD_MESSAGE_MAX, { multiline: true }),
});
export type FindSimilarLead = z.infer<typeof FindSimilarLeadSchema>;

/** A whole number within bounds, sent as a number (fetch) or as digits (an HTML form posted without JavaScript). */
function wholeNumber(message: string, min: number, max: number) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,9}$/, message)
          .transform(Number),
      ],
      {
        error: 'Expected a number.',
      },
    )
    .pipe(z.number().int(message).min(min).max(max));
}

/**
 * Finance enquiry (spec: 001 §3 "Finance form", §5). `code` is the one-time code when the visitor
 * verifies on submit; a visitor already signed in with a verified phone may omit it (spec: 001 §6
 * "Finance submission requires a verified phone"), which the API checks.
 */
export const FinanceLeadSchema = form({
  form: z.literal('finance'),
  ...contactFields,
  /** Blank when a form posted without JavaScript comes from a visitor already verified (signed in). */
  code: z.preprocess((value) => (value === '' ? undefined : value), OneTimeCodeSchema.optional()),
  /** Purchase price, whole dollars within the widest finance bounds of the spec (001 §5: 1,000..250,000). */
  amount: wholeNumber('Expected whole dollars.', 1000, 250_000),
  /** Loan term in years (spec: 001 §5 "Term slider 1 to 7 years, step 1"). */
  term: wholeNumber('Expected whole years.', 1, 7),
  selfAssessedCreditScore: z.enum(CREDIT_SCORES, { error: 'Expected GREAT, DECENT or POOR.' }),
  whoIsHelping: optionalText(LEAD_SHORT_MAX),
  subscribe: FlagSchema.default(false),
  category: z.literal(FINANCE_ENQUIRY).default(FINANCE_ENQUIRY),
  tags: z
    .array(requiredText(LEAD_SHORT_MAX))
    .max(LEAD_TAGS_MAX)
    .default(() => [...FINANCE_TAGS]),
  car_year: z.number().int().min(1900).max(2100).optional(),
  car_description: optionalText(LEAD_DESCRIPTION_MAX),
  car_id: LeadIdSchema.optional(),
  car_type: vehicleFields.car_type,
  dealership_slug: vehicleFields.dealership_slug,
  vin: optionalText(17),
  nvic: optionalText(LEAD_SHORT_MAX),
});
export type FinanceLead = z.infer<typeof FinanceLeadSchema>;

/** Trade-in valuation (spec: 001 §2 "Trade-in": First Name (name), last_name, postcode, Mobile (phone), email, a hidden field). */
export const TradeInLeadSchema = form({
  form: z.literal('trade-in'),
  ...contactFields,
  postcode: PostcodeSchema,
  /** The hidden field: the car the visitor is trading towards, when opened from /cars/trade-in?car_id=. */
  car_id: LeadIdSchema.optional(),
  dealership_slug: vehicleFields.dealership_slug,
  /** Sent on to the valuation (spec: 001 §7 "sends rego and regoState"). */
  Rego: optionalText(12),
  regoState: z.enum(AU_STATES, { error: `Expected one of ${AU_STATES.join(', ')}.` }).optional(),
  message: optionalText(LEAD_MESSAGE_MAX, { multiline: true }),
});
export type TradeInLead = z.infer<typeof TradeInLeadSchema>;

/** Enquiry from a special offer card: 'Enquire Now' or 'Book A Test Drive' (spec: 001 §2 "Offers"). */
export const OfferEnquiryLeadSchema = form({
  form: z.literal('offer-enquiry'),
  ...contactFields,
  offer_id: LeadIdSchema,
  offer_name: optionalText(LEAD_DESCRIPTION_MAX),
  manufacturer_slug: vehicleFields.manufacturer_slug,
  model_slug: optionalText(LEAD_SHORT_MAX),
  intent: z.enum(['enquire', 'test-drive'], { error: 'Expected enquire or test-drive.' }).default('enquire'),
  dealership_slug: vehicleFields.dealership_slug,
  location: vehicleFields.location,
  message: optionalText(LEAD_MESSAGE_MAX, { multiline: true }),
  opt_in: FlagSchema.default(true),
});
export type OfferEnquiryLead = z.infer<typeof OfferEnquiryLeadSchema>;

/** The service booking's category (the spec names none for it; ours). */
export const SERVICE_BOOKING = 'Service Booking';

/**
 * Service booking, the service page's form (spec: 001 §2 "/service#service-booking"): the visitor's
 * car by rego, make and model, a preferred date and the service location.
 */
export const ServiceBookingLeadSchema = form({
  form: z.literal('service-booking'),
  ...contactFields,
  Rego: optionalText(12),
  'Vehicle Make': vehicleFields['Vehicle Make'],
  'Vehicle Model': vehicleFields['Vehicle Model'],
  /** Preferred day, YYYY-MM-DD. */
  dateTime: blankIsAbsent(z.iso.date({ error: 'Expected a date (YYYY-MM-DD).' }).optional()),
  dealership_slug: vehicleFields.dealership_slug,
  location: vehicleFields.location,
  category: z.literal(SERVICE_BOOKING).default(SERVICE_BOOKING),
  message: optionalText(LEAD_MESSAGE_MAX, { multiline: true }),
});
export type ServiceBookingLead = z.infer<typeof ServiceBookingLeadSchema>;

/** The `form` values of LeadSubmissionSchema. */
export const LEAD_FORMS = [
  'enquiry',
  'test-drive',
  'request-photos',
  'find-similar',
  'finance',
  'trade-in',
  'offer-enquiry',
  'service-booking',
] as const;
export type LeadForm = (typeof LEAD_FORMS)[number];

/**
 * A `POST /api/leads` body: one of the forms, chosen by `form`.
 *
 * @example
 * LeadSubmissionSchema.safeParse({ form: 'trade-in', name: 'Sam', last_name: 'Lee', email: 'sam@example.com',
 *   phone: '0412 345 678', postcode: '2000' });
 */
export const LeadSubmissionSchema = z.discriminatedUnion(
  'form',
  [
    EnquiryLeadSchema,
    TestDriveLeadSchema,
    RequestPhotosLeadSchema,
    FindSimilarLeadSchema,
    FinanceLeadSchema,
    TradeInLeadSchema,
    OfferEnquiryLeadSchema,
    ServiceBookingLeadSchema,
  ],
  {
    error: (iss) => {
      // zod types this as union issues only; a body that is not an object arrives here as invalid_type.
      const code: string = iss.code;
      if (code === 'invalid_type') return 'Expected a JSON object with a form field.';
      if (code === 'invalid_union') return `form: expected one of ${LEAD_FORMS.join(', ')}.`;
      return undefined;
    },
  },
);
export type LeadSubmission = z.infer<typeof LeadSubmissionSchema>;
export type LeadSubmissionInput = z.input<typeof LeadSubmissionSchema>;

/** One problem with a lead body, naming the field ('' for the body itself). */
export interface LeadProblem {
  field: string;
  message: string;
}

/**
 * The problems of a refused lead body, one per issue, each naming its field; for the API's 4xx answer.
 *
 * @example leadProblems(result.error); // [{ field: 'postcode', message: 'Invalid postcode. Please enter a 4-digit number.' }]
 */
export function leadProblems(error: z.ZodError): LeadProblem[] {
  return error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') return { field: issue.keys.join(', '), message: issue.message };
    const path = issue.path.map(String).join('.');
    if (path === '' && issue.code === 'invalid_union') return { field: 'form', message: issue.message };
    return { field: path, message: issue.message };
  });
}
