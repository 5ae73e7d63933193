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
/** Wrong guesses allowed per code; the next check fails even with the right code (issue 5). */
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
 * Failed guesses carry over to the next code sent to the same number within this time (issue 5 "the
 * failure count survives a resend"), so resending cannot reset the guess budget. Platform choice: the
 * daily send window, after which a locked-out number may try again.
 */
export const OTP_FAILURE_MEMORY_MS = OTP_SEND_DAY_MS;

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
 * Whether another code may be sent to a number, given when its earlier codes were sent and, when
 * there is one, its previous code: a number locked by wrong guesses gets no new code until the lock
 * passes, since the new code would carry the failures and fail anyway (see {@link lockedOutFor}).
 * Refusals carry the spec message and how long until a send is allowed again.
 *
 * @example
 * canSendCode([now - 60_000, now - 30_000, now - 10_000], now);
 * // { allowed: false, message: 'Too many verification attempts. Please try again later.', retryAfterMs: 540_000 }
 */
export function canSendCode(sentAt: readonly number[], now: number, previous: CodeRecord | null = null): SendDecision {
  const waitWindow = waitFor(sentAt, now, OTP_SEND_WINDOW_MS, OTP_SENDS_PER_WINDOW);
  const waitDay = waitFor(sentAt, now, OTP_SEND_DAY_MS, OTP_SENDS_PER_DAY);
  const retryAfterMs = Math.max(waitWindow, waitDay, lockedOutFor(previous, now));
  if (retryAfterMs === 0) return { allowed: true };
  return { allowed: false, message: TOO_MANY_VERIFICATION_ATTEMPTS, retryAfterMs };
}

/**
 * How long a number stays locked after {@link OTP_MAX_FAILED_ATTEMPTS} wrong guesses on its unused code:
 * until the failures stop carrying over to a new code ({@link newCodeRecord}); 0 when not locked.
 *
 * @example lockedOutFor({ issuedAt: t, expiresAt: t + 300_000, failedAttempts: 5, usedAt: null }, t + 60_000); // 86_340_000
 */
export function lockedOutFor(previous: CodeRecord | null, now: number): number {
  if (!previous || previous.usedAt !== null || previous.failedAttempts < OTP_MAX_FAILED_ATTEMPTS) return 0;
  return Math.max(0, previous.issuedAt + OTP_FAILURE_MEMORY_MS - now);
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
  /** Wrong guesses so far, including those against earlier codes to the same number. */
  failedAttempts: number;
  /** When it was used to sign in; a code is single use. */
  usedAt: number | null;
}

/**
 * The record for a newly sent code, carrying the failure count of the number's previous code
 * (issue 5 "the failure count survives a resend"), unless that code was used or is older than a day.
 *
 * @example newCodeRecord({ issuedAt: t, expiresAt: t + 300_000, failedAttempts: 2, usedAt: null }, t + 60_000).failedAttempts; // 2
 */
export function newCodeRecord(previous: CodeRecord | null, now: number): CodeRecord {
  const carried =
    previous && previous.usedAt === null && now - previous.issuedAt < OTP_FAILURE_MEMORY_MS
      ? previous.failedAttempts
      : 0;
  return { issuedAt: now, expiresAt: now + OTP_VALIDITY_MS, failedAttempts: carried, usedAt: null };
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
