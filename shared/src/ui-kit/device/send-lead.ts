import { LEADS_API_PATH, type LeadAnswer, readLeadAnswer } from '../../domain/vehicle/lead-answer';

// The browser's `POST /api/leads` (spec: 000 §7 "Form submit … lead creation returns lead_id or an
// error"), for every remote's lead forms. Never throws: a network failure reads as an answer without a
// body (the spec's fallback text).

/**
 * Sends a lead body; the refusal's issues come back on the fields in `shownFields`.
 *
 * @example const answer = await sendLead({ form: 'offer-enquiry', offer_id: 12, … }, ['name', 'email']);
 */
export async function sendLead(body: object, shownFields: readonly string[]): Promise<LeadAnswer> {
  try {
    const response = await fetch(LEADS_API_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    const answer: unknown = await response.json().catch(() => undefined);
    return readLeadAnswer(response.status, answer, shownFields);
  } catch {
    return readLeadAnswer(0, undefined, shownFields);
  }
}
