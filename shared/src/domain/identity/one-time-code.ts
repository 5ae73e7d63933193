import { z } from 'zod';
import {
  CODE_MUST_BE_6_DIGITS,
  REQUIRED_FIELD,
  TOO_MANY_VERIFICATION_ATTEMPTS,
  VERIFICATION_CODE_INVALID,
} from '../messages/catalogue';

// Phone one-time codes: the pure decisions the D1-backed service takes (spec: 001 §4, §5, §7, §9;
// issue 5 "Phone one-time codes"). No crypto here: the Worker makes the code with
// crypto.getRandomValues, stores only its HMAC and compares in constant time; it passes the outcome in.
// Times are epoch milliseconds, as D1 stores them.

const MINUTE_MS = 60_000;

/** Digits in a code (spec: 001 §5 "Code must be 6 digits.", §9 "OTP length 6"). */
export const OTP_LENGTH = 6;
/** How long a code stays valid after it is sent (issue 5 "valid 5 minutes"). */
export const OTP_VALIDITY_MS = 5 * MINUTE_MS;
/** Wrong guesses allowed per code; the next check fails even with the right code, and that code is over (issue 5, 13). */
export const OTP_MAX_FAILED_ATTEMPTS = 5;
/** Sends per number within OTP_SEND_WINDOW_MS (issue 5 "at most 3 sends per number per 10 minutes"). */
export const OTP_SENDS_PER_WINDOW = 3;
export const OTP_SEND_WINDOW_MS = 10 * MINUTE_MS;
/** Sends per number within OTP_SEND_DAY_MS, a rolling 24 hours (issue 5 "and 10 per day"). */
export const OTP_SENDS_PER_DAY = 10;
export const OTP_SEND_DAY_MS = 24 * 60 * MINUTE_MS;
/** The sign-in form gives up waiting for a send after this (spec: 001 §9 "OTP sending time-out 15000 ms"). */
export const OTP_SENDING_TIMEOUT_MS = 15_000;
/**
 * How long the shopper is asked to wait after the SMS partner refused a code (the Retry-After of that
 * 503; platform choice, matching CODE_NOT_SENT's "in a minute"). The refused send does not count.
 */
export const CODE_NOT_SENT_RETRY_SECONDS = 60;

/**
 * The most a guesser can try against one number in a day (issue 13 "must stay below 1 in 10,000"):
 * every code the number can be sent in a day, across every site (OTP_SENDS_PER_DAY = 10), each ended
 * by OTP_MAX_FAILED_ATTEMPTS (5) wrong guesses, among 10^OTP_LENGTH (10^6) codes:
 * 10 × 5 / 10^6 = 5e-5, one chance in 20,000 per number per day.
 */
export const OTP_WORST_CASE_GUESS_RATE_PER_DAY = (OTP_SENDS_PER_DAY * OTP_MAX_FAILED_ATTEMPTS) / 10 ** OTP_LENGTH;

/**
 * The code field (spec: 001 §5 "Code: required ('This is a required field.'), exactly 6 characters
 * ('Code must be 6 digits.')"). Surrounding spaces from a paste are dropped.
 *
 * @example OneTimeCodeSchema.parse(' 123456 '); // '123456'
 */
export const OneTimeCodeSchema = z
  .string({ error: REQUIRED_FIELD })
  .trim()
  .min(1, REQUIRED_FIELD)
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), CODE_MUST_BE_6_DIGITS);

export type SendDecision =
  | { allowed: true }
  | { allowed: false; message: typeof TOO_MANY_VERIFICATION_ATTEMPTS; retryAfterMs: number };

/**
 * Whether another code may be sent to a number, given when its earlier codes were sent (on any site).
 * Wrong guesses never refuse a send (issue 13: they end that code, not the number), so no refusal
 * lasts longer than the send limits' own windows. Refusals carry the spec message and how long until
 * a send is allowed again.
 *
 * @example
 * canSendCode([now - 60_000, now - 30_000, now - 10_000], now);
 * // { allowed: false, message: 'Too many verification attempts. Please try again later.', retryAfterMs: 540_000 }
 */
export function canSendCode(sentAt: readonly number[], now: number): SendDecision {
  const retryAfterMs = Math.max(
    waitFor(sentAt, now, OTP_SEND_WINDOW_MS, OTP_SENDS_PER_WINDOW),
    waitFor(sentAt, now, OTP_SEND_DAY_MS, OTP_SENDS_PER_DAY),
  );
  if (retryAfterMs === 0) return { allowed: true };
  return { allowed: false, message: TOO_MANY_VERIFICATION_ATTEMPTS, retryAfterMs };
}

/**
 * The send times to keep after a send at `now`: those still inside the daily window, then `now`.
 * Keeps the stored list as short as the limits need.
 *
 * @example withSend([now - 25 * 3_600_000, now - 60_000], now); // [now - 60_000, now]
 */
export function withSend(sentAt: readonly number[], now: number): number[] {
  return [...sentAt.filter((time) => time > now - OTP_SEND_DAY_MS && time <= now), now].sort((a, b) => a - b);
}

/**
 * The send times without the send made at `sentAt` (one entry): a send the SMS partner did not accept
 * gives its place back (issue 13 "a send the partner did not accept does not count").
 *
 * @example withoutSend([now - 60_000, now], now); // [now - 60_000]
 */
export function withoutSend(sentAt: readonly number[], sent: number): number[] {
  const index = sentAt.indexOf(sent);
  return index === -1 ? [...sentAt] : [...sentAt.slice(0, index), ...sentAt.slice(index + 1)];
}

/** How long until fewer than `limit` sends fall within the last `windowMs` (0 when already so). */
function waitFor(sentAt: readonly number[], now: number, windowMs: number, limit: number): number {
  const recent = sentAt.filter((time) => time > now - windowMs && time <= now).sort((a, b) => a - b);
  if (recent.length < limit) return 0;
  // The send that must leave the window for the count to drop below the limit.
  const mustExpire = recent[recent.length - limit] as number;
  return mustExpire + windowMs - now;
}

/** A code as D1 keeps it, without the code itself (only its HMAC, which the Worker holds). */
export interface CodeRecord {
  issuedAt: number;
  expiresAt: number;
  /** Wrong guesses against this code. */
  failedAttempts: number;
  /** When it was used to sign in; a code is single use. */
  usedAt: number | null;
}

/**
 * The record for a newly sent code: it replaces the previous code of the same number and site, and
 * starts with no failures (issue 13: five wrong guesses end a code; the send limits bound the codes).
 *
 * @example newCodeRecord(t); // { issuedAt: t, expiresAt: t + 300_000, failedAttempts: 0, usedAt: null }
 */
export function newCodeRecord(now: number): CodeRecord {
  return { issuedAt: now, expiresAt: now + OTP_VALIDITY_MS, failedAttempts: 0, usedAt: null };
}

export type CodeCheck =
  | { status: 'verified'; record: CodeRecord }
  | { status: 'invalid'; message: typeof VERIFICATION_CODE_INVALID; record: CodeRecord }
  | { status: 'expired'; message: typeof VERIFICATION_CODE_INVALID; record: CodeRecord }
  | { status: 'locked'; message: typeof TOO_MANY_VERIFICATION_ATTEMPTS; record: CodeRecord };

/**
 * The outcome of checking a submitted code, and the record to write back.
 * Order matters: a locked code fails even when the guess is right; an expired or used code fails
 * without counting as a guess; only a wrong guess on a live code adds a failure.
 * Expired and used codes answer with the spec's invalid-code message (spec: 001 §8 has no other).
 *
 * @example checkCode(record, hmacMatches, now).status; // 'verified' | 'invalid' | 'expired' | 'locked'
 */
export function checkCode(record: CodeRecord, submittedHmacMatches: boolean, now: number): CodeCheck {
  if (record.failedAttempts >= OTP_MAX_FAILED_ATTEMPTS) {
    return { status: 'locked', message: TOO_MANY_VERIFICATION_ATTEMPTS, record };
  }
  if (record.usedAt !== null) return { status: 'invalid', message: VERIFICATION_CODE_INVALID, record };
  if (now >= record.expiresAt || now < record.issuedAt) {
    return { status: 'expired', message: VERIFICATION_CODE_INVALID, record };
  }
  if (submittedHmacMatches) return { status: 'verified', record: { ...record, usedAt: now } };
  return {
    status: 'invalid',
    message: VERIFICATION_CODE_INVALID,
    record: { ...record, failedAttempts: record.failedAttempts + 1 },
  };
}
