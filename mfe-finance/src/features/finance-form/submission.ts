import {
  CUSTOMER_OR_REDIRECT_FAILED,
  LEAD_SUBMISSION_FAILED,
  TOO_MANY_VERIFICATION_ATTEMPTS,
  UNKNOWN_ERROR,
  VERIFICATION_CODE_INVALID,
  YOUX_CREATE_CUSTOMER_FAILED,
  YOUX_CREATE_CUSTOMER_WITH_FAILED,
} from '@forecourt/shared/messages/catalogue';

// The personalised quote's submission (spec: 001 §4 "Submission: loading; step 1 checks the one-time
// code; step 2 creates lead and customer in parallel. On success the visitor is redirected to the
// returned URL; on error the message is shown"), with the messages of §8. The HTTP call is injected,
// so the steps and their messages are tested without a browser.

/** An answer as the steps read it. */
export interface Answer {
  ok: boolean;
  status: number;
  body: Record<string, unknown> | null;
}

/** Posts JSON to the site's API. */
export type Send = (path: string, body: unknown) => Promise<Answer>;

/** What the submission needs: the code check, then the partner's customer and the lead. */
export interface Submission {
  /** The code to check, or null when this visitor already verified this phone on the page. */
  verify: { phone: string; token: string } | null;
  customer: unknown;
  lead: unknown;
}

/** How it ended. `verified` says the code was checked (a retry must not send it again: codes are single use). */
export type Outcome =
  | { kind: 'redirect'; url: string; verified: true }
  | { kind: 'error'; message: string; verified: boolean };

const PARTNER_MESSAGES = new Set([
  YOUX_CREATE_CUSTOMER_FAILED,
  YOUX_CREATE_CUSTOMER_WITH_FAILED,
  CUSTOMER_OR_REDIRECT_FAILED,
]);

function customerMessage(answer: Answer): string {
  const error = typeof answer.body?.error === 'string' ? answer.body.error : '';
  return PARTNER_MESSAGES.has(error) ? error : YOUX_CREATE_CUSTOMER_WITH_FAILED;
}

/**
 * Runs the two steps; never throws.
 * @example const outcome = await submitFinance({ verify: { phone, token }, customer, lead }, sendJson);
 */
export async function submitFinance(submission: Submission, send: Send): Promise<Outcome> {
  let verified = submission.verify === null;
  try {
    if (submission.verify) {
      const check = await send('/api/auth/verify-otp', { ...submission.verify, type: 'sms' });
      if (!check.ok) {
        const message = check.status === 429 ? TOO_MANY_VERIFICATION_ATTEMPTS : VERIFICATION_CODE_INVALID;
        return { kind: 'error', message, verified: false };
      }
      verified = true;
    }
    const [customer, lead] = await Promise.all([
      send('/api/youx/create-customer', submission.customer),
      send('/api/leads', submission.lead),
    ]);
    if (!customer.ok) return { kind: 'error', message: customerMessage(customer), verified };
    if (!lead.ok) return { kind: 'error', message: LEAD_SUBMISSION_FAILED, verified };
    const url = customer.body?.redirectUrl;
    if (typeof url !== 'string' || url === '') return { kind: 'error', message: CUSTOMER_OR_REDIRECT_FAILED, verified };
    return { kind: 'redirect', url, verified: true };
  } catch {
    return { kind: 'error', message: UNKNOWN_ERROR, verified };
  }
}

/** How sending the code ended. */
export type CodeSending = { kind: 'sent' } | { kind: 'error'; message: string };

/**
 * Sends the code: the rate limit first (spec: 001 §7 "POST /api/rate-limit … non-OK means too many
 * attempts"), then the sign-in with the visitor's details. Never throws.
 * @example await sendCode('0412345678', { first_name: 'Ada' }, sendJson);
 */
export async function sendCode(phone: string, details: Record<string, string>, send: Send): Promise<CodeSending> {
  try {
    const allowed = await send('/api/rate-limit', { phone });
    if (!allowed.ok) return { kind: 'error', message: TOO_MANY_VERIFICATION_ATTEMPTS };
    const sent = await send('/api/auth/sign-in-with-otp', { phone, options: { data: details } });
    if (sent.ok) return { kind: 'sent' };
    if (sent.status === 429) return { kind: 'error', message: TOO_MANY_VERIFICATION_ATTEMPTS };
    return { kind: 'error', message: typeof sent.body?.error === 'string' ? sent.body.error : UNKNOWN_ERROR };
  } catch {
    return { kind: 'error', message: UNKNOWN_ERROR };
  }
}

/**
 * The browser's `Send`: JSON in and out, same-origin cookies, at most `timeoutMs`.
 * @example const send = jsonSender(fetch, 15_000);
 */
export function jsonSender(fetchImpl: typeof fetch, timeoutMs: number): Send {
  return async (path, body) => {
    const res = await fetchImpl(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const parsed: unknown = await res.json().catch(() => null);
    const record = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
    return { ok: res.ok, status: res.status, body: record };
  };
}
