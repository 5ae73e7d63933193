import type { AlertChannel } from '@forecourt/shared/search/saved-searches';
import { createEmailClient } from '@forecourt/shared/server-kit/leads/email';
import { callPartner, partnerUrl } from '@forecourt/shared/server-kit/partner-http';
import { z } from 'zod';

// The partners a saved search's digest goes through, over plain fetch on the same HTTP path production uses (the
// simulators in demo/simulators under `npm start` and in the tests):
//   SMS:    POST {SMS_API_URL}/v1/messages    { to: '+614…', body }  → 2xx { id }
//   e-mail: POST {EMAIL_API_URL}/v1/messages  Idempotency-Key: <key>  { from, to, subject, text } → 2xx { id }

/** The address alerts are mailed from. */
export const ALERTS_FROM_ADDRESS = 'alerts@forecourt.com.au';
const SMS_TIMEOUT_MS = 10_000;
const AcceptedSchema = z.object({ id: z.string().min(1).max(200) });

/** One digest on its way. */
export interface AlertMessage {
  channel: AlertChannel;
  recipient: string;
  subject: string;
  body: string;
}

/** Sends one digest under an idempotency key; never throws. */
export type AlertSender = (key: string, message: AlertMessage) => Promise<{ ok: true } | { ok: false; error: string }>;

/** The partners' base URLs and the SMS key, as the Worker's bindings hold them. */
export interface AlertPartnerBindings {
  SMS_API_URL?: string;
  SMS_API_KEY?: string;
  EMAIL_API_URL?: string;
}

/**
 * The sender of digests through the configured SMS and e-mail partners.
 * @example await alertSenderFor(env)('search-alert-12', { channel: 'sms', recipient: '+61412345678', subject, body });
 */
export function alertSenderFor(env: AlertPartnerBindings): AlertSender {
  const email = createEmailClient({ baseUrl: env.EMAIL_API_URL });
  return async (key, message) => {
    if (message.channel === 'email') {
      const sent = await email.send(key, {
        from: ALERTS_FROM_ADDRESS,
        to: message.recipient,
        subject: message.subject,
        text: message.body,
      });
      return sent.ok ? { ok: true } : { ok: false, error: sent.error };
    }
    const url = partnerUrl(env.SMS_API_URL, 'v1/messages');
    if (!url) return { ok: false, error: `SMS_API_URL is missing or not a URL: ${env.SMS_API_URL ?? ''}` };
    const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Idempotency-Key': key };
    if (env.SMS_API_KEY) headers.Authorization = `Bearer ${env.SMS_API_KEY}`;
    const answer = await callPartner(
      url,
      { method: 'POST', headers, body: JSON.stringify({ to: message.recipient, body: message.body }) },
      { partner: 'SMS', schema: AcceptedSchema, timeoutMs: SMS_TIMEOUT_MS },
    );
    if (answer.kind === 'ok') return { ok: true };
    if (answer.kind === 'failed') return { ok: false, error: answer.error };
    return { ok: false, error: `SMS answered ${answer.status}` };
  };
}
