import { z } from 'zod';
import { parseAustralianMobile } from '../identity/phone';
import { FIELD_UNSAFE_CHARACTERS, INVALID_EMAIL, INVALID_POSTCODE, REQUIRED_FIELD } from '../messages/catalogue';
import { CarTypeSchema } from '../schemas/car';
import { isPlainText } from './plain-text';

// Field schemas shared by the lead forms. The specs give no bounds for most fields (000 §5 "Exact
// bounds of these fields are not shown"); the LEAD_* limits are platform choices that keep an untrusted
// body small while fitting any real value.

/** Names (platform). */
export const LEAD_NAME_MAX = 80;
/** Email addresses (RFC 5321 path limit). */
export const LEAD_EMAIL_MAX = 254;
/** Free text: message/Comments, whoIsHelping (platform). */
export const LEAD_MESSAGE_MAX = 5000;
/** Slugs, ids, short labels (platform). */
export const LEAD_SHORT_MAX = 100;
/** Descriptions such as car_description (platform). */
export const LEAD_DESCRIPTION_MAX = 300;
/** Tags on a finance lead (platform). */
export const LEAD_TAGS_MAX = 10;

const expectedText = (iss: { input: unknown }) => (iss.input === undefined ? REQUIRED_FIELD : 'Expected text.');
const tooLong = (max: number) => `Must be at most ${max} characters.`;

/** How a text field is checked: one line (the default) or several (a message keeps its line breaks). */
export interface TextOptions {
  multiline?: boolean;
}

/**
 * Text, trimmed, at most `max` characters, of printable characters only (issues 13 and 24: isPlainText):
 * the schema of every free-text field the platform accepts or forwards (lead forms, sign-in details, the
 * account's details, the finance partner's calls).
 *
 * @example plainText(100).parse(' Sam Lee ') // 'Sam Lee'
 */
export const plainText = (max: number, options: TextOptions = {}) =>
  z
    .string({ error: expectedText })
    .trim()
    .max(max, tooLong(max))
    .refine((value) => isPlainText(value, { multiline: options.multiline ?? false }), FIELD_UNSAFE_CHARACTERS);

/** Optional text, trimmed, at most `max` characters, printable characters only. */
export const optionalText = (max: number, options: TextOptions = {}) => plainText(max, options).optional();

/** Required text, trimmed: empty or missing gives 'This is a required field.' (spec: 001 §5). */
export const requiredText = (max: number, options: TextOptions = {}) =>
  plainText(max, options).refine((value) => value.length > 0, REQUIRED_FIELD);

/** An email address, lower-cased. */
export const EmailSchema = z
  .string({ error: expectedText })
  .trim()
  .min(1, REQUIRED_FIELD)
  .max(LEAD_EMAIL_MAX, tooLong(LEAD_EMAIL_MAX))
  .pipe(z.email({ error: INVALID_EMAIL }))
  .transform((email) => email.toLowerCase());

/**
 * An Australian mobile, submitted as digits with a leading 0 (spec: 001 §5 "reduced to digits and a
 * leading 61 becomes 0").
 *
 * @example MobileSchema.parse('+61 412 345 678'); // '0412345678'
 */
export const MobileSchema = z
  .string({ error: expectedText })
  .max(40, tooLong(40))
  .transform((input, ctx) => {
    const phone = parseAustralianMobile(input);
    if (phone.ok) return phone.national;
    ctx.addIssue({ code: 'custom', message: phone.message });
    return z.NEVER;
  });

/** Exactly 4 digits (spec: 001 §5 "Postcode … exactly 4 digits, max length 4"). */
export const PostcodeSchema = z
  .string({ error: expectedText })
  .trim()
  .min(1, REQUIRED_FIELD)
  .regex(/^\d{4}$/, INVALID_POSTCODE);

const NUMERIC_ID = 'Expected a numeric id.';

/** A car or record id: a positive integer, sent as a number or as digits; kept as a number. */
export const LeadIdSchema = z
  .union(
    [
      z.number().int(NUMERIC_ID).positive(NUMERIC_ID),
      z
        .string()
        .trim()
        .regex(/^[1-9]\d{0,14}$/, NUMERIC_ID),
    ],
    { error: NUMERIC_ID },
  )
  .transform(Number);

/** An opt-in flag; HTML forms may send 'true'/'false'/'on'. */
export const FlagSchema = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', 'off'])], { error: 'Expected true or false.' })
  .transform((value) => value === true || value === 'true' || value === 'on');

/** The contact fields every form carries (spec: 000 §3 "Stored user details": name, last_name, email, phone, postcode). */
export const contactFields = {
  /** First name (spec: 001 §2 trade-in "First Name (name)"). */
  name: requiredText(LEAD_NAME_MAX),
  last_name: requiredText(LEAD_NAME_MAX),
  email: EmailSchema,
  phone: MobileSchema,
  /** Shown on some sites only (spec: 001 §3); required on trade-in. */
  postcode: PostcodeSchema.optional(),
};

/** The car a form was opened from (spec: 000 §3 "Enquiry form fields"); all optional on a general form. */
export const vehicleFields = {
  dealership_slug: optionalText(LEAD_SHORT_MAX),
  manufacturer_slug: optionalText(LEAD_SHORT_MAX),
  stock_number: optionalText(LEAD_SHORT_MAX),
  'Vehicle Make': optionalText(LEAD_SHORT_MAX),
  'Vehicle Model': optionalText(LEAD_SHORT_MAX),
  car_type: CarTypeSchema.optional(),
  car_id: LeadIdSchema.optional(),
  vehicle_status: optionalText(LEAD_SHORT_MAX),
  /** A location slug or id of the site's dealerships. */
  location: optionalText(LEAD_SHORT_MAX),
  page_id: optionalText(LEAD_SHORT_MAX),
};
