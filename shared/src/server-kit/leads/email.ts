import { z } from 'zod';
import { callPartner, partnerUrl } from '../partner-http';
import type { CrmResult } from './crm';

// The e-mail partner (a transactional e-mail API), reached only through this adapter: a base URL
// (`EMAIL_API_URL`) and plain fetch, the same HTTP path in production, under `npm start` (the e-mail
// simulator) and in the Worker tests. The lead outbox sends through it the ADF/XML of a dealership whose CRM
// reads its leads from a mailbox (issue 30: "ADF/XML … by HTTP POST or by e-mail to an address").
//
//   POST {EMAIL_API_URL}/v1/messages   Idempotency-Key: <key>   { from, to, subject, text }
//     → 202 { id } when new, 200 { id } when that key was already accepted (the same id)
//
// The idempotency key is the lead id, so a retry after an answer that never arrived mails nothing twice.

/** The address leads are mailed from (a platform mailbox, so a dealer's CRM can allow it). */
export const LEADS_FROM_ADDRESS = 'leads@forecourt.com.au';

/** One message. */
export interface EmailMessage {
  /** The sender (default {@link LEADS_FROM_ADDRESS}). */
  from?: string;
  to: string;
  subject: string;
  text: string;
}

/** The e-mail adapter. */
export interface EmailClient {
  /** Sends one message under an idempotency key; never throws. */
  send(key: string, message: EmailMessage): Promise<CrmResult>;
}

const EMAIL_DEFAULT_TIMEOUT_MS = 10_000;

const AcceptedSchema = z.object({ id: z.string().min(1).max(200) });

/**
 * Makes the e-mail adapter.
 *
 * @example await createEmailClient({ baseUrl: env.EMAIL_API_URL }).send(leadId, { to, subject, text: xml });
 */
export function createEmailClient(options: {
  baseUrl: string | undefined;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): EmailClient {
  return {
    async send(key, message) {
      const url = partnerUrl(options.baseUrl, 'v1/messages');
      if (!url) return { ok: false, error: `EMAIL_API_URL is missing or not a URL: ${options.baseUrl ?? ''}` };
      const answer = await callPartner(
        url,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
          body: JSON.stringify({ from: LEADS_FROM_ADDRESS, ...message }),
        },
        {
          partner: 'e-mail',
          schema: AcceptedSchema,
          timeoutMs: options.timeoutMs ?? EMAIL_DEFAULT_TIMEOUT_MS,
          ...(options.fetch ? { fetch: options.fetch } : {}),
        },
      );
      if (answer.kind === 'ok') return { ok: true, reference: answer.data.id };
      if (answer.kind === 'failed') return { ok: false, error: answer.error };
      return { ok: false, error: `e-mail answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}` };
    },
  };
}
