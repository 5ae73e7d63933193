import { z } from 'zod';

// The CRM partner (the product's lead service, spec: 001 §7 "Lead submission to the product's lead
// service"), reached only through this adapter: a base URL (`CRM_API_URL`) and plain fetch, the same
// HTTP path in production, under `npm start` (the CRM simulator) and in the Worker tests.
//
//   POST {CRM_API_URL}/v1/leads   Idempotency-Key: <lead id>   body: CrmLead (application/json),
//                                 or the lead as ADF/XML 1.0 (application/xml) for a dealership whose CRM takes it
//     → 201 { crm_id } when new, 200 { crm_id } when that key was already accepted (the same crm_id)
//
// The idempotency key is the lead id, so a retry after an answer that never arrived files nothing twice.

/** What the CRM is sent for one lead. */
export interface CrmLead {
  /** The lead id the visitor's browser got; also the idempotency key. */
  lead_id: string;
  /** The dealer site (tenant slug). */
  site: string;
  /** The form the lead came from (`enquiry`, `test-drive`, …). */
  form: string;
  /** ISO instant the gateway stored the lead. */
  submitted_at: string;
  car_id: number | null;
  dealership_id: number | null;
  location_id: number | null;
  offer_id: number | null;
  /** The analytics event id recorded with the lead (spec: 000 §7), or null. */
  analytics_event: number | null;
  /** The normalised form fields, as stored. */
  fields: Record<string, unknown>;
}

/** The CRM's answer to an accepted lead. */
const CrmAcceptedSchema = z.object({ crm_id: z.string().min(1).max(200) });

/** The outcome of one delivery attempt: the CRM's reference, or why it failed (always worth retrying). */
export type CrmResult = { ok: true; reference: string } | { ok: false; error: string };

/** Options of {@link createCrmClient}. */
export interface CrmClientOptions {
  /** `CRM_API_URL`: the partner's base URL. Missing → every attempt fails (and is retried later). */
  baseUrl: string | undefined;
  /** How long one attempt may take, body included (default 10 s). */
  timeoutMs?: number;
  /** The fetch to use (default the global one). */
  fetch?: typeof fetch;
}

/** The CRM adapter. */
export interface CrmClient {
  /** Sends one lead as JSON; never throws. */
  sendLead(lead: CrmLead): Promise<CrmResult>;
  /** Sends one lead as an ADF/XML document (shared `leads/adf.ts`); never throws. */
  sendAdf(leadId: string, xml: string): Promise<CrmResult>;
}

export const CRM_DEFAULT_TIMEOUT_MS = 10_000;
const ERROR_TEXT_MAX = 300;

/**
 * Makes the CRM adapter.
 *
 * @example const result = await createCrmClient({ baseUrl: env.CRM_API_URL }).sendLead(lead);
 */
export function createCrmClient(options: CrmClientOptions): CrmClient {
  const timeoutMs = options.timeoutMs ?? CRM_DEFAULT_TIMEOUT_MS;
  const send = options.fetch ?? fetch;
  /** One POST of a lead, in either format, with its id as the idempotency key. */
  async function post(leadId: string, contentType: string, body: string): Promise<CrmResult> {
    if (!options.baseUrl) return { ok: false, error: 'CRM_API_URL is not configured' };
    let endpoint: URL;
    try {
      endpoint = new URL('v1/leads', options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
    } catch {
      return { ok: false, error: `CRM_API_URL is not a URL: ${options.baseUrl}` };
    }
    try {
      const res = await send(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': contentType, 'Idempotency-Key': leadId },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await res.text();
      if (!res.ok) return { ok: false, error: `CRM answered ${res.status}: ${text.slice(0, ERROR_TEXT_MAX)}` };
      const accepted = CrmAcceptedSchema.safeParse(parseJson(text));
      if (!accepted.success) {
        return { ok: false, error: `CRM answered ${res.status} without a crm_id: ${text.slice(0, ERROR_TEXT_MAX)}` };
      }
      return { ok: true, reference: accepted.data.crm_id };
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      return {
        ok: false,
        error: timedOut ? `CRM did not answer within ${timeoutMs} ms` : `CRM unreachable: ${error}`,
      };
    }
  }
  return {
    sendLead: (lead) => post(lead.lead_id, 'application/json', JSON.stringify(lead)),
    sendAdf: (leadId, xml) => post(leadId, 'application/xml', xml),
  };
}

/**
 * The CRM adapter for a Worker's bindings (`CRM_API_URL`).
 *
 * @example await crmClientFor(c.env).sendLead(lead);
 */
export function crmClientFor(env: { CRM_API_URL?: string }): CrmClient {
  return createCrmClient({ baseUrl: env.CRM_API_URL });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
