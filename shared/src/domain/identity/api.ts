import { z } from 'zod';
import { EmailSchema, LEAD_NAME_MAX, LEAD_SHORT_MAX, MobileSchema, optionalText } from '../leads/fields';
import { OneTimeCodeSchema } from './one-time-code';
import { safeRedirectPath } from './sign-in';

// Request bodies of the identity API (spec: 001 §7 "POST /api/rate-limit", "Auth provider: sign in with
// OTP / verify OTP / sign out", "GET /api/check-if-contact-exists"). Each accepts JSON (fetch) or an
// HTML form's fields. Phones come in however people type them and leave as digits with a leading 0
// (spec: 001 §5). Unknown fields are dropped.

/**
 * Fields an HTML form may add to be answered with a 303 instead of JSON: `redirect` after success,
 * `error_redirect` after a refusal (with `error=<message>` added to its query). Both must be same-site
 * paths; anything else becomes '/' (safeRedirectPath).
 */
const formRedirectFields = {
  redirect: z.unknown().optional().transform(optionalSafePath),
  error_redirect: z.unknown().optional().transform(optionalSafePath),
};

function optionalSafePath(value: unknown): string | undefined {
  return value === undefined ? undefined : safeRedirectPath(value);
}

/** An empty form field means "not given". */
const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** The details given with a sign-in (spec: 001 §7 "options.data {first_name, last_name, email, website, dealership_slug}"). */
export const SignInDetailsSchema = z.object({
  first_name: z.preprocess(blankAsMissing, optionalText(LEAD_NAME_MAX)),
  last_name: z.preprocess(blankAsMissing, optionalText(LEAD_NAME_MAX)),
  email: z.preprocess(blankAsMissing, EmailSchema.optional()),
  /** The site the client believes it is on; the gateway records the site from the Host instead. */
  website: z.preprocess(blankAsMissing, optionalText(LEAD_SHORT_MAX)),
  dealership_slug: z.preprocess(blankAsMissing, optionalText(LEAD_SHORT_MAX)),
});
export type SignInDetails = z.infer<typeof SignInDetailsSchema>;

function withoutMissing<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}

/**
 * `POST /api/auth/sign-in-with-otp`: the phone, and the details either as the spec's `options.data`
 * (fetch) or as flat fields (an HTML form); `options.data` wins where both are given.
 *
 * @example SignInWithOtpRequestSchema.parse({ phone: '0412 345 678', options: { data: { first_name: 'Ana' } } });
 * // { phone: '0412345678', details: { first_name: 'Ana' }, redirect: undefined, error_redirect: undefined }
 */
export const SignInWithOtpRequestSchema = z
  .object({
    phone: MobileSchema,
    options: z.object({ data: SignInDetailsSchema.optional() }).optional(),
    ...SignInDetailsSchema.shape,
    ...formRedirectFields,
  })
  .transform(({ phone, options, redirect, error_redirect, ...flat }) => ({
    phone,
    details: { ...withoutMissing(flat), ...withoutMissing(options?.data ?? {}) } as SignInDetails,
    redirect,
    error_redirect,
  }));
export type SignInWithOtpRequest = z.infer<typeof SignInWithOtpRequestSchema>;

/**
 * `POST /api/auth/verify-otp` (spec: 001 §7 "verify OTP: phone, token, type sms").
 *
 * @example VerifyOtpRequestSchema.parse({ phone: '+61412345678', token: '123456', type: 'sms' });
 */
export const VerifyOtpRequestSchema = z.object({
  phone: MobileSchema,
  token: OneTimeCodeSchema,
  type: z.literal('sms', { error: "type: expected 'sms'" }).optional(),
  ...formRedirectFields,
});
export type VerifyOtpRequest = z.infer<typeof VerifyOtpRequestSchema>;

/** `POST /api/auth/sign-out`: no fields, except a form's redirect targets. */
export const SignOutRequestSchema = z.object(formRedirectFields);

/** `POST /api/rate-limit` (spec: 001 §7 "phone"). */
export const RateLimitRequestSchema = z.object({ phone: MobileSchema });

/** `GET /api/check-if-contact-exists?phone_number=…` (spec: 001 §7). */
export const ContactQuerySchema = z.object({ phone_number: MobileSchema });

/**
 * The signed-in user as the API shows it to that user (`GET /api/session`, verify, contact check).
 * Identified by phone (spec: 000 §3 "Signed-in user: phone").
 */
export interface SignedInUser {
  phone: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}
