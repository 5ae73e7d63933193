import { inject } from 'vitest';
import { SIMULATORS, simulatorPort } from '../../scripts/lib/simulators.ts';

/** A lead as the CRM simulator filed it: JSON (`lead`), or ADF/XML (`adf`) for a dealership whose CRM takes ADF. */
export interface FiledCrmLead {
  form: string;
  format: 'json' | 'adf';
  lead?: Record<string, unknown>;
  adf?: string;
}

/**
 * The site's leads the CRM simulator filed (newest 50) whose body carries `email`, in either format.
 * @example expect((await crmLeadsWith('sunvalley', email)).some((lead) => lead.form === 'offer-enquiry')).toBe(true);
 */
export async function crmLeadsWith(site: string, email: string): Promise<FiledCrmLead[]> {
  const crm = SIMULATORS.find((sim) => sim.partner === 'crm');
  if (!crm) throw new Error('no CRM simulator configured');
  const res = await fetch(`http://127.0.0.1:${simulatorPort(crm, inject('port'))}/v1/leads?site=${site}&limit=50`);
  if (!res.ok) throw new Error(`CRM simulator answered ${res.status}`);
  const { leads } = (await res.json()) as { leads: FiledCrmLead[] };
  return leads.filter((lead) => (lead.adf ?? JSON.stringify(lead.lead)).includes(email));
}
