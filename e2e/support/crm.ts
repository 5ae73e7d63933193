import { inject } from 'vitest';
import type { MailMessage } from '../../demo/simulators/email/mail.ts';
import { SIMULATORS, simulatorPort } from '../../scripts/lib/simulators.ts';

/** A lead as the CRM simulator filed it: JSON (`lead`), or ADF/XML (`adf`) for a dealership whose CRM takes ADF. */
export interface FiledCrmLead {
  form: string;
  format: 'json' | 'adf';
  lead?: Record<string, unknown>;
  adf?: string;
}

/** A simulator's JSON answer at `path`, on this run's platform. */
async function simulatorJson<T>(partner: string, path: string): Promise<T> {
  const simulator = SIMULATORS.find((sim) => sim.partner === partner);
  if (!simulator) throw new Error(`no ${partner} simulator configured`);
  const res = await fetch(`http://127.0.0.1:${simulatorPort(simulator, inject('port'))}${path}`);
  if (!res.ok) throw new Error(`${partner} simulator answered ${res.status}`);
  return (await res.json()) as T;
}

/** The subject the lead outbox mails an ADF lead under (server kit `leadMailSubject`): its form and site. */
const MAILED_LEAD_SUBJECT = /^New (\S+) lead from (\S+) \(/;

/**
 * The site's leads its dealerships' CRMs received whose body carries `email`, in either format: those the CRM
 * simulator filed (newest 50), and the ADF documents mailed to a dealership whose CRM reads a mailbox.
 * @example expect((await crmLeadsWith('sunvalley', email)).some((lead) => lead.form === 'offer-enquiry')).toBe(true);
 */
export async function crmLeadsWith(site: string, email: string): Promise<FiledCrmLead[]> {
  const [{ leads }, { messages }] = await Promise.all([
    simulatorJson<{ leads: FiledCrmLead[] }>('crm', `/v1/leads?site=${site}&limit=50`),
    simulatorJson<{ messages: MailMessage[] }>('email', '/v1/messages?limit=50'),
  ]);
  const mailed = messages.flatMap((message): FiledCrmLead[] => {
    const [, form, from] = MAILED_LEAD_SUBJECT.exec(message.subject) ?? [];
    return form && from === site ? [{ form, format: 'adf', adf: message.text }] : [];
  });
  return [...leads, ...mailed].filter((lead) => (lead.adf ?? JSON.stringify(lead.lead)).includes(email));
}
