import { UNEXPECTED_ERROR } from '../messages/catalogue';

// What `POST /api/leads` answered, read in the browser without zod (spec: 000 §7 "lead creation
// returns lead_id or an error"; §8 "Lead failure: the returned error or An unexpected error occured").
// A refused body names its fields (`issues: [{ path, message }]`): the ones the form shows go back onto
// those fields, the rest stay in the form's error.

/** Where every lead form posts (edge-worker/src/routes/leads.ts). */
export const LEADS_API_PATH = '/api/leads';

/** A lead the API stored, or why it did not. */
export type LeadAnswer =
  | { ok: true; leadId: string }
  | {
      ok: false;
      /** The form's error: the API's `error`, else the spec's fallback. */
      error: string;
      /** Messages by lead field, for the fields the form shows (first message per field). */
      fieldErrors: Record<string, string>;
    };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Reads the leads API's answer: 201 `{ lead_id }` (the stored lead's uuid) → ok; anything else (a 4xx `{ error, issues }`, a
 * 5xx, a body that is not JSON → `body` undefined) → the error and the issues of `shownFields`.
 *
 * @example
 * readLeadAnswer(400, { error: 'Invalid request: phone: …', issues: [{ path: 'phone', message: 'Please enter …' }] }, ['phone'])
 * // { ok: false, error: 'Invalid request: phone: …', fieldErrors: { phone: 'Please enter …' } }
 */
export function readLeadAnswer(status: number, body: unknown, shownFields: readonly string[]): LeadAnswer {
  if (status >= 200 && status < 300 && isRecord(body) && typeof body.lead_id === 'string' && body.lead_id) {
    return { ok: true, leadId: body.lead_id };
  }
  const error = isRecord(body) && typeof body.error === 'string' && body.error.trim() ? body.error : UNEXPECTED_ERROR;
  const fieldErrors: Record<string, string> = {};
  const issues = isRecord(body) && Array.isArray(body.issues) ? body.issues : [];
  for (const issue of issues) {
    if (!isRecord(issue) || typeof issue.path !== 'string' || typeof issue.message !== 'string') continue;
    if (shownFields.includes(issue.path)) fieldErrors[issue.path] ??= issue.message;
  }
  return { ok: false, error, fieldErrors };
}
