import {
  ANALYTICS_EVENTS,
  type AnalyticsEventId,
  canSendCode,
  checkCode,
  internationalFromNational,
  maskMobileForLog,
  newCodeRecord,
  oneTimeCodeMessage,
  type SignedInUser,
  type TenantConfig,
  TOO_MANY_VERIFICATION_ATTEMPTS,
  VERIFICATION_CODE_INVALID,
  withoutSend,
  withSend,
} from '@forecourt/shared';
import { analyticsEventStatement } from '@forecourt/shared/server-kit/analytics-events';
import { insertSessionStatement, type NewSession, newSession } from '../sessions';
import type { SmsClient } from '../sms';
import {
  issuedCodeStatement,
  type PendingDetails,
  readCode,
  readSends,
  type StoredCode,
  storeCheckedCode,
  storeSends,
} from './code-store';
import { codeHmac, codeMatches, generateCode } from './codes';
import { ensureUserStatement, verifiedUserStatement } from './users';
import { type VerificationContext, type VerificationEntry, verificationLogStatement } from './verification-log';

// Phone one-time codes, as a careful identity provider does them (issues 5 and 13): the decisions are
// the shared rules (canSendCode, newCodeRecord, checkCode); this file does the I/O around them — D1
// rows written by compare-and-swap, the code made, stored as an HMAC and sent, the log rows and events.
// A number's sends are counted across sites; its codes are one per site; wrong guesses end a code, never
// the number. Whether a phone has a user never changes the answer or the work done.

export { hmacKey } from '@forecourt/shared/server-kit/secrets';

/** What every identity call needs: the request's site, storage, clock and keys. */
export interface IdentityContext {
  db: D1Database;
  tenant: TenantConfig;
  requestId: string;
  /** Epoch ms of this request (injected, so tests control time). */
  now: number;
  /** HMAC key the codes are stored under (OTP_HMAC_KEY). */
  otpKey: CryptoKey;
}

/** How often a write that lost a race is decided again before giving up. */
const WRITE_ATTEMPTS = 3;
/** When writes keep losing races, the caller is told to wait this long (concurrent floods only). */
const CONTENDED_RETRY_MS = 1000;

export type SendOutcome =
  | { status: 'sent' }
  | { status: 'refused'; message: typeof TOO_MANY_VERIFICATION_ATTEMPTS; retryAfterMs: number }
  /** The SMS partner did not take the message: no code was stored and the send does not count. */
  | { status: 'failed' };

/**
 * Whether a code may be sent to the phone now (spec: 001 §7 "POST /api/rate-limit … non-OK means too
 * many attempts"). Reads only.
 *
 * @example const decision = await sendAllowed(env.DB, '0412345678', Date.now());
 */
export async function sendAllowed(db: D1Database, phone: string, now: number) {
  return canSendCode((await readSends(db, phone)).sentAt, now);
}

/**
 * Sends a new code to the phone when the number's send limits allow: reserves the send (counted across
 * sites), texts the code through `sms`, and only once the partner took it stores the code's HMAC for
 * this site (replacing this site's previous code) — so a failed send neither counts nor kills the code
 * already texted. Makes the user row if missing and writes the 'sms' log row and, when sent, event 36.
 *
 * @example const outcome = await sendCode(context, smsClientFor(env, tenant.name), { phone, details });
 */
export async function sendCode(
  context: IdentityContext,
  sms: SmsClient,
  input: { phone: string; details: PendingDetails },
): Promise<SendOutcome> {
  const { db, tenant, now } = context;
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    const sends = await readSends(db, input.phone);
    const decision = canSendCode(sends.sentAt, now);
    if (!decision.allowed) return { status: 'refused', message: decision.message, retryAfterMs: decision.retryAfterMs };
    // Reserved before texting, so concurrent sends cannot pass the limit; given back if the send fails.
    if (!(await storeSends(db, input.phone, sends, withSend(sends.sentAt, now)))) continue;

    const code = generateCode();
    const delivered = await deliver(context, sms, input.phone, code);
    if (!delivered) await releaseSend(db, input.phone, now);
    const logContext = verificationContext(context, input.phone, input.details.dealership_slug);
    const issued = {
      phone: input.phone,
      tenant: tenant.slug,
      codeHmac: await codeHmac(context.otpKey, tenant.slug, input.phone, code),
      record: newCodeRecord(now),
      details: input.details,
    };
    await db.batch([
      ensureUserStatement(db, input.phone, now),
      verificationLogStatement(db, logContext, { type: 'sms', outcome: delivered ? 'sent' : 'send_failed' }),
      ...(delivered
        ? [issuedCodeStatement(db, issued), eventStatement(context, ANALYTICS_EVENTS.CODE_SENT, logContext)]
        : []),
    ]);
    return delivered ? { status: 'sent' } : { status: 'failed' };
  }
  return { status: 'refused', message: TOO_MANY_VERIFICATION_ATTEMPTS, retryAfterMs: CONTENDED_RETRY_MS };
}

/** Gives back the send reserved at `sentAt` (the partner did not take it), retrying lost races. */
async function releaseSend(db: D1Database, phone: string, sentAt: number): Promise<void> {
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    const sends = await readSends(db, phone);
    if (await storeSends(db, phone, sends, withoutSend(sends.sentAt, sentAt))) return;
  }
}

async function deliver(context: IdentityContext, sms: SmsClient, phone: string, code: string): Promise<boolean> {
  try {
    await sms.send({ to: internationalFromNational(phone), body: oneTimeCodeMessage(context.tenant.name, code) });
    return true;
  } catch (error) {
    console.error(
      JSON.stringify({
        level: 'error',
        message: 'one-time code not delivered',
        requestId: context.requestId,
        phone: maskMobileForLog(phone),
        error: String(error),
      }),
    );
    return false;
  }
}

export type VerifyOutcome =
  | { status: 'verified'; user: SignedInUser; session: NewSession }
  | {
      status: 'invalid' | 'expired' | 'locked';
      message: typeof VERIFICATION_CODE_INVALID | typeof TOO_MANY_VERIFICATION_ATTEMPTS;
    };

/**
 * Checks a submitted code for the phone against this site's code (single use, 5 minutes, 5 wrong
 * guesses end it — shared checkCode),
 * records the outcome (a counted guess; the 'verify' log row; event 37 when verified) and, when
 * verified, writes the user's details and starts a session (the caller sets its cookie).
 *
 * @example const outcome = await verifyCode(context, { phone: '0412345678', token: '123456' });
 */
export async function verifyCode(
  context: IdentityContext,
  input: { phone: string; token: string },
): Promise<VerifyOutcome> {
  const { db, tenant, now } = context;
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    const stored = await readCode(db, input.phone, tenant.slug);
    // Always a full constant-time verification, with or without a stored code.
    const matches = await codeMatches(context.otpKey, stored?.codeHmac ?? null, tenant.slug, input.phone, input.token);
    if (!stored) {
      await log(context, input.phone, null, { type: 'verify', outcome: 'invalid' });
      return { status: 'invalid', message: VERIFICATION_CODE_INVALID };
    }
    const check = checkCode(stored.record, matches, now);
    if (check.record !== stored.record && !(await storeCheckedCode(db, stored, check.record))) continue;
    if (check.status !== 'verified') {
      await log(context, input.phone, stored.details.dealership_slug, { type: 'verify', outcome: check.status });
      return { status: check.status, message: check.message };
    }
    return startSession(context, stored);
  }
  return { status: 'invalid', message: VERIFICATION_CODE_INVALID };
}

async function startSession(context: IdentityContext, stored: StoredCode): Promise<VerifyOutcome> {
  const { db, tenant, now } = context;
  const session = await newSession(now);
  const logContext = verificationContext(context, stored.phone, stored.details.dealership_slug);
  const results = await db.batch([
    verifiedUserStatement(db, stored.phone, stored.details, now),
    insertSessionStatement(db, session, stored.phone, tenant.slug, now),
    verificationLogStatement(db, logContext, { type: 'verify', outcome: 'verified' }),
    eventStatement(context, ANALYTICS_EVENTS.CODE_VERIFIED, logContext),
    db.prepare('SELECT phone, first_name, last_name, email FROM users WHERE phone = ?').bind(stored.phone),
  ]);
  const user = results.at(-1)?.results[0] as SignedInUser;
  return { status: 'verified', user, session };
}

function verificationContext(
  context: IdentityContext,
  phone: string,
  dealershipSlug: string | null,
): VerificationContext {
  return { phone, websiteSlug: context.tenant.slug, dealershipSlug, requestId: context.requestId, now: context.now };
}

function log(context: IdentityContext, phone: string, dealershipSlug: string | null, entry: VerificationEntry) {
  return verificationLogStatement(context.db, verificationContext(context, phone, dealershipSlug), entry).run();
}

function eventStatement(context: IdentityContext, eventId: AnalyticsEventId, logContext: VerificationContext) {
  return analyticsEventStatement(context.db, {
    eventId,
    tenant: context.tenant,
    // The verification log row of the same request (same request_id) says whose it is.
    payload: { dealership_slug: logContext.dealershipSlug },
    requestId: context.requestId,
    now: context.now,
  });
}
