import { adfLeadXml } from '@forecourt/shared/leads/adf';
import { describe, expect, it } from 'vitest';
import { postJson, simulator } from '../test-support';
import type { FiledLead } from './worker';

// The CRM simulator's routes (worker.ts): leads filed once per idempotency key, and the lost-answer fault.

const SITE = 'crm-routes-test';

function sendLead(leadId: string, key = leadId): Promise<Response> {
  return postJson(
    'crm',
    '/v1/leads',
    { lead_id: leadId, site: SITE, form: 'enquiry', fields: { name: 'Ada' } },
    { 'Idempotency-Key': key },
  );
}

async function filed(leadId: string): Promise<FiledLead[]> {
  const res = await simulator('crm', `/v1/leads?lead_id=${leadId}`);
  return ((await res.json()) as { leads: FiledLead[] }).leads;
}

describe('the CRM simulator', () => {
  it('files a lead once: the same key again answers the same CRM id as a duplicate', async () => {
    const leadId = crypto.randomUUID();
    const first = await sendLead(leadId);
    expect(first.status).toBe(201);
    const { crm_id } = (await first.json()) as { crm_id: string };
    const again = await sendLead(leadId);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ crm_id, duplicate: true });
    expect(await filed(leadId)).toEqual([
      expect.objectContaining({ crm_id, lead_id: leadId, site: SITE, deliveries: 2 }),
    ]);
  });

  it('refuses a lead without its id as the idempotency key, or without a site and form', async () => {
    expect((await sendLead(crypto.randomUUID(), 'another-key')).status).toBe(400);
    const res = await postJson('crm', '/v1/leads', { lead_id: 'x1', fields: {} }, { 'Idempotency-Key': 'x1' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'site and form: expected text' });
  });

  it("loses the answer to the site's next lead (filed, answered 503), so the retry finds it filed", async () => {
    expect((await postJson('crm', '/faults', { loseAnswers: 1, site: SITE })).status).toBe(200);
    const leadId = crypto.randomUUID();
    expect((await sendLead(leadId)).status).toBe(503);
    expect(await (await simulator('crm', `/faults?site=${SITE}`)).json()).toEqual({ site: SITE, loseAnswers: 0 });
    expect(await filed(leadId)).toHaveLength(1);
    expect((await sendLead(leadId)).status).toBe(200);
    expect((await postJson('crm', '/faults', { loseAnswers: -1 })).status).toBe(400);
  });

  it('files an ADF/XML lead by its prospect id, site and form, and keeps the document as received', async () => {
    const leadId = crypto.randomUUID();
    const xml = adfLeadXml({
      leadId,
      site: SITE,
      form: 'test-drive',
      submittedAt: '2026-11-28T03:04:05.000Z',
      fields: { name: 'Ada', last_name: 'Lovelace & Co', phone: '0412345678' },
      car: null,
      dealership: { id: 1, name: 'Alpha Motors', phone: '02 9000 0000' },
    });
    const send = (body: string, key = leadId) =>
      simulator('crm', '/v1/leads', {
        method: 'POST',
        headers: { 'Content-Type': 'application/xml', 'Idempotency-Key': key },
        body,
      });
    expect((await send(xml)).status).toBe(201);
    expect(await filed(leadId)).toEqual([
      expect.objectContaining({ lead_id: leadId, site: SITE, form: 'test-drive', format: 'adf', adf: xml }),
    ]);
    expect((await send(xml)).status).toBe(200);
    // The demo page names the shopper as written (the document's character references read, then escaped once).
    expect(await (await simulator('crm', '/leads')).text()).toContain('Ada Lovelace &#38; Co');
    // Not ADF, or not this lead's key: refused, and nothing filed.
    const notAdf = await send('<lead/>', crypto.randomUUID());
    expect(notAdf.status).toBe(400);
    expect(await notAdf.json()).toEqual({
      error: 'expected an ADF/XML 1.0 document (<?adf version="1.0"?> and one <adf> root)',
    });
    expect((await send(xml, 'another-key')).status).toBe(400);
  });
});
