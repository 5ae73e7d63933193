import { env } from 'cloudflare:workers';
import type { MailMessage } from '@forecourt/demo/simulators/email/mail';
import { withSwitches } from '@forecourt/demo/simulators/test-support';
import { deliverDueLeads } from '@forecourt/shared/server-kit/leads/outbox';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { json } from './http';
import {
  CONTACT,
  crmSimulator,
  filedLeads,
  firstAttemptSettled,
  LEAD_OUTBOX,
  loseCrmAnswers,
  outboxRow,
  postJson,
  runOutboxCron,
  seedLeadFixtures,
  setCrmOutage,
} from './leads-support';

// Leads are never lost: stored first, then delivered to the CRM (simulator) through the outbox, right
// away when the CRM is up, by the cron with backoff when it was not, exactly once either way.

beforeAll(() => seedLeadFixtures());
afterEach(() => setCrmOutage(false));

const MINUTE = 60_000;

async function postLead(extra: Record<string, unknown> = {}): Promise<string> {
  const res = await postJson(LEAD_OUTBOX, '/api/leads', {
    form: 'enquiry',
    ...CONTACT,
    car_id: 9101,
    message: 'Can I see it on Saturday?',
    ...extra,
  });
  const body = await json(res);
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.lead_id as string;
}

describe('the lead outbox', () => {
  it('delivers a lead to the CRM right after storing it, with the stored fields', async () => {
    const leadId = await postLead();
    const row = await firstAttemptSettled(leadId);
    expect(row).toMatchObject({ attempts: 1, last_error: null, delivered_at: expect.any(Number) });
    const [filed, ...more] = await filedLeads(leadId);
    expect(more).toEqual([]);
    expect(filed).toMatchObject({ lead_id: leadId, site: 'lead-outbox', form: 'enquiry', deliveries: 1 });
    expect(filed?.crm_id).toBe(row.crm_reference);
    expect(filed?.lead).toMatchObject({
      car_id: 9101,
      dealership_id: 9001,
      analytics_event: 15,
      fields: {
        name: 'Sam',
        phone: '0412345678',
        message: 'Can I see it on Saturday?',
        dealership_slug: 'alpha-motors',
      },
    });
  });

  it('a lead posted while the CRM simulator is down is stored and delivered once it is back, exactly once', async () => {
    await setCrmOutage(true);
    const leadId = await postLead();

    // Stored and answered; the first attempt failed and the next one is scheduled with backoff.
    const failed = await firstAttemptSettled(leadId);
    expect(failed).toMatchObject({ attempts: 1, delivered_at: null, last_error: expect.stringContaining('503') });
    expect(failed.next_attempt_at - Date.now()).toBeGreaterThan(10_000);
    expect(await filedLeads(leadId)).toEqual([]);

    // A cron run while the CRM is still down: tried again (once due), still kept.
    await runOutboxCron(Date.now() + 2 * MINUTE);
    const stillDown = await outboxRow(leadId);
    expect(stillDown).toMatchObject({ attempts: 2, delivered_at: null, claim_token: null });
    expect(await filedLeads(leadId)).toEqual([]);

    // The CRM is back: the next run delivers it.
    await setCrmOutage(false);
    await runOutboxCron(Date.now() + 10 * MINUTE);
    const delivered = await outboxRow(leadId);
    expect(delivered).toMatchObject({ attempts: 3, last_error: null, delivered_at: expect.any(Number) });
    expect(await filedLeads(leadId)).toEqual([expect.objectContaining({ lead_id: leadId, deliveries: 1 })]);

    // Later runs leave it alone: one lead in the CRM, delivered once.
    await runOutboxCron(Date.now() + 24 * 60 * MINUTE);
    expect((await outboxRow(leadId))?.attempts).toBe(3);
    expect(await filedLeads(leadId)).toEqual([expect.objectContaining({ deliveries: 1 })]);
  });

  it('waits for the backoff: a run before the lead is due does not try it', async () => {
    await setCrmOutage(true);
    const leadId = await postLead();
    const failed = await firstAttemptSettled(leadId);
    await setCrmOutage(false);
    await runOutboxCron(failed.next_attempt_at - 1000);
    expect(await outboxRow(leadId)).toMatchObject({ attempts: 1, delivered_at: null });
    await runOutboxCron(failed.next_attempt_at);
    expect(await outboxRow(leadId)).toMatchObject({ attempts: 2, delivered_at: expect.any(Number) });
  });

  it('files a lead once when the answer to a delivery was lost (the idempotency key is the lead id)', async () => {
    await loseCrmAnswers('lead-outbox', 1);
    const leadId = await postLead();
    const lost = await firstAttemptSettled(leadId);
    expect(lost).toMatchObject({ delivered_at: null, last_error: expect.stringContaining('503') });
    // The CRM did file it; the gateway could not know.
    expect(await filedLeads(leadId)).toEqual([expect.objectContaining({ deliveries: 1 })]);

    await runOutboxCron(Date.now() + 10 * MINUTE);
    expect(await outboxRow(leadId)).toMatchObject({ delivered_at: expect.any(Number), attempts: 2 });
    const filed = await filedLeads(leadId);
    expect(filed).toHaveLength(1);
    expect(filed[0]).toMatchObject({ deliveries: 2, crm_id: (await outboxRow(leadId))?.crm_reference });
  });

  it('never lets two runs hold the same lead', async () => {
    await setCrmOutage(true);
    const leadIds = [await postLead(), await postLead(), await postLead()];
    for (const leadId of leadIds) await firstAttemptSettled(leadId);
    await setCrmOutage(false);

    // Count what reaches the CRM: each lead exactly once across two concurrent runs.
    let sent = 0;
    const countingCrm = {
      async sendLead(lead: { lead_id: string }) {
        return this.sendAdf(lead.lead_id);
      },
      async sendAdf(leadId: string) {
        if (leadIds.includes(leadId)) sent += 1;
        return { ok: true as const, reference: `ref-${leadId}` };
      },
    };
    const unusedEmail = { send: async () => ({ ok: false as const, error: 'no dealership here reads a mailbox' }) };
    const at = Date.now() + 10 * MINUTE;
    const runs = await Promise.all([
      deliverDueLeads({ db: env.DB, crm: countingCrm, email: unusedEmail, now: at }),
      deliverDueLeads({ db: env.DB, crm: countingCrm, email: unusedEmail, now: at }),
    ]);
    expect(sent).toBe(3);
    expect(runs[0].delivered + runs[1].delivered).toBeGreaterThanOrEqual(3);
    for (const leadId of leadIds) {
      expect(await outboxRow(leadId)).toMatchObject({ delivered_at: at, crm_reference: `ref-${leadId}` });
    }
  });

  it('takes back the claims of a run that died, once their lease ran out', async () => {
    await setCrmOutage(true);
    const leadId = await postLead();
    await firstAttemptSettled(leadId);
    await setCrmOutage(false);
    // A run claimed the lead and died before recording anything.
    const diedAt = Date.now() + 10 * MINUTE;
    await env.DB.prepare(
      "UPDATE lead_outbox SET claim_token = 'dead-run', claimed_until = ?, attempts = attempts + 1 WHERE lead_id = ?",
    )
      .bind(diedAt + MINUTE, leadId)
      .run();
    await runOutboxCron(diedAt + 30_000);
    expect(await outboxRow(leadId)).toMatchObject({ claim_token: 'dead-run', delivered_at: null });
    await runOutboxCron(diedAt + 2 * MINUTE);
    expect(await outboxRow(leadId)).toMatchObject({ claim_token: null, delivered_at: expect.any(Number) });
    expect(await filedLeads(leadId)).toHaveLength(1);
  });
});

describe('a dealership whose CRM takes ADF/XML (its config_overrides.crmFormat)', () => {
  const setFormat = (format: 'adf' | null) =>
    env.DB.prepare(
      format === null
        ? "UPDATE dealerships SET doc = json_remove(doc, '$.config_overrides.crmFormat') WHERE id = 9001"
        : "UPDATE dealerships SET doc = json_set(doc, '$.config_overrides.crmFormat', 'adf') WHERE id = 9001",
    ).run();
  beforeAll(() => setFormat('adf'));
  afterAll(() => setFormat(null));

  it('gets each lead as one ADF document: the car, the shopper, the dealership, the request', async () => {
    const leadId = await postLead();
    expect(await firstAttemptSettled(leadId)).toMatchObject({ last_error: null, delivered_at: expect.any(Number) });
    const [filed, ...more] = await filedLeads(leadId);
    expect(more).toEqual([]);
    expect(filed).toMatchObject({ lead_id: leadId, site: 'lead-outbox', form: 'enquiry', format: 'adf' });
    const xml = String(filed?.adf);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<\?adf version="1.0"\?>\n<adf>/);
    expect(xml).toContain(`<id sequence="1" source="forecourt-lead">${leadId}</id>`);
    expect(xml).toContain(
      '<vehicle interest="buy" status="used"><year>2022</year><make>Toyota</make><model>Corolla</model>' +
        '<stock>S9101</stock><price type="asking" currency="AUD">29990</price></vehicle>',
    );
    expect(xml).toContain('<name part="first">Sam</name><name part="last">Lee</name><email>sam@example.com</email>');
    expect(xml).toContain('<comments>Can I see it on Saturday?');
    expect(xml).toContain('<vendorname>Alpha Motors</vendorname>');
    expect(xml).toContain('<phone type="voice">02 9000 0000</phone>');
  });

  it('keeps the outbox’s promise for ADF too: a lost answer is retried and the lead filed once', async () => {
    await loseCrmAnswers('lead-outbox', 1);
    const leadId = await postLead();
    expect(await firstAttemptSettled(leadId)).toMatchObject({ delivered_at: null });
    await runOutboxCron(Date.now() + 10 * MINUTE);
    expect(await outboxRow(leadId)).toMatchObject({ delivered_at: expect.any(Number), attempts: 2 });
    expect(await filedLeads(leadId)).toEqual([expect.objectContaining({ format: 'adf', deliveries: 2 })]);
  });
});

describe('a dealership whose ADF CRM reads a mailbox (its config_overrides.crmEmail)', () => {
  const MAILBOX = 'leads@alpha-motors.example';
  const setMailbox = (on: boolean) =>
    env.DB.prepare(
      on
        ? `UPDATE dealerships SET doc = json_set(doc, '$.config_overrides.crmFormat', 'adf',
             '$.config_overrides.crmEmail', '${MAILBOX}') WHERE id = 9001`
        : "UPDATE dealerships SET doc = json_remove(doc, '$.config_overrides.crmFormat', '$.config_overrides.crmEmail') WHERE id = 9001",
    ).run();
  beforeAll(() => setMailbox(true));
  afterAll(() => setMailbox(false));

  /** What the e-mail simulator sent under the lead's id. */
  async function mailed(leadId: string): Promise<MailMessage[]> {
    const res = await fetch(new URL('/v1/messages?limit=500', env.EMAIL_API_URL));
    return ((await res.json()) as { messages: MailMessage[] }).messages.filter((message) => message.key === leadId);
  }

  it('gets each lead as its ADF document by e-mail, not by the CRM’s HTTP API', async () => {
    const leadId = await postLead();
    expect(await firstAttemptSettled(leadId)).toMatchObject({ last_error: null, delivered_at: expect.any(Number) });
    const [message, ...more] = await mailed(leadId);
    expect(more).toEqual([]);
    expect(message).toMatchObject({
      to: MAILBOX,
      from: 'leads@forecourt.com.au',
      subject: `New enquiry lead from lead-outbox (${leadId})`,
      sends: 1,
    });
    expect(message?.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<\?adf version="1.0"\?>\n<adf>/);
    expect(message?.text).toContain(`<id sequence="1" source="forecourt-lead">${leadId}</id>`);
    expect(message?.text).toContain('<vendorname>Alpha Motors</vendorname>');
    expect(await filedLeads(leadId)).toEqual([]);
    expect((await outboxRow(leadId))?.crm_reference).toBe(message?.id);
  });

  it('keeps the outbox’s promise by e-mail too: mailed once the service is back, and only once', async () => {
    let leadId = '';
    await withSwitches('email', '/control', { outage: true }, { outage: false }, async () => {
      leadId = await postLead();
      expect(await firstAttemptSettled(leadId)).toMatchObject({
        delivered_at: null,
        last_error: expect.stringContaining('503'),
      });
      expect(await mailed(leadId)).toEqual([]);
    });
    await runOutboxCron(Date.now() + 10 * MINUTE);
    expect(await outboxRow(leadId)).toMatchObject({ delivered_at: expect.any(Number), attempts: 2 });
    await runOutboxCron(Date.now() + 24 * 60 * MINUTE);
    expect(await mailed(leadId)).toEqual([expect.objectContaining({ to: MAILBOX, sends: 1 })]);
  });
});

describe('the CRM simulator', () => {
  it('refuses a lead without an idempotency key, and answers 503 in an outage', async () => {
    const body = JSON.stringify({ lead_id: 'x', site: 's', form: 'enquiry', fields: {} });
    const noKey = await crmSimulator('/v1/leads', { method: 'POST', body });
    expect(noKey.status).toBe(400);
    await setCrmOutage(true);
    const down = await crmSimulator('/v1/leads', { method: 'POST', body, headers: { 'Idempotency-Key': 'x' } });
    expect(down.status).toBe(503);
  });
});
