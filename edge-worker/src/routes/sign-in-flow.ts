import {
  type SignedInUser,
  type SignInWithOtpRequest,
  signInDealership,
  type VerifyOtpRequest,
} from '@forecourt/shared';
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { setSessionCookie } from '../middleware/session';
import { hmacKey, type IdentityContext, type SendOutcome, sendCode, verifyCode } from '../services/identity';
import { revokeSession } from '../services/sessions';
import { smsClientFor } from '../services/sms';

// The two steps of signing in, as the identity API (routes/identity.ts, JSON or form redirects) and
// the sign-in page (routes/sign-in-page.ts, HTML) both take them: request a code, then verify it and
// start the session. Each answers an outcome; the caller decides how to show it.

/** The identity context of this request. */
export async function identityContext(c: Context<AppEnv>, now: number): Promise<IdentityContext> {
  return {
    db: c.env.DB,
    tenant: c.get('tenant'),
    requestId: c.get('requestId'),
    now,
    otpKey: await hmacKey('OTP_HMAC_KEY', c.env.OTP_HMAC_KEY),
  };
}

export type RequestCodeOutcome = SendOutcome | { status: 'bad-dealership'; message: string };

/**
 * Step 1: texts a code to the phone, with the details kept until it is verified.
 *
 * @example const outcome = await requestSignInCode(c, Date.now(), { phone: '0412345678', details: {} });
 */
export async function requestSignInCode(
  c: Context<AppEnv>,
  now: number,
  input: Pick<SignInWithOtpRequest, 'phone' | 'details'>,
): Promise<RequestCodeOutcome> {
  const tenant = c.get('tenant');
  const dealership = signInDealership(input.details.dealership_slug, tenant.dealerships);
  if (!dealership.ok) return { status: 'bad-dealership', message: dealership.message };
  const { first_name, last_name, email } = input.details;
  return sendCode(await identityContext(c, now), smsClientFor(c.env, tenant.name), {
    phone: input.phone,
    details: { first_name, last_name, email, dealership_slug: dealership.slug },
  });
}

export type CompleteSignInOutcome =
  | { status: 'verified'; user: SignedInUser; expiresAt: number }
  | { status: 'invalid' | 'expired' | 'locked'; message: string };

/**
 * Step 2: checks the code; when it is right, starts a session (replacing whoever was signed in on this
 * browser) and sets its cookie on the response.
 *
 * @example const outcome = await completeSignIn(c, Date.now(), { phone: '0412345678', token: '123456' });
 */
export async function completeSignIn(
  c: Context<AppEnv>,
  now: number,
  input: Pick<VerifyOtpRequest, 'phone' | 'token'>,
): Promise<CompleteSignInOutcome> {
  const outcome = await verifyCode(await identityContext(c, now), input);
  if (outcome.status !== 'verified') return { status: outcome.status, message: outcome.message };
  const previous = c.get('session');
  if (previous) await revokeSession(c.env.DB, previous.idHash, now);
  await setSessionCookie(c, outcome.session, now);
  return { status: 'verified', user: outcome.user, expiresAt: outcome.session.expiresAt };
}
