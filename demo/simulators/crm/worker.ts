import { escapeHtml, receivedPage, receivedTimeCell } from '../dev-page';
import { json, listLimit, outageResponse, readJson, type SimulatorEnv, SimulatorState, simulatorWorker } from '../kit';

// The CRM partner simulator (forecourt-sim-crm): the lead service the gateway's CRM adapter
// (edge-worker/src/services/crm) delivers leads to from its outbox. Local only.
//
//   POST /v1/leads   Idempotency-Key: <lead id>, JSON { lead_id, site, form, fields, … }, or (Content-Type
//                    application/xml) the lead as ADF/XML 1.0, as a dealership whose CRM takes ADF sends it
//                    → 201 { crm_id } for a new key; 200 { crm_id, duplicate: true } for a key it already
//                    took (the lead is filed once, however often it is sent); 400 bad request; 503 in an outage
//   GET  /v1/leads   { leads: [{ crm_id, lead_id, site, form, received_at, deliveries, format, lead | adf }] }
//                    newest first (`lead`: the JSON body; `adf`: the XML as received); ?lead_id= &site= &limit=
//   DELETE /v1/leads forget every lead
//   GET  /leads      HTML: the latest leads, newest first (for demos)
//   GET|POST /faults { loseAnswers: n, site? }: file the next n new leads (of that site, or any) but
//                    answer 503, as if the answer were lost on the way back (the gateway retries; the
//                    idempotency key keeps it to one lead). GET /faults?site= reads the count.
//   GET|POST /control  the outage switch (see ../kit.ts)
//   GET  /health     { ok: true, partner: 'crm' }

/** What the simulator records of every lead (a type, not an interface: its rows are SQL records). */
type FiledLeadRecord = {
  crm_id: string;
  lead_id: string;
  site: string;
  form: string;
  /** Epoch milliseconds of the first delivery. */
  received_at: number;
  /** How many times the lead was sent (1 + retries after lost answers). */
  deliveries: number;
};

/** One lead as the CRM files it: the JSON body as received, or the ADF/XML document as received. */
export type FiledLead = FiledLeadRecord &
  ({ format: 'json'; lead: Record<string, unknown> } | { format: 'adf'; adf: string });

/** The outcome of filing a lead. */
interface Filed {
  crm_id: string;
  duplicate: boolean;
  /** A fault asked for this answer to be lost. */
  loseAnswer: boolean;
}

/** A filed lead as its row keeps it: the body as received, as text (an ADF document starts with `<`). */
type FiledRow = FiledLeadRecord & { body: string };

const PAGE_SIZE = 50;
const KEY_MAX = 200;

/** The simulator's state: the filed leads, the faults and the control switches. */
export class CrmState extends SimulatorState {
  constructor(ctx: DurableObjectState, env: SimulatorEnv) {
    super(ctx, env);
    ctx.storage.sql.exec(`CREATE TABLE IF NOT EXISTS leads (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      idempotency_key TEXT NOT NULL UNIQUE, crm_id TEXT NOT NULL, lead_id TEXT NOT NULL, site TEXT NOT NULL,
      form TEXT NOT NULL, received_at INTEGER NOT NULL, deliveries INTEGER NOT NULL, body TEXT NOT NULL)`);
  }

  /** Files a lead once per idempotency key; a repeat only counts the delivery. */
  async file(key: string, lead: { lead_id: string; site: string; form: string }, body: string): Promise<Filed> {
    const existing = this.ctx.storage.sql
      .exec<{ crm_id: string }>('SELECT crm_id FROM leads WHERE idempotency_key = ?', key)
      .toArray()[0];
    if (existing) {
      this.ctx.storage.sql.exec('UPDATE leads SET deliveries = deliveries + 1 WHERE idempotency_key = ?', key);
      return { crm_id: existing.crm_id, duplicate: true, loseAnswer: false };
    }
    const crm_id = `crm_${crypto.randomUUID()}`;
    this.ctx.storage.sql.exec(
      'INSERT INTO leads (idempotency_key, crm_id, lead_id, site, form, received_at, deliveries, body) VALUES (?, ?, ?, ?, ?, ?, 1, ?)',
      key,
      crm_id,
      lead.lead_id,
      lead.site,
      lead.form,
      Date.now(),
      body,
    );
    return { crm_id, duplicate: false, loseAnswer: await this.takeLostAnswer(lead.site) };
  }

  list(filter: { lead_id: string | null; site: string | null }, limit: number): FiledLead[] {
    const clauses: string[] = [];
    const params: (string | number)[] = [];
    if (filter.lead_id) {
      clauses.push('lead_id = ?');
      params.push(filter.lead_id);
    }
    if (filter.site) {
      clauses.push('site = ?');
      params.push(filter.site);
    }
    const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
    return this.ctx.storage.sql
      .exec<FiledRow>(
        `SELECT crm_id, lead_id, site, form, received_at, deliveries, body FROM leads ${where} ORDER BY seq DESC LIMIT ?`,
        ...params,
        limit,
      )
      .toArray()
      .map(({ body, ...row }) =>
        body.startsWith('<')
          ? { ...row, format: 'adf' as const, adf: body }
          : { ...row, format: 'json' as const, lead: JSON.parse(body) as Record<string, unknown> },
      );
  }

  clear(): void {
    this.ctx.storage.sql.exec('DELETE FROM leads');
  }

  /** How many of the next new leads of `site` (null: of any site) are filed but answered 503. */
  async faults(site: string | null): Promise<{ site: string | null; loseAnswers: number }> {
    return { site, loseAnswers: (await this.ctx.storage.get<number>(faultKey(site))) ?? 0 };
  }

  async setFaults(site: string | null, loseAnswers: number): Promise<{ site: string | null; loseAnswers: number }> {
    await this.ctx.storage.put(faultKey(site), loseAnswers);
    return this.faults(site);
  }

  private async takeLostAnswer(site: string): Promise<boolean> {
    for (const scope of [site, null]) {
      const { loseAnswers } = await this.faults(scope);
      if (loseAnswers > 0) {
        await this.setFaults(scope, loseAnswers - 1);
        return true;
      }
    }
    return false;
  }
}

function faultKey(site: string | null): string {
  return `loseAnswers:${site ?? '*'}`;
}

function jsonObject(raw: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function text(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;
}

const XML_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The first text of `<name …attributes>` in an ADF document, its character references read, e.g. adfText(xml, 'service'). */
function adfText(xml: string, name: string, attributes = ''): string | null {
  const match = new RegExp(`<${name}${attributes}[^>]*>([^<]*)</${name}>`).exec(xml);
  if (!match?.[1]) return null;
  return match[1].replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (reference, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X')) return String.fromCodePoint(Number.parseInt(body.slice(2), 16));
    if (body.startsWith('#')) return String.fromCodePoint(Number(body.slice(1)));
    return XML_ENTITIES[body] ?? reference;
  });
}

/**
 * What the simulator needs of an ADF lead, as a CRM that ingests ADF reads it: one `<adf>` with a prospect whose
 * id (source forecourt-lead) is the idempotency key, the site (the provider's id) and the form (its service).
 * The full content model is checked where the documents are made (shared `leads/adf.test.ts`, by libxml2).
 */
function adfLead(xml: string): { lead_id: string; site: string; form: string } | string {
  if (!/^<\?xml [^>]*\?>\s*<\?adf version="1\.0"\?>\s*<adf>[\s\S]*<\/adf>\s*$/.test(xml)) {
    return 'expected an ADF/XML 1.0 document (<?adf version="1.0"?> and one <adf> root)';
  }
  const lead_id = adfText(xml, 'id', ' sequence="1" source="forecourt-lead"');
  const site = adfText(xml, 'id', ' source="forecourt-site"');
  const form = adfText(xml, 'service');
  if (!lead_id || !site || !form)
    return 'expected the prospect id, the provider id (the site) and its service (the form)';
  return { lead_id, site, form };
}

async function fileLead(
  state: DurableObjectStub<CrmState>,
  key: string,
  lead: { lead_id: string; site: string; form: string },
  raw: string,
): Promise<Response> {
  if (lead.lead_id !== key) return json({ error: 'lead_id: expected the Idempotency-Key' }, 400);
  const filed = await state.file(key, lead, raw);
  if (filed.loseAnswer) return json({ error: 'simulated lost answer (the lead was filed)' }, 503);
  return filed.duplicate ? json({ crm_id: filed.crm_id, duplicate: true }) : json({ crm_id: filed.crm_id }, 201);
}

async function acceptLead(request: Request, state: DurableObjectStub<CrmState>): Promise<Response> {
  // Read the whole body first, whatever the answer: a stream left unread upsets the caller's side.
  const raw = await request.text();
  if ((await state.control()).outage) return outageResponse();
  const key = text(request.headers.get('Idempotency-Key'), KEY_MAX);
  if (!key) return json({ error: 'Idempotency-Key: expected the lead id' }, 400);
  if (request.headers.get('Content-Type')?.includes('xml')) {
    const lead = adfLead(raw);
    return typeof lead === 'string' ? json({ error: lead }, 400) : fileLead(state, key, lead, raw);
  }
  const body = jsonObject(raw);
  if (!body) return json({ error: 'expected a JSON object' }, 400);
  const lead_id = text(body.lead_id, KEY_MAX);
  const site = text(body.site, KEY_MAX);
  const form = text(body.form, KEY_MAX);
  if (!lead_id) return json({ error: 'lead_id: expected the Idempotency-Key' }, 400);
  if (!site || !form) return json({ error: 'site and form: expected text' }, 400);
  if (typeof body.fields !== 'object' || body.fields === null)
    return json({ error: 'fields: expected an object' }, 400);
  return fileLead(state, key, { lead_id, site, form }, raw);
}

async function handleFaults(request: Request, state: DurableObjectStub<CrmState>): Promise<Response> {
  if (request.method === 'GET') return json(await state.faults(new URL(request.url).searchParams.get('site')));
  const body = await readJson(request);
  const { loseAnswers, site } =
    ((body.ok ? body.value : null) as { loseAnswers?: unknown; site?: unknown } | null) ?? {};
  if (typeof loseAnswers !== 'number' || !Number.isInteger(loseAnswers) || loseAnswers < 0) {
    return json({ error: 'expected JSON { "loseAnswers": <whole number>, "site"?: <site> }' }, 400);
  }
  if (site !== undefined && text(site, KEY_MAX) === null) return json({ error: 'site: expected text' }, 400);
  return json(await state.setFaults((site as string | undefined) ?? null, loseAnswers));
}

function leadsPage(leads: FiledLead[]): Response {
  const rows = leads.map((lead) => {
    const who =
      lead.format === 'adf'
        ? [adfText(lead.adf, 'name', ' part="first"'), adfText(lead.adf, 'name', ' part="last"')]
        : [lead.lead.fields as Record<string, unknown> | undefined].flatMap((fields) => [
            fields?.name,
            fields?.last_name,
          ]);
    return `<tr>${receivedTimeCell(lead.received_at)}
<td>${escapeHtml(lead.site)}</td><td>${escapeHtml(lead.form)} (${lead.format === 'adf' ? 'ADF' : 'JSON'})</td>
<td>${escapeHtml(who.filter((part) => typeof part === 'string').join(' '))}</td>
<td class="muted">${escapeHtml(lead.lead_id)}</td><td>${lead.deliveries}</td></tr>`;
  });
  return receivedPage('CRM leads (local simulator)', {
    headings: ['Received', 'Site', 'Form', 'Name', 'Lead id', 'Deliveries'],
    rows,
    empty: 'No leads yet. Send a form on a site and it appears here.',
  });
}

function listFilter(url: URL): { lead_id: string | null; site: string | null } {
  return { lead_id: url.searchParams.get('lead_id'), site: url.searchParams.get('site') };
}

export default simulatorWorker<SimulatorEnv, CrmState>('crm', async ({ route, request, url, state }) => {
  switch (route) {
    case 'POST /v1/leads':
      return acceptLead(request, state);
    case 'GET /v1/leads':
      return json({ leads: await state.list(listFilter(url), listLimit(url, PAGE_SIZE)) });
    case 'DELETE /v1/leads':
      await state.clear();
      return json({ cleared: true });
    case 'GET /leads':
      return leadsPage(await state.list({ lead_id: null, site: null }, listLimit(url, PAGE_SIZE)));
    case 'GET /faults':
    case 'POST /faults':
      return handleFaults(request, state);
    default:
      return null;
  }
});
