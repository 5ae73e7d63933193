import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CodeRecord,
  canSendCode,
  checkCode,
  newCodeRecord,
  OneTimeCodeSchema,
  OTP_LENGTH,
  OTP_SEND_DAY_MS,
  OTP_SEND_WINDOW_MS,
  OTP_SENDING_TIMEOUT_MS,
  OTP_SENDS_PER_DAY,
  OTP_VALIDITY_MS,
  OTP_WORST_CASE_GUESS_RATE_PER_DAY,
  withoutSend,
  withSend,
} from './one-time-code';

const MIN = 60_000;
const now = Date.UTC(2025, 0, 15, 10, 0, 0);
const tooMany = 'Too many verification attempts. Please try again later.';
const invalid = 'The verification code is invalid. Please try again.';

describe('constants (spec: 001 §9)', () => {
  it('match the spec', () => {
    expect(OTP_LENGTH).toBe(6);
    expect(OTP_SENDING_TIMEOUT_MS).toBe(15_000);
    expect(OTP_VALIDITY_MS).toBe(5 * MIN);
  });
});

describe('OneTimeCodeSchema (spec: 001 §5)', () => {
  const messageFor = (input: unknown) => OneTimeCodeSchema.safeParse(input).error?.issues[0]?.message;

  it('accepts 6 digits, trimming a paste', () => {
    expect(OneTimeCodeSchema.parse('012345')).toBe('012345');
    expect(OneTimeCodeSchema.parse(' 123456\n')).toBe('123456');
  });

  it('requires a value', () => {
    expect(messageFor('')).toBe('This is a required field.');
    expect(messageFor('   ')).toBe('This is a required field.');
    expect(messageFor(undefined)).toBe('This is a required field.');
  });

  it.each(['12345', '1234567', '12345a', '１２３４５６', '123 456', '-12345'])('refuses %j', (input) => {
    expect(messageFor(input)).toBe('Code must be 6 digits.');
  });
});

describe('canSendCode (issue 5: 3 per 10 minutes, 10 per day)', () => {
  it('allows the first three sends in 10 minutes and refuses the fourth with the spec message', () => {
    expect(canSendCode([], now)).toEqual({ allowed: true });
    expect(canSendCode([now - 2 * MIN, now - MIN], now)).toEqual({ allowed: true });
    expect(canSendCode([now - 9 * MIN, now - 2 * MIN, now - MIN], now)).toEqual({
      allowed: false,
      message: tooMany,
      retryAfterMs: MIN, // the oldest of the three leaves the window in 1 minute
    });
  });

  it('allows again once the oldest send is 10 minutes old', () => {
    expect(canSendCode([now - 10 * MIN, now - 2 * MIN, now - MIN], now)).toEqual({ allowed: true });
  });

  it('refuses the eleventh send in a day even when spaced out', () => {
    const sends = Array.from({ length: 10 }, (_, i) => now - (i + 1) * 60 * MIN); // hourly
    const decision = canSendCode(sends, now);
    expect(decision).toEqual({ allowed: false, message: tooMany, retryAfterMs: 14 * 60 * MIN });
    expect(canSendCode(sends.slice(0, 9), now)).toEqual({ allowed: true });
  });

  it('ignores sends older than a day and sends in the future', () => {
    const old = Array.from({ length: 20 }, (_, i) => now - 25 * 60 * MIN - i * MIN);
    expect(canSendCode([...old, now + MIN, now + 2 * MIN, now + 3 * MIN], now)).toEqual({ allowed: true });
  });

  it('is allowed exactly when retryAfter has passed', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 30 * 60 * MIN }), { maxLength: 15 }), (ages) => {
        const sends = ages.map((age) => now - age);
        const decision = canSendCode(sends, now);
        if (decision.allowed) return;
        expect(decision.retryAfterMs).toBeGreaterThan(0);
        expect(canSendCode(sends, now + decision.retryAfterMs)).toEqual({ allowed: true });
        expect(canSendCode(sends, now + decision.retryAfterMs - 1).allowed).toBe(false);
      }),
    );
  });
});

describe('checkCode (issue 5: 5 minutes, single use, 5 wrong guesses)', () => {
  const fresh: CodeRecord = newCodeRecord(now);

  it('verifies the right code once, then refuses it', () => {
    const first = checkCode(fresh, true, now + MIN);
    expect(first).toEqual({ status: 'verified', record: { ...fresh, usedAt: now + MIN } });
    expect(checkCode(first.record, true, now + 2 * MIN)).toMatchObject({ status: 'invalid', message: invalid });
  });

  it('counts a wrong guess', () => {
    expect(checkCode(fresh, false, now + MIN)).toEqual({
      status: 'invalid',
      message: invalid,
      record: { ...fresh, failedAttempts: 1 },
    });
  });

  it('refuses an expired code without counting a guess', () => {
    const result = checkCode(fresh, true, now + OTP_VALIDITY_MS);
    expect(result).toEqual({ status: 'expired', message: invalid, record: fresh });
    expect(checkCode(fresh, true, now + OTP_VALIDITY_MS - 1).status).toBe('verified');
  });

  it('fails the 6th check after 5 wrong guesses even with the right code', () => {
    let record = fresh;
    for (let guess = 1; guess <= 5; guess++) {
      const result = checkCode(record, false, now + guess * 1000);
      expect(result.status).toBe('invalid');
      record = result.record;
    }
    expect(record.failedAttempts).toBe(5);
    expect(checkCode(record, true, now + 10_000)).toEqual({ status: 'locked', message: tooMany, record });
  });

  it('starts every new code with no failures, however the last one ended (issue 13)', () => {
    let record = fresh;
    for (let guess = 0; guess < 5; guess++) record = checkCode(record, false, now + 1000).record;
    expect(checkCode(record, true, now + 2000).status).toBe('locked');
    const resent = newCodeRecord(now + 2 * MIN);
    expect(resent).toEqual({ issuedAt: now + 2 * MIN, expiresAt: now + 7 * MIN, failedAttempts: 0, usedAt: null });
    expect(checkCode(resent, true, now + 3 * MIN).status).toBe('verified');
  });
});

describe('the worst-case guess rate (issue 13: below 1 in 10,000 per number per day)', () => {
  it('is 10 codes a day × 5 guesses / 10^6 codes = 5e-5', () => {
    expect(OTP_WORST_CASE_GUESS_RATE_PER_DAY).toBe(5e-5);
    expect(OTP_WORST_CASE_GUESS_RATE_PER_DAY).toBeLessThan(1 / 10_000);
  });

  it('never refuses a send for longer than the send limits allow, whatever the sends', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 48 * 60 * MIN }), { maxLength: 20 }), (ages) => {
        const decision = canSendCode(
          ages.map((age) => now - age),
          now,
        );
        if (decision.allowed) return;
        expect(decision.retryAfterMs).toBeLessThanOrEqual(OTP_SEND_DAY_MS);
        // Fewer than the day's sends in the last day: only the 10-minute window can refuse.
        const lastDay = ages.filter((age) => age < OTP_SEND_DAY_MS).length;
        if (lastDay < OTP_SENDS_PER_DAY) expect(decision.retryAfterMs).toBeLessThanOrEqual(OTP_SEND_WINDOW_MS);
      }),
    );
  });
});

describe('withoutSend (issue 13: a send the partner refused does not count)', () => {
  it('gives back exactly the one send', () => {
    expect(withoutSend([now - MIN, now, now], now)).toEqual([now - MIN, now]);
    expect(withoutSend([now - MIN], now)).toEqual([now - MIN]);
    const full = [now - 2 * MIN, now - MIN, now];
    expect(canSendCode(full, now).allowed).toBe(false);
    expect(canSendCode(withoutSend(full, now), now)).toEqual({ allowed: true });
  });
});

describe('withSend', () => {
  it('adds the send and drops those older than a day', () => {
    expect(withSend([now - 25 * 60 * MIN, now - 2 * MIN, now - 24 * 60 * MIN], now)).toEqual([now - 2 * MIN, now]);
    expect(withSend([], now)).toEqual([now]);
  });

  it('keeps exactly what canSendCode needs: the decision is the same with or without the dropped sends', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 48 * 60 * MIN }), { maxLength: 20 }), (ages) => {
        const sends = ages.map((age) => now - age);
        const kept = withSend(sends, now);
        const later = now + MIN;
        expect(canSendCode(kept, later)).toEqual(canSendCode([...sends, now], later));
      }),
    );
  });
});
